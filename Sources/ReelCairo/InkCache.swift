// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

/// Where each element's drawing can reach, measured by drawing it once onto a Cairo recording
/// surface (shadows, borders, text past the bounds — whatever the painter draws) and kept by
/// style, size and scale, shared by every drawing thread. Damage tracking asks for it; bounded:
/// past `limit` entries the cache is emptied.
final class InkCache: @unchecked Sendable {
  static let shared = InkCache()

  /// Entries kept at most.
  static let limit = 20_000

  private struct Key: Hashable {
    var style: ItemStyle
    var size: CGSize
    var scale: CGFloat
  }

  private let lock = NSLock()
  private var extents: [Key: CGRect] = [:]

  /// The rectangle an element of `style` and `size` can draw into at `scale` pixels per point:
  /// points relative to its centre, before its transform; `.null` when it draws nothing.
  func extent(_ style: ItemStyle, size: CGSize, scale: CGFloat) -> CGRect {
    let key = Key(style: style, size: size, scale: scale)
    if let known = lock.withLock({ extents[key] }) { return known }
    let measured = Self.measure(style, size: size, scale: scale)
    lock.withLock {
      if extents.count >= Self.limit { extents.removeAll(keepingCapacity: true) }
      extents[key] = measured
    }
    return measured
  }

  /// Draws the element at `scale` onto a recording surface and reads the ink back in points.
  private static func measure(_ style: ItemStyle, size: CGSize, scale: CGFloat) -> CGRect {
    guard scale > 0, scale.isFinite else { return .infinite }
    let s = Double(scale)
    let ink = CairoPainter.recordedInk(
      cairo_matrix_t(xx: s, yx: 0, xy: 0, yy: s, x0: 0, y0: 0), scale: scale, rasterScale: scale
    ) { $0.drawContent(style, size: size) }
    guard !ink.isNull, !ink.isInfinite else { return ink }
    return CGRect(x: ink.minX / s, y: ink.minY / s, width: ink.width / s, height: ink.height / s)
  }
}
