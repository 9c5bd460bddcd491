// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews

/// Draws display lists on one Cairo context.
struct CairoPainter {
  let cr: OpaquePointer
  /// Device units per point on this context (the pixel scale for images, 1 for SVG).
  let scale: CGFloat
  /// Pixels per point for parts drawn as images (perspective elements).
  let rasterScale: CGFloat
  /// The image surface being drawn, when pixels can be written directly.
  let image: OpaquePointer?

  /// Draws `list`. `damage`, when given, is where the frame is being drawn again over the frame
  /// before (device pixels): the background is painted there only — a solid paint clipped to
  /// whole pixels gives the same pixels inside — rather than over the whole surface.
  func draw(_ list: DisplayList, damage: [PixelRect]? = nil) {
    applyFontOptions()
    cairo_save(cr)
    if let damage, list.device == nil {
      for rect in damage {
        cairo_rectangle(
          cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
      }
      cairo_clip(cr)
    }
    if let matte = list.matte {
      setColor(matte)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    cairo_scale(cr, Double(scale), Double(scale))
    if !list.camera.isIdentity { apply(list.camera, origin: list.screenOrigin) }
    if let device = list.device { enterScreen(device, size: list.size) }
    setColor(list.background)
    // Nothing is under the background on a vector surface (see `enterScreen`): painting over
    // is replacing, and SVG can paint over. A matte stays under a translucent background.
    let over = image == nil || (list.matte != nil && list.device == nil)
    cairo_set_operator(cr, over ? CAIRO_OPERATOR_OVER : CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    if damage != nil, list.device == nil {
      // The elements are drawn unclipped (a clip changes how Cairo cuts the shapes it crosses).
      cairo_restore(cr)
      cairo_save(cr)
      cairo_scale(cr, Double(scale), Double(scale))
    }
    for layer in list.layers { draw(layer) }
    for screen in list.screens { draw(screen) }
    for item in list.overlays where item.isVisible { drawAffine(item) }
    if let device = list.device { leaveScreen(device, size: list.size) }
    cairo_restore(cr)
    drawAnnotations(list)
  }

  /// The camera's zoom and pan, on output points whose canvas origin is at `origin`.
  private func apply(_ camera: Camera, origin: CGPoint) {
    cairo_translate(
      cr, Double(origin.x + camera.position.x), Double(origin.y + camera.position.y))
    cairo_scale(cr, Double(camera.zoom), Double(camera.zoom))
    cairo_translate(cr, -Double(origin.x + camera.focus.x), -Double(origin.y + camera.focus.y))
  }

  /// The documentation overlays, above the device's frame, in canvas points.
  private func drawAnnotations(_ list: DisplayList) {
    guard list.annotations.contains(where: \.isVisible) else { return }
    cairo_save(cr)
    cairo_scale(cr, Double(scale), Double(scale))
    cairo_translate(cr, Double(list.screenOrigin.x), Double(list.screenOrigin.y))
    for item in list.annotations where item.isVisible {
      if item.transform.isPlanarAffine { drawAffine(item) }
    }
    cairo_restore(cr)
  }

  func draw(_ layer: DisplayLayer) {
    cairo_save(cr)
    if layer.clipsToBounds {
      rectangle(layer.frame)
      cairo_clip(cr)
    }
    if let background = layer.background {
      setColor(background)
      rectangle(layer.frame)
      cairo_fill(cr)
    }
    let origin = CGPoint(
      x: layer.frame.minX - layer.contentOffset.x, y: layer.frame.minY - layer.contentOffset.y)
    cairo_translate(cr, Double(origin.x), Double(origin.y))
    let clip = layer.clipsToBounds ? layer.frame : nil
    for item in layer.items + layer.overlays where item.isVisible {
      if item.transform.isPlanarAffine {
        drawAffine(item)
      } else {
        drawPerspective(item, layerOrigin: origin, clip: clip)
      }
    }
    cairo_restore(cr)
  }

  /// An element whose transform keeps the plane flat: Cairo's own affine transform, vector-exact.
  func drawAffine(_ item: DisplayItem) {
    let t = item.transform
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, Double(item.center.x), Double(item.center.y))
    let matrix = cairo_matrix_t(
      xx: Double(t.m11), yx: Double(t.m12), xy: Double(t.m21), yy: Double(t.m22), x0: Double(t.m41),
      y0: Double(t.m42))
    guard transformIfInvertible(matrix) else { return }
    guard item.alpha < 1 else {
      drawContent(item.style, size: item.size)
      return
    }
    let ink = image.map { _ in InkCache.shared.extent(item.style, size: item.size, scale: scale) }
    group(alpha: item.alpha, ink: ink) { $0.drawContent(item.style, size: item.size) }
  }

  /// Applies `matrix` after the current transformation, unless the two together are singular or
  /// nearly so (an element scaled to nothing, a 1e-308 size): Cairo would refuse such a matrix for
  /// the rest of the frame, and there is nothing visible to draw. Returns whether it was applied.
  func transformIfInvertible(_ matrix: cairo_matrix_t) -> Bool {
    var current = cairo_matrix_t()
    cairo_get_matrix(cr, &current)
    var applied = matrix
    var product = cairo_matrix_t()
    cairo_matrix_multiply(&product, &applied, &current)
    let determinant = product.xx * product.yy - product.yx * product.xy
    guard determinant.isFinite, abs(determinant) > 1e-12, product.x0.isFinite, product.y0.isFinite
    else { return false }
    cairo_transform(cr, &applied)
    return true
  }

  /// The filter for an image pattern drawn through the current transformation: Cairo's good
  /// (box-filtered) resampling, unless an image pixel comes out under 1/256 of a device pixel —
  /// there the filter's kernel grows with the reduction until pixman runs out of memory, and the
  /// whole image covers a pixel or two, so the nearest pixel is as good.
  func imageFilter() -> cairo_filter_t {
    var dx = 1.0
    var dy = 0.0
    var ex = 0.0
    var ey = 1.0
    cairo_user_to_device_distance(cr, &dx, &dy)
    cairo_user_to_device_distance(cr, &ex, &ey)
    let pixel = min((dx * dx + dy * dy).squareRoot(), (ex * ex + ey * ey).squareRoot())
    return pixel >= 1.0 / 256 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_FAST
  }

  /// Whether text of `size` points comes out at a size FreeType can rasterise on this context: from
  /// 0.01 to 16 384 device pixels (an element scaled far up or down). Outside that a label is not
  /// drawn — FreeType would fail, and its failure breaks Cairo's font state for the whole process.
  func textSizeIsDrawable(_ size: CGFloat) -> Bool {
    var dx = Double(size)
    var dy = 0.0
    var ex = 0.0
    var ey = Double(size)
    cairo_user_to_device_distance(cr, &dx, &dy)
    cairo_user_to_device_distance(cr, &ex, &ey)
    let pixels = max((dx * dx + dy * dy).squareRoot(), (ex * ex + ey * ey).squareRoot())
    return pixels.isFinite && pixels >= 0.01 && pixels <= 16_384
  }

  /// Adds `elements` to the current path.
  func append(_ elements: [PathElement]) {
    for element in elements {
      switch element {
      case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
      case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
      case .curve(let a, let b, let p):
        cairo_curve_to(
          cr, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(p.x), Double(p.y))
      case .close: cairo_close_path(cr)
      }
    }
  }

  func rectangle(_ r: CGRect) {
    cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
  }

  func setColor(_ c: RGBAColor) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
  }
}
