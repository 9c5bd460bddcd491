// SPDX-License-Identifier: MIT
import Foundation

// Core Graphics' comparison methods, which Foundation on Linux lacks. Each is `==`: exact, no
// tolerance (as `CGPointEqualToPoint` and its siblings are).

extension CGPoint {
  /// Whether both coordinates are equal. Mirrors `CGPoint.equalTo(_:)`.
  public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
  /// Whether both dimensions are equal. Mirrors `CGSize.equalTo(_:)`.
  public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
  /// Whether the rectangles are equal once standardized (a negative width or height flipped),
  /// as `CGRectEqualToRect` compares them. Mirrors `CGRect.equalTo(_:)`.
  public func equalTo(_ rect: CGRect) -> Bool { standardized == rect.standardized }

  /// The smallest rectangle holding this one's four corners transformed by `t` (the null
  /// rectangle stays null). Mirrors `CGRect.applying(_:)`.
  public func applying(_ t: Transform2D) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { t.apply(to: $0) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x = xs.min()!
    let y = ys.min()!
    return CGRect(x: x, y: y, width: xs.max()! - x, height: ys.max()! - y)
  }
}

extension CGSize {
  /// The size transformed by `t`'s linear part (no translation; a size can come out negative,
  /// as Core Graphics leaves it). Mirrors `CGSize.applying(_:)`.
  public func applying(_ t: Transform2D) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}
