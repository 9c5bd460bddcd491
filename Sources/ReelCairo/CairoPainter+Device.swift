// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews

extension CairoPainter {
  /// Draws the device's frame, then moves the origin to the screen's corner. On a vector
  /// surface it clips to the screen, so the canvas draws inside the display's rounded corners; on
  /// pixels the screen is drawn into a group that `leaveScreen` puts in place through the corners
  /// once — clipping every layer by the anti-aliased corner on its own let a covered layer's
  /// colour show along it. Call inside a save.
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
    if image == nil {
      append(screenShape)
      cairo_clip(cr)
    }
    cairo_translate(cr, Double(screen.minX), Double(screen.minY))
    if image != nil { cairo_push_group(cr) }
  }

  /// Puts the screen drawn since `enterScreen` in place, inside the display's rounded corners,
  /// replacing what is there (the bezel under the screen). Nothing on a vector surface.
  func leaveScreen(_ device: DeviceOutline, size: CGSize) {
    guard image != nil else { return }
    cairo_pop_group_to_source(cr)
    let screen = device.screen(size)
    let shape = CornerShape(radius: device.cornerRadius, curve: .continuous).path(
      in: CGRect(origin: .zero, size: screen.size))
    append(shape)
    cairo_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
  }
}
