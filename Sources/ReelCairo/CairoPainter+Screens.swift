// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

extension CairoPainter {
  /// A screen: drawn in place when it is neither transformed nor faded (vector-exact), otherwise
  /// drawn into an image at `rasterScale` that is then composited as a whole — with Cairo's affine
  /// transform, or projected like a perspective element.
  func draw(_ screen: DisplayScreen) {
    guard screen.isVisible else { return }
    if screen.transform.isIdentity && screen.alpha >= 1 {
      drawContent(of: screen, origin: screen.frame.origin)
      return
    }
    let s = Double(rasterScale)
    let sw = Int((Double(screen.frame.width) * s).rounded(.up))
    let sh = Int((Double(screen.frame.height) * s).rounded(.up))
    guard (1...Self.maximumElementSide).contains(sw), (1...Self.maximumElementSide).contains(sh)
    else { return }
    guard let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sw), Int32(sh)) else {
      return
    }
    defer { cairo_surface_destroy(source) }
    guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS, let scr = cairo_create(source)
    else { return }
    cairo_scale(scr, s, s)
    let sub = CairoPainter(cr: scr, scale: rasterScale, rasterScale: rasterScale, image: source)
    sub.applyFontOptions()
    sub.drawContent(of: screen, origin: .zero)
    cairo_destroy(scr)
    cairo_surface_flush(source)

    let t = screen.transform
    guard t.isPlanarAffine else {
      project(
        source, size: (sw, sh), transform: t, center: screen.frame.center, alpha: screen.alpha,
        clip: nil)
      return
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, Double(screen.frame.midX), Double(screen.frame.midY))
    let matrix = cairo_matrix_t(
      xx: Double(t.m11), yx: Double(t.m12), xy: Double(t.m21), yy: Double(t.m22), x0: Double(t.m41),
      y0: Double(t.m42))
    guard transformIfInvertible(matrix) else { return }
    cairo_translate(cr, -Double(screen.frame.width) / 2, -Double(screen.frame.height) / 2)
    cairo_scale(cr, 1 / s, 1 / s)
    cairo_set_source_surface(cr, source, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), imageFilter())
    cairo_paint_with_alpha(cr, Double(min(max(screen.alpha, 0), 1)))
  }

  /// The screen's background, items, collection views and overlays with its top-left at `origin`.
  private func drawContent(of screen: DisplayScreen, origin: CGPoint) {
    let bounds = CGRect(origin: origin, size: screen.frame.size)
    cairo_save(cr)
    if screen.clipsToBounds {
      rectangle(bounds)
      cairo_clip(cr)
    }
    draw(
      DisplayLayer(
        frame: bounds, contentOffset: .zero, background: screen.background,
        clipsToBounds: screen.clipsToBounds, items: screen.items))
    for var layer in screen.layers {
      layer.frame = layer.frame.offsetBy(dx: origin.x, dy: origin.y)
      draw(layer)
    }
    draw(
      DisplayLayer(
        frame: bounds, contentOffset: .zero, clipsToBounds: screen.clipsToBounds,
        items: screen.overlays))
    cairo_restore(cr)
  }
}
