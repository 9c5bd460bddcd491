// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

extension CairoPainter {
  /// A laid-out content view and its subviews: its layer as an element's, then its symbol, then
  /// its subviews, with its alpha (as a group) and transform about its centre.
  func draw(_ placed: PlacedView) {
    let view = placed.view
    let frame = placed.frame
    guard view.alpha > 0.001, frame.width >= 0, frame.height >= 0,
      view.transform.isPlanarAffine
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, Double(frame.midX), Double(frame.midY))
    let t = view.transform
    let matrix = cairo_matrix_t(
      xx: Double(t.m11), yx: Double(t.m12), xy: Double(t.m21), yy: Double(t.m22),
      x0: Double(t.m41), y0: Double(t.m42))
    guard transformIfInvertible(matrix) else { return }
    let grouped = view.alpha < 1
    if grouped { cairo_push_group(cr) }
    var style = view.style
    // A view's subviews are laid out here (`placed.subviews`), not again by `drawContent`.
    style.content = []
    drawContent(style, size: frame.size)
    if case .symbol(let symbol) = view.kind {
      // At its own size for the font, centred; scaled down to fit a smaller frame.
      let natural = symbol.size(pointSize: view.style.textProperties.font.size)
      let fit = min(
        1, frame.width / max(natural.width, 0.001), frame.height / max(natural.height, 0.001))
      let size = CGSize(width: natural.width * fit, height: natural.height * fit)
      let properties = view.style.textProperties
      draw(
        symbol, size: size, color: properties.color,
        mirrored: properties.layoutDirection == .rightToLeft && symbol.isDirectional)
    }
    if view.style.clipsToBounds {
      let bounds = CGRect(
        x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
      append(view.style.cornerShape.path(in: bounds))
      cairo_clip(cr)
    }
    cairo_translate(cr, -Double(frame.width / 2), -Double(frame.height / 2))
    for child in placed.subviews { draw(child) }
    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, Double(view.alpha))
    }
  }
}
