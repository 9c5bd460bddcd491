// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelText
import ReelViews

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
    if view.alpha < 1 {
      group(alpha: view.alpha) { $0.drawMasked(placed) }
    } else {
      drawMasked(placed)
    }
  }

  /// The view's layers, through its mask's alpha when it has one (`CALayer.mask`: the mask is
  /// drawn in the view's bounds, and only where it draws does the view show).
  private func drawMasked(_ placed: PlacedView) {
    guard let mask = placed.mask else {
      drawLayers(of: placed)
      return
    }
    cairo_push_group(cr)
    drawLayers(of: placed)
    let content = cairo_pop_group(cr)
    cairo_push_group(cr)
    cairo_save(cr)
    cairo_translate(cr, -Double(placed.frame.width / 2), -Double(placed.frame.height / 2))
    draw(mask)
    cairo_restore(cr)
    let alpha = cairo_pop_group(cr)
    cairo_set_source(cr, content)
    cairo_mask(cr, alpha)
    cairo_pattern_destroy(alpha)
    cairo_pattern_destroy(content)
  }

  /// The view's own layer, its symbol, its subviews, then its border over them (Core Animation
  /// composites a layer's border above its sublayers), centred on the origin.
  private func drawLayers(of placed: PlacedView) {
    let view = placed.view
    let frame = placed.frame
    var style = view.style
    // A view's subviews are laid out here (`placed.subviews`), not again by `drawContent`.
    style.content = []
    style.borderWidth = 0
    drawContent(style, size: frame.size)
    drawSymbol(of: view, in: frame.size)
    if case .slider(let look) = view.kind {
      draw(
        look, size: frame.size, mirrored: view.style.textProperties.layoutDirection == .rightToLeft)
    }
    cairo_save(cr)
    if view.style.clipsToBounds {
      let bounds = CGRect(
        x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
      append(view.style.cornerShape.path(in: bounds))
      cairo_clip(cr)
    }
    cairo_translate(cr, -Double(frame.width / 2), -Double(frame.height / 2))
    for child in placed.subviews { draw(child) }
    cairo_restore(cr)
    drawBorder(view.style, size: frame.size)
  }

  /// A symbol view's symbol at its own size for the font, centred on the origin; scaled down to
  /// fit a smaller frame of `size`.
  private func drawSymbol(of view: ContentView, in size: CGSize) {
    let properties = view.style.textProperties
    let natural: CGSize
    switch view.kind {
    case .symbol(let symbol): natural = symbol.size(pointSize: properties.font.size)
    case .fontSymbol:
      let em = properties.font.size * FontSymbolMetrics.emPerPoint
      natural = CGSize(width: em, height: em)
    default: return
    }
    let fit = min(
      1, size.width / max(natural.width, 0.001), size.height / max(natural.height, 0.001))
    let drawn = CGSize(width: natural.width * fit, height: natural.height * fit)
    switch view.kind {
    case .symbol(let symbol):
      draw(
        symbol, size: drawn, color: properties.color,
        mirrored: properties.layoutDirection == .rightToLeft && symbol.isDirectional)
    case .fontSymbol(let name):
      let box = CGRect(
        x: -drawn.width / 2, y: -drawn.height / 2, width: drawn.width, height: drawn.height)
      LabelText.draw(
        name, SymbolFont.properties(size: drawn.height, color: properties.color), in: box,
        on: cr)
    default: return
    }
  }
}
