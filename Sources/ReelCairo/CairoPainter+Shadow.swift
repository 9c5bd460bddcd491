// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews

extension CairoPainter {
  /// The most pixels one shadow's mask may have; a larger one is not drawn.
  static let maximumShadowPixels = 1 << 24

  /// Draws `style`'s shadow: its path (or everything the element draws) at the shadow's offset, as
  /// an alpha mask blurred by `shadow.radius`, painted in the shadow's colour and opacity. The
  /// mask is made in the element's own pixel grid (the transformation without its translation),
  /// so it is the same wherever the element is and comes from `ShadowCache` after the first time.
  /// Pixels of `covered` (device pixels) are left alone: something opaque is drawn over them
  /// next.
  func drawShadow(
    _ shadow: Shadow, of style: ItemStyle, size: CGSize, under covered: [PixelRect] = []
  ) {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let maskScale = Double(rasterScale / scale)
    let linear = [ctm.xx, ctm.yx, ctm.xy, ctm.yy].map { $0 * maskScale }
    let key = ShadowCache.Key(style: style, size: size, linear: linear)
    let mask = ShadowCache.shared.mask(key) { makeMask(shadow, style, size, linear) }
    guard let mask else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let color = shadow.color
    cairo_set_source_rgba(
      cr, color.red, color.green, color.blue, color.alpha * Double(shadow.opacity))
    let pattern = cairo_pattern_create_for_surface(mask.surface)!
    defer { cairo_pattern_destroy(pattern) }
    // Device → mask pixels: undo the translation, scale to mask pixels, move to the mask's origin.
    var matrix = cairo_matrix_t(
      xx: maskScale, yx: 0, xy: 0, yy: maskScale, x0: -ctm.x0 * maskScale - mask.origin.x,
      y0: -ctm.y0 * maskScale - mask.origin.y)
    cairo_pattern_set_matrix(pattern, &matrix)
    if !covered.isEmpty, let bounds = deviceBounds(of: mask, scale: maskScale, ctm: ctm) {
      clip(bounds, excluding: covered)
    }
    cairo_mask(cr, pattern)
  }

  /// The device pixels `mask` reaches, drawn at `scale` mask pixels per device pixel under
  /// `ctm`'s translation, a pixel wider on every side for rounding; nil when out of range.
  private func deviceBounds(
    of mask: ShadowCache.Mask, scale: Double, ctm: cairo_matrix_t
  ) -> PixelRect? {
    let x0 = (mask.origin.x / scale + ctm.x0).rounded(.down) - 1
    let y0 = (mask.origin.y / scale + ctm.y0).rounded(.down) - 1
    let x1 = x0 + (Double(cairo_image_surface_get_width(mask.surface)) / scale).rounded(.up) + 2
    let y1 = y0 + (Double(cairo_image_surface_get_height(mask.surface)) / scale).rounded(.up) + 2
    let limit = Double(1 << 22)
    guard [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
    return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
  }

  /// The blurred mask of the shadow's caster under `linear` (mask pixels per point, no
  /// translation); nil when it would be empty or larger than `maximumShadowPixels`.
  private func makeMask(
    _ shadow: Shadow, _ style: ItemStyle, _ size: CGSize, _ linear: [Double]
  ) -> ShadowCache.Mask? {
    let bounds = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    // A path is in the layer's coordinates (origin at its top-left corner), as CALayer's.
    let shape =
      shadow.path.map {
        let box = Path(elements: $0).boundingBox
        return box.isNull ? .zero : box.offsetBy(dx: bounds.minX, dy: bounds.minY)
      } ?? bounds
    let area = shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
      .insetBy(dx: -shadow.reach, dy: -shadow.reach)
    let corners = [
      (area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY),
      (area.maxX, area.maxY),
    ].map { p in
      (
        linear[0] * Double(p.0) + linear[2] * Double(p.1),
        linear[1] * Double(p.0) + linear[3] * Double(p.1)
      )
    }
    let x0 = corners.map(\.0).min()!.rounded(.down)
    let y0 = corners.map(\.1).min()!.rounded(.down)
    let width = Int((corners.map(\.0).max()! - x0).rounded(.up))
    let height = Int((corners.map(\.1).max()! - y0).rounded(.up))
    guard [x0, y0].allSatisfy(\.isFinite), width > 0, height > 0,
      width <= CairoRenderer.maximumSide, height <= CairoRenderer.maximumSide,
      width * height <= Self.maximumShadowPixels
    else { return nil }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let mcr = cairo_create(surface)!
    var matrix = cairo_matrix_t(
      xx: linear[0], yx: linear[1], xy: linear[2], yy: linear[3], x0: -x0, y0: -y0)
    cairo_set_matrix(mcr, &matrix)
    cairo_translate(mcr, Double(shadow.offset.width), Double(shadow.offset.height))
    let painter = CairoPainter(cr: mcr, scale: scale, rasterScale: rasterScale, image: nil)
    if let path = shadow.path {
      cairo_translate(mcr, Double(bounds.minX), Double(bounds.minY))
      painter.append(path)
      cairo_fill(mcr)
    } else {
      var caster = style
      caster.shadow = nil
      painter.drawContent(caster, size: size)
    }
    cairo_destroy(mcr)
    cairo_surface_flush(surface)
    let pixelsPerPoint = (abs(linear[0] * linear[3] - linear[1] * linear[2])).squareRoot()
    AlphaBlur.blur(
      cairo_image_surface_get_data(surface), width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(surface)),
      sigma: Double(shadow.radius) * pixelsPerPoint)
    cairo_surface_mark_dirty(surface)
    return ShadowCache.Mask(surface: surface, origin: (x0, y0))
  }
}
