// SPDX-License-Identifier: MIT
import Foundation

/// A value that can be blended linearly with another of its kind.
///
/// `fraction` 0 gives `self`, 1 gives `other`; values outside 0...1 extrapolate (springs
/// overshoot),
/// by contract.
public protocol Interpolatable {
  func interpolated(to other: Self, fraction: CGFloat) -> Self
}

extension CGFloat: Interpolatable {
  @inlinable public func interpolated(to other: CGFloat, fraction: CGFloat) -> CGFloat {
    self + (other - self) * fraction
  }
}

extension Double: Interpolatable {
  @inlinable public func interpolated(to other: Double, fraction: CGFloat) -> Double {
    self + (other - self) * Double(fraction)
  }
}

extension CGPoint: Interpolatable {
  @inlinable public func interpolated(to other: CGPoint, fraction: CGFloat) -> CGPoint {
    CGPoint(
      x: x.interpolated(to: other.x, fraction: fraction),
      y: y.interpolated(to: other.y, fraction: fraction))
  }
}

extension CGSize: Interpolatable {
  @inlinable public func interpolated(to other: CGSize, fraction: CGFloat) -> CGSize {
    CGSize(
      width: width.interpolated(to: other.width, fraction: fraction),
      height: height.interpolated(to: other.height, fraction: fraction))
  }
}

extension CGRect: Interpolatable {
  @inlinable public func interpolated(to other: CGRect, fraction: CGFloat) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
}

extension CGFloat {
  /// The value rounded to the nearest multiple of `1 / scale` (device pixel grid).
  ///
  /// `scale` ≤ 0 or non-finite returns the value unchanged. Halves round away from zero (`round`).
  @inlinable public func roundedToPixel(scale: CGFloat) -> CGFloat {
    guard scale > 0, scale.isFinite else { return self }
    return (self * scale).rounded() / scale
  }
}

extension CGRect {
  /// The centre point `(midX, midY)`.
  @inlinable public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
