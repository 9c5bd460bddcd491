// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews

extension CairoPainter {
  /// Draws `symbol` centred on the origin in a box of `size`, in `color` (multicolour symbols use
  /// their own colours: the delete and insert discs), flipped left for right when
  /// `mirrored`.
  func draw(_ symbol: Symbol, size: CGSize, color: RGBAColor, mirrored: Bool = false) {
    let w = Double(size.width)
    let h = Double(size.height)
    let r = min(w, h) / 2
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if mirrored { cairo_scale(cr, -1, 1) }
    cairo_new_path(cr)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    setColor(color)
    switch symbol {
    case .chevronForward:
      stroke([(-w * 0.3, -h * 0.42), (w * 0.3, 0), (-w * 0.3, h * 0.42)], width: w * 0.26)
    case .chevronDown:
      stroke([(-w * 0.42, -h * 0.3), (0, h * 0.3), (w * 0.42, -h * 0.3)], width: h * 0.26)
    case .checkmark:
      stroke([(-w * 0.4, h * 0.04), (-w * 0.1, h * 0.38), (w * 0.42, -h * 0.4)], width: w * 0.2)
    case .lineHorizontal3:
      for y in [-h * 0.38, 0, h * 0.38] {
        stroke([(-w * 0.45, y), (w * 0.45, y)], width: h * 0.12)
      }
    case .circle:
      cairo_arc(cr, 0, 0, r * 0.92, 0, 2 * .pi)
      cairo_set_line_width(cr, r * 0.12)
      cairo_stroke(cr)
    case .infoCircle:
      cairo_arc(cr, 0, 0, r * 0.92, 0, 2 * .pi)
      cairo_set_line_width(cr, r * 0.12)
      cairo_stroke(cr)
      cairo_arc(cr, 0, -r * 0.42, r * 0.11, 0, 2 * .pi)
      cairo_fill(cr)
      stroke([(0, -r * 0.12), (0, r * 0.48)], width: r * 0.16)
    case .minusCircleFill, .plusCircleFill, .checkmarkCircleFill:
      disc(symbol, r: r, tint: color)
    }
  }

  private func stroke(_ points: [(Double, Double)], width: Double) {
    guard let first = points.first else { return }
    cairo_move_to(cr, first.0, first.1)
    for p in points.dropFirst() { cairo_line_to(cr, p.0, p.1) }
    cairo_set_line_width(cr, width)
    cairo_stroke(cr)
  }

  /// A filled disc with a white mark: red minus (delete), green plus (insert), a tinted check.
  private func disc(_ symbol: Symbol, r: Double, tint: RGBAColor) {
    let fill: RGBAColor =
      switch symbol {
      case .minusCircleFill: SystemColors.named("systemRed")!
      case .plusCircleFill: SystemColors.named("systemGreen")!
      default: tint
      }
    cairo_arc(cr, 0, 0, r * 0.96, 0, 2 * .pi)
    setColor(fill)
    cairo_fill(cr)
    setColor(.white)
    switch symbol {
    case .minusCircleFill: stroke([(-r * 0.45, 0), (r * 0.45, 0)], width: r * 0.2)
    case .plusCircleFill:
      stroke([(-r * 0.45, 0), (r * 0.45, 0)], width: r * 0.2)
      stroke([(0, -r * 0.45), (0, r * 0.45)], width: r * 0.2)
    default:
      stroke([(-r * 0.42, r * 0.02), (-r * 0.12, r * 0.36), (r * 0.44, -r * 0.34)], width: r * 0.2)
    }
  }
}
