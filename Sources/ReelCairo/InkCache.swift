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

  /// Draws the element onto an unbounded recording surface at `scale` and reads the ink's
  /// extents back in points.
  private static func measure(_ style: ItemStyle, size: CGSize, scale: CGFloat) -> CGRect {
    guard scale > 0, scale.isFinite,
      let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
    else { return .infinite }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return .infinite }
    cairo_scale(cr, Double(scale), Double(scale))
    let painter = CairoPainter(cr: cr, scale: scale, rasterScale: scale, image: nil)
    painter.applyFontOptions()
    painter.drawContent(style, size: size)
    let failed = cairo_status(cr) != CAIRO_STATUS_SUCCESS
    cairo_destroy(cr)
    guard !failed else { return .infinite }
    var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
    cairo_recording_surface_ink_extents(surface, &x, &y, &width, &height)
    guard [x, y, width, height].allSatisfy(\.isFinite) else { return .infinite }
    guard width > 0, height > 0 else { return .null }
    let s = Double(scale)
    return CGRect(x: x / s, y: y / s, width: width / s, height: height / s)
  }
}
