// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

/// `UIVisualEffectView`'s blur: what is already drawn behind the element, blurred and made more
/// vivid, under the material's tint.
extension CairoPainter {
  /// The material inside `path` (user space; `rect` its bounds). With no pixels to read (vector
  /// output) only the tint is drawn.
  func drawBackdrop(_ effect: BlurEffect, rect: CGRect, path: [PathElement]) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    append(path)
    cairo_clip(cr)
    if let image, let (surface, origin) = blurredBackdrop(effect, rect: rect, from: image) {
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_set_source_surface(cr, surface, Double(origin.x), Double(origin.y))
      cairo_paint(cr)
      cairo_restore(cr)
      cairo_surface_destroy(surface)
    }
    setColor(effect.tint)
    cairo_paint(cr)
  }

  /// The device pixels under `rect` and around it (three standard deviations), blurred and
  /// saturated, with the device position of their top left; nil when none are on the surface.
  private func blurredBackdrop(_ effect: BlurEffect, rect: CGRect, from image: OpaquePointer)
    -> (OpaquePointer, CGPoint)?
  {
    var dx = 1.0
    var dy = 0.0
    cairo_user_to_device_distance(cr, &dx, &dy)
    let sigma = Double(effect.sigma) * hypot(dx, dy)
    let pad = (3 * sigma).rounded(.up)
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ] {
      var px = Double(x)
      var py = Double(y)
      cairo_user_to_device(cr, &px, &py)
      xs.append(px)
      ys.append(py)
    }
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return nil }
    let x0 = max(Int((minX - pad).rounded(.down)), 0)
    let y0 = max(Int((minY - pad).rounded(.down)), 0)
    let x1 = min(Int((maxX + pad).rounded(.up)), width)
    let y1 = min(Int((maxY + pad).rounded(.up)), height)
    guard x1 > x0, y1 > y0 else { return nil }
    guard let copy = region(of: image, x: x0, y: y0, width: x1 - x0, height: y1 - y0) else {
      return nil
    }
    blur(copy, sigma: sigma, saturation: Double(effect.saturation))
    return (copy, CGPoint(x: x0, y: y0))
  }

  /// A new surface holding the pixels of `image` in the given device rectangle.
  private func region(of image: OpaquePointer, x: Int, y: Int, width: Int, height: Int)
    -> OpaquePointer?
  {
    guard
      let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS
    else { return nil }
    cairo_surface_flush(image)
    let source = cairo_image_surface_get_data(image)!
    let sourceStride = Int(cairo_image_surface_get_stride(image))
    let target = cairo_image_surface_get_data(copy)!
    let targetStride = Int(cairo_image_surface_get_stride(copy))
    for row in 0..<height {
      memcpy(
        target + row * targetStride, source + (y + row) * sourceStride + x * 4, width * 4)
    }
    return copy
  }

  /// Blurs each channel of the premultiplied pixels, then moves colours away from their
  /// luminance by `saturation` (kept within the alpha, as premultiplied colours must be).
  private func blur(_ surface: OpaquePointer, sigma: Double, saturation: Double) {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    for channel in 0..<4 {
      AlphaBlur.blur(
        data + channel, width: width, height: height, stride: stride, sigma: sigma, step: 4)
    }
    for row in 0..<height {
      let pixels = data + row * stride
      for x in 0..<width {
        let p = pixels + x * 4
        // Native-endian ARGB32: on little-endian machines the bytes are B, G, R, A.
        let (b, g, r, a) = (Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3]))
        let l = 0.2126 * r + 0.7152 * g + 0.0722 * b
        func saturated(_ c: Double) -> UInt8 {
          UInt8(min(max(l + saturation * (c - l), 0), a).rounded())
        }
        (p[0], p[1], p[2]) = (saturated(b), saturated(g), saturated(r))
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
