// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelRender

extension TextLayout {
  /// Draws the text on `cr` in a view whose top-left corner is at `origin` (user space), clipped
  /// to the lines shown inside the view, in `color`.
  func draw(on cr: OpaquePointer, origin: CGPoint, color: RGBAColor) {
    guard clipRect.width > 0, clipRect.height > 0 else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(
      cr, Double(origin.x + clipRect.minX), Double(origin.y + clipRect.minY),
      Double(clipRect.width), Double(clipRect.height))
    cairo_clip(cr)
    cairo_move_to(cr, Double(origin.x + textRect.minX), Double(origin.y + textRect.minY))
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    pango_cairo_show_layout(cr, layout)
    cairo_new_path(cr)
  }
}
