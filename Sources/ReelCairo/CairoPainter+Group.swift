// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

extension CairoPainter {
  /// Draws `body` as one group painted with `alpha` (0…1), so overlapping parts of it do not show
  /// through each other.
  ///
  /// On image targets the group is an image of just the device pixels its drawing covers —
  /// `ink` in user space when the caller knows it, else measured by recording the drawing first —
  /// placed by that drawing alone: not by the current clip, as `cairo_push_group` would. The
  /// pixels are then the same whether a frame is drawn whole or only where it changed, and a small
  /// faded element costs a small image, not one the size of the clip. Vector targets keep
  /// Cairo's own groups.
  func group(alpha: CGFloat, ink: CGRect? = nil, _ body: (CairoPainter) -> Void) {
    let opacity = Double(min(max(alpha, 0), 1))
    guard let image else {
      cairo_push_group(cr)
      body(self)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
      return
    }
    let device = ink.map(deviceBounds(of:)) ?? recordedInk(body)
    guard let box = device.flatMap({ pixelBox($0, on: image) }) else { return }
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_offset(surface, -Double(box.x), -Double(box.y))
    let groupContext = cairo_create(surface)!
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_set_matrix(groupContext, &matrix)
    let painter = CairoPainter(
      cr: groupContext, scale: scale, rasterScale: rasterScale, image: surface)
    painter.applyFontOptions()
    body(painter)
    cairo_destroy(groupContext)
    cairo_surface_flush(surface)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_paint_with_alpha(cr, opacity)
    cairo_restore(cr)
  }

  /// The device-space bounding box of a user-space rectangle under the current transformation.
  private func deviceBounds(of rect: CGRect) -> CGRect? {
    guard !rect.isNull, !rect.isEmpty else { return nil }
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ].map { corner in
      var (x, y) = (Double(corner.0), Double(corner.1))
      cairo_user_to_device(cr, &x, &y)
      return (x, y)
    }
    let xs = corners.map(\.0)
    let ys = corners.map(\.1)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// What `body` draws, in device space, from drawing it once onto a recording surface under the
  /// current transformation; nil when it draws nothing.
  private func recordedInk(_ body: (CairoPainter) -> Void) -> CGRect? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let ink = Self.recordedInk(matrix, scale: scale, rasterScale: rasterScale, body)
    return ink.isNull ? nil : ink
  }

  /// What `body` draws under `matrix`, in device space, from drawing it once onto an unbounded
  /// recording surface: `.null` when nothing, `.infinite` when Cairo cannot say. Reading the ink
  /// back replays any glyphs recorded, so it holds the font lock; `body` does not (it may wait
  /// for an image another thread is decoding, which may need the lock).
  static func recordedInk(
    _ matrix: cairo_matrix_t, scale: CGFloat, rasterScale: CGFloat, _ body: (CairoPainter) -> Void
  ) -> CGRect {
    guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
      return .infinite
    }
    defer { cairo_surface_destroy(recording) }
    let context = cairo_create(recording)!
    var matrix = matrix
    cairo_set_matrix(context, &matrix)
    let painter = CairoPainter(cr: context, scale: scale, rasterScale: rasterScale, image: nil)
    painter.applyFontOptions()
    body(painter)
    let failed = cairo_status(context) != CAIRO_STATUS_SUCCESS
    cairo_destroy(context)
    var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
    FontLock.run { cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height) }
    guard !failed, [x, y, width, height].allSatisfy(\.isFinite) else { return .infinite }
    guard width > 0, height > 0 else { return .null }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// `device` grown by the damage outset (antialiasing), rounded out to whole pixels and kept on
  /// `target` (whose device offset places it); nil when nothing of it is on the target.
  private func pixelBox(_ device: CGRect, on target: OpaquePointer) -> PixelRect? {
    var (offsetX, offsetY) = (0.0, 0.0)
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    let left = Int(-offsetX.rounded())
    let top = Int(-offsetY.rounded())
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let shifted = device.offsetBy(dx: CGFloat(-left), dy: CGFloat(-top))
    guard
      let box = PixelRect(
        covering: shifted, outset: DisplayList.damageOutset, width: width, height: height)
    else { return nil }
    return PixelRect(x: box.x + left, y: box.y + top, width: box.width, height: box.height)
  }
}
