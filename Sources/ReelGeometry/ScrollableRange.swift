// SPDX-License-Identifier: MIT
import Foundation

/// The content offsets a scroll view comes to rest at: from `−inset` at the leading edges to the
/// content's far edge plus its inset, less the visible size (never below the start, so content
/// smaller than the view rests at the start) — SPEC §6.1.
public struct ScrollableRange: Hashable, Sendable {
  /// Horizontal offsets, points.
  public let x: ClosedRange<Double>
  /// Vertical offsets, points.
  public let y: ClosedRange<Double>

  /// The range for `content` shown in `bounds` with `inset` (the adjusted content inset).
  public init(content: CGSize, bounds: CGSize, inset: EdgeInsets) {
    let minX = Double(-inset.left)
    let minY = Double(-inset.top)
    x = minX...max(Double(content.width + inset.right - bounds.width), minX)
    y = minY...max(Double(content.height + inset.bottom - bounds.height), minY)
  }

  /// `offset` moved into the range on each axis.
  public func clamped(_ offset: CGPoint) -> CGPoint {
    CGPoint(
      x: min(max(Double(offset.x), x.lowerBound), x.upperBound),
      y: min(max(Double(offset.y), y.lowerBound), y.upperBound))
  }
}
