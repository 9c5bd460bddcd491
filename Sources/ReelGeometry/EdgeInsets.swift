// SPDX-License-Identifier: MIT
import Foundation

/// Distances inward from the edges of a rectangle, in points.
///
/// Mirrors `UIKit.UIEdgeInsets`. Negative values are allowed and move the edge outward.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  public init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// All four insets zero. Mirrors `UIEdgeInsets.zero`.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `left + right`.
  public var horizontal: CGFloat { left + right }
  /// `top + bottom`.
  public var vertical: CGFloat { top + bottom }

  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown where an inset is negative).
  ///
  /// Mirrors `CGRect.inset(by: UIEdgeInsets)`. A result with negative width or height keeps its
  /// negative size, as UIKit does; use `standardized` if needed.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.horizontal, height: size.height - insets.vertical)
  }
}
