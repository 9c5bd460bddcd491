// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

extension CairoPainter {
  /// Draws the device's frame, then clips to its screen and moves the origin to the screen's
  /// corner, so the canvas draws inside the display's rounded corners. Call inside a save.
  func enterScreen(_ device: DeviceOutline, size: CGSize) {
    let screen = device.screen(size)
    let screenShape = CornerShape(radius: device.cornerRadius, curve: .continuous).path(in: screen)
    if device.bezel > 0 {
      let outer = CornerShape(
        radius: device.cornerRadius + device.bezel, curve: .continuous)
      append(outer.path(in: device.outer(size)))
      // On a vector surface the bezel is a ring around the screen, so the screen's background
      // is painted over nothing (SVG cannot replace what is under it: Cairo would draw the page
      // as one image). Pixels keep the bezel under the screen, replaced by the background.
      if image == nil {
        append(screenShape)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
      }
      setColor(device.bezelColor)
      cairo_fill(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      // A lighter rim, as light catches a phone's edge.
      let rim = CornerShape(radius: device.cornerRadius + device.bezel - 1, curve: .continuous)
      append(rim.path(in: device.outer(size).insetBy(dx: 1, dy: 1)))
      cairo_set_source_rgba(cr, 1, 1, 1, 0.12)
      cairo_set_line_width(cr, 1.5)
      cairo_stroke(cr)
    }
    append(screenShape)
    cairo_clip(cr)
    cairo_translate(cr, Double(screen.minX), Double(screen.minY))
  }
}
