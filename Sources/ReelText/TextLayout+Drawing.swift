// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelRender
import ReelViews

extension TextLayout {
  /// Draws the text on `cr` in a view whose top-left corner is at `origin` (user space), clipped
  /// to the lines shown inside the view, in `color`.
  func draw(on cr: OpaquePointer, origin: CGPoint, color: RGBAColor) {
    guard clipRect.width > 0, clipRect.height > 0 else { return }
    FontLock.run { drawLocked(on: cr, origin: origin, color: color) }
  }

  /// `draw(on:origin:color:)` holding the font lock.
  private func drawLocked(on cr: OpaquePointer, origin: CGPoint, color: RGBAColor) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(
      cr, Double(origin.x + clipRect.minX), Double(origin.y + clipRect.minY),
      Double(clipRect.width), Double(clipRect.height))
    cairo_clip(cr)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    for (index, piece) in pieces.enumerated() {
      let x = Double(origin.x + textRect.minX)
      let y = Double(origin.y + textRect.minY + piece.top)
      if index == pieces.count - 1 {
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, piece.layout)
      } else {
        Self.showLines(piece.layout, count: piece.lines, at: (x, y), on: cr)
      }
    }
    cairo_new_path(cr)
  }

  /// Draws the first `count` lines of `layout` with its top left at `point`, each where
  /// `pango_cairo_show_layout` puts it (at its baseline, offset by its alignment), and nothing
  /// of the lines after them.
  private static func showLines(
    _ layout: OpaquePointer, count: Int, at point: (x: Double, y: Double), on cr: OpaquePointer
  ) {
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    var drawn = 0
    repeat {
      guard drawn < count, let line = pango_layout_iter_get_line_readonly(iter) else { break }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let baseline = pango_layout_iter_get_baseline(iter)
      cairo_move_to(
        cr, point.x + Double(logical.x) / Double(unit), point.y + Double(baseline) / Double(unit))
      pango_cairo_show_layout_line(cr, line)
      drawn += 1
    } while pango_layout_iter_next_line(iter) != 0
  }
}
