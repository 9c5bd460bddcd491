// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

extension CairoPainter {
  /// The most pixels one shadow's mask may have; a larger one is not drawn.
  static let maximumShadowPixels = 1 << 24

  /// Draws `style`'s shadow: its path (or everything the element draws) at the shadow's offset, as
  /// an alpha mask blurred by `shadow.radius`, painted in the shadow's colour and opacity.
  func drawShadow(_ shadow: Shadow, of style: ItemStyle, size: CGSize) {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let bounds = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let shape = shadow.path.map(Self.bounds(of:)) ?? bounds
    let area = shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
      .insetBy(dx: -shadow.reach, dy: -shadow.reach)
    // Device units per point along the element's axes, and mask pixels per device unit.
    let deviceScale = (abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot()
    let maskScale = Double(rasterScale / scale)
    guard let box = deviceBox(area, ctm, margin: Double(shadow.reach) * deviceScale) else { return }
    let width = Int((box.width * maskScale).rounded(.up))
    let height = Int((box.height * maskScale).rounded(.up))
    guard width > 0, height > 0, width * height <= Self.maximumShadowPixels else { return }
    let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(mask) }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
    let mcr = cairo_create(mask)!
    cairo_scale(mcr, maskScale, maskScale)
    cairo_translate(mcr, -box.minX, -box.minY)
    cairo_transform(mcr, &ctm)
    cairo_translate(mcr, Double(shadow.offset.width), Double(shadow.offset.height))
    let painter = CairoPainter(cr: mcr, scale: scale, rasterScale: rasterScale, image: nil)
    if let path = shadow.path {
      painter.append(path)
      cairo_fill(mcr)
    } else {
      var caster = style
      caster.shadow = nil
      painter.drawContent(caster, size: size)
    }
    cairo_destroy(mcr)
    cairo_surface_flush(mask)
    AlphaBlur.blur(
      cairo_image_surface_get_data(mask), width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(mask)),
      sigma: Double(shadow.radius) * deviceScale * maskScale)
    cairo_surface_mark_dirty(mask)
    paint(mask, at: box, maskScale: maskScale, color: shadow.color, opacity: shadow.opacity)
  }

  /// Paints `color` through `mask`, whose pixels cover `box` (device units) at `maskScale`.
  private func paint(
    _ mask: OpaquePointer, at box: CGRect, maskScale: Double, color: RGBAColor, opacity: CGFloat
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * Double(opacity))
    let pattern = cairo_pattern_create_for_surface(mask)!
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t(
      xx: maskScale, yx: 0, xy: 0, yy: maskScale, x0: -box.minX * maskScale,
      y0: -box.minY * maskScale)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_mask(cr, pattern)
  }

  /// `area` (user space) in device space, limited to the current clip widened by `margin`, whole
  /// device units; nil when nothing of it can show.
  private func deviceBox(_ area: CGRect, _ ctm: cairo_matrix_t, margin: Double) -> CGRect? {
    let corners = [
      (area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY),
      (area.maxX, area.maxY),
    ].map { p in
      (
        ctm.xx * Double(p.0) + ctm.xy * Double(p.1) + ctm.x0,
        ctm.yx * Double(p.0) + ctm.yy * Double(p.1) + ctm.y0
      )
    }
    var x0 = corners.map(\.0).min()!
    var y0 = corners.map(\.1).min()!
    var x1 = corners.map(\.0).max()!
    var y1 = corners.map(\.1).max()!
    cairo_save(cr)
    cairo_identity_matrix(cr)
    var cx0 = 0.0
    var cy0 = 0.0
    var cx1 = 0.0
    var cy1 = 0.0
    cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
    cairo_restore(cr)
    x0 = max(x0, cx0 - margin).rounded(.down)
    y0 = max(y0, cy0 - margin).rounded(.down)
    x1 = min(x1, cx1 + margin).rounded(.up)
    y1 = min(y1, cy1 + margin).rounded(.up)
    guard [x0, y0, x1, y1].allSatisfy(\.isFinite), x1 > x0, y1 > y0 else { return nil }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The bounding box of a path's points (control points included).
  static func bounds(of path: [PathElement]) -> CGRect {
    var points: [CGPoint] = []
    for element in path {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .curve(let a, let b, let p): points += [a, b, p]
      case .close: break
      }
    }
    guard let first = points.first else { return .zero }
    return points.reduce(CGRect(origin: first, size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
  }
}
