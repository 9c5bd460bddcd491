// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews

extension CairoPainter {
  /// A slider centred on the origin in a box of `size` (points): the 4-point track, tinted up to
  /// the thumb's centre, and the 28-point thumb with its soft shadow at `look`'s fraction of
  /// the travel; the minimum end on the right when `mirrored`.
  func draw(_ look: SliderLook, size: CGSize, mirrored: Bool) {
    let side = min(SliderMetrics.thumbSide, size.height)
    let travel = max(size.width - side, 0)
    let left = -size.width / 2
    let fraction = mirrored ? 1 - look.fraction : look.fraction
    let knob = left + side / 2 + travel * fraction
    let track = SliderMetrics.trackHeight
    let before = CGRect(x: left, y: -track / 2, width: knob - left, height: track)
    let after = CGRect(x: knob, y: -track / 2, width: size.width / 2 - knob, height: track)
    let parts = [
      (before, mirrored ? look.maximumTrack : look.minimumTrack),
      (after, mirrored ? look.minimumTrack : look.maximumTrack),
    ]
    for (rect, colour) in parts where rect.width > 0 {
      append(CornerShape(radius: track / 2).path(in: rect))
      setColor(colour)
      cairo_fill(cr)
    }
    // The thumb's soft shadow, as two faint discs a little below it.
    let shadow = SliderMetrics.thumbShadow
    for (grow, share) in [(1.5, 0.3), (0.5, 0.5)] {
      cairo_arc(
        cr, Double(knob), Double(shadow.offsetY) * 0.75, Double(side / 2) + grow, 0, 2 * .pi)
      setColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: Double(shadow.opacity) * share))
      cairo_fill(cr)
    }
    cairo_arc(cr, Double(knob), 0, Double(side / 2), 0, 2 * .pi)
    setColor(look.thumb)
    cairo_fill(cr)
  }
}
