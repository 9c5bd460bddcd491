// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

extension CairoPainter {
  /// Draws the device's frame, then clips to its screen and moves the origin to the screen's
  /// corner, so the canvas draws inside the display's rounded corners. Call inside a save.
  func enterScreen(_ device: DeviceOutline, size: CGSize) {
    let screen = device.screen(size)
    if device.bezel > 0 {
      let outer = CornerShape(
        radius: device.cornerRadius + device.bezel, curve: .continuous)
      append(outer.path(in: device.outer(size)))
      setColor(device.bezelColor)
      cairo_fill(cr)
      // A lighter rim, as light catches a phone's edge.
      let rim = CornerShape(radius: device.cornerRadius + device.bezel - 1, curve: .continuous)
      append(rim.path(in: device.outer(size).insetBy(dx: 1, dy: 1)))
      cairo_set_source_rgba(cr, 1, 1, 1, 0.12)
      cairo_set_line_width(cr, 1.5)
      cairo_stroke(cr)
    }
    append(CornerShape(radius: device.cornerRadius, curve: .continuous).path(in: screen))
    cairo_clip(cr)
    cairo_translate(cr, Double(screen.minX), Double(screen.minY))
  }
}
