// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews

/// `UIVisualEffectView`'s blur: what is already drawn behind the element, blurred and made more
/// vivid, under the material's tint.
extension CairoPainter {
  /// The material inside `path` (user space; `rect` its bounds). With no pixels to read (vector
  /// output) only the tint is drawn.
  func drawBackdrop(_ effect: MaterialBlur, rect: CGRect, path: [PathElement]) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    append(path)
    cairo_clip(cr)
    // What is drawn so far is on the current group's surface (a device canvas draws its screen
    // in a group), not necessarily on the image the frame ends on.
    if image != nil, let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      let (surface, origin) = blurredBackdrop(effect, rect: rect, from: target)
    {
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
  private func blurredBackdrop(_ effect: MaterialBlur, rect: CGRect, from image: OpaquePointer)
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
    // A group's surface is offset from device space: its pixel (0, 0) is at -offset.
    var (offsetX, offsetY) = (0.0, 0.0)
    cairo_surface_get_device_offset(image, &offsetX, &offsetY)
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, offsetX.isFinite,
      offsetY.isFinite
    else { return nil }
    let x0 = max(Int((minX + offsetX - pad).rounded(.down)), 0)
    let y0 = max(Int((minY + offsetY - pad).rounded(.down)), 0)
    let x1 = min(Int((maxX + offsetX + pad).rounded(.up)), width)
    let y1 = min(Int((maxY + offsetY + pad).rounded(.up)), height)
    guard x1 > x0, y1 > y0 else { return nil }
    guard let copy = region(of: image, x: x0, y: y0, width: x1 - x0, height: y1 - y0) else {
      return nil
    }
    blur(copy, sigma: sigma, saturation: Double(effect.saturation))
    return (copy, CGPoint(x: Double(x0) - offsetX, y: Double(y0) - offsetY))
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
    AlphaBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma, channels: 4)
    // A blurred backdrop is mostly runs of one pixel: each is worked out once.
    var last: (pixel: UInt32, saturated: UInt32)?
    for row in 0..<height {
      let pixels = UnsafeMutableRawPointer(data + row * stride)
      for x in 0..<width {
        let pixel = pixels.load(fromByteOffset: x * 4, as: UInt32.self)
        if last?.pixel != pixel { last = (pixel, Self.saturate(pixel, by: saturation)) }
        pixels.storeBytes(of: last!.saturated, toByteOffset: x * 4, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// A premultiplied pixel (native-endian ARGB32 as loaded) with its colour moved away from its
  /// luminance by `saturation`, each channel kept within the alpha.
  private static func saturate(_ pixel: UInt32, by saturation: Double) -> UInt32 {
    let a = Double(pixel >> 24)
    let r = Double(pixel >> 16 & 0xFF)
    let g = Double(pixel >> 8 & 0xFF)
    let b = Double(pixel & 0xFF)
    let l = 0.2126 * r + 0.7152 * g + 0.0722 * b
    func saturated(_ c: Double) -> UInt32 {
      UInt32(min(max(l + saturation * (c - l), 0), a).rounded())
    }
    return pixel & 0xFF00_0000 | saturated(r) << 16 | saturated(g) << 8 | saturated(b)
  }
}
