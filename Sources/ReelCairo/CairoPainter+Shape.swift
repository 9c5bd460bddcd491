// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews

extension CairoPainter {
  /// A shape layer's path in `bounds` (its origin the path's): filled, then stroked — only its
  /// part from `strokeStart` to `strokeEnd` of the path's length when those trim it (the dash
  /// pattern then gives way to the trimming).
  func drawShape(_ shape: ShapeFill, in bounds: CGRect) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, Double(bounds.minX), Double(bounds.minY))
    if let fill = shape.fillColor, fill.alpha > 0 {
      append(shape.path)
      cairo_set_fill_rule(
        cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setColor(fill)
      cairo_fill(cr)
    }
    guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
      shape.strokeEnd > shape.strokeStart
    else { return }
    append(shape.path)
    cairo_set_line_width(cr, Double(shape.lineWidth))
    cairo_set_line_cap(cr, Self.cairoCap(shape.lineCap))
    cairo_set_line_join(cr, Self.cairoJoin(shape.lineJoin))
    if shape.strokeStart > 0 || shape.strokeEnd < 1 {
      let length = flatPathLength()
      let on = length * Double(shape.strokeEnd - shape.strokeStart)
      var pattern = [max(on, 1e-9), length + 1]
      cairo_set_dash(cr, &pattern, 2, -length * Double(shape.strokeStart))
    } else if !shape.dashes.isEmpty {
      var pattern = shape.dashes.map(Double.init)
      cairo_set_dash(cr, &pattern, Int32(pattern.count), Double(shape.dashPhase))
    }
    setColor(stroke)
    cairo_stroke(cr)
  }

  /// The length of the current path (curves flattened), in user units.
  private func flatPathLength() -> Double {
    guard let path = cairo_copy_path_flat(cr) else { return 0 }
    defer { cairo_path_destroy(path) }
    guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else {
      return 0
    }
    var length = 0.0
    var (current, start) = ((0.0, 0.0), (0.0, 0.0))
    var i = 0
    let count = Int(path.pointee.num_data)
    while i < count {
      let header = data[i].header
      guard header.length > 0 else { break }
      if header.length > 1, i + 1 < count {
        let p = (data[i + 1].point.x, data[i + 1].point.y)
        if header.type.rawValue == Self.moveTo {
          (current, start) = (p, p)
        } else if header.type.rawValue == Self.lineTo {
          length += hypot(p.0 - current.0, p.1 - current.1)
          current = p
        }
      } else if header.type.rawValue == Self.closePath {
        length += hypot(start.0 - current.0, start.1 - current.1)
        current = start
      }
      i += Int(header.length)
    }
    return length
  }

  /// `cairo_path_data_type_t`'s values, in cairo.h's order (its constants do not reach Swift
  /// through this module).
  private static let (moveTo, lineTo, closePath): (UInt32, UInt32, UInt32) = (0, 1, 3)

  private static func cairoCap(_ cap: ShapeLayer.LineCap) -> cairo_line_cap_t {
    switch cap {
    case .butt: return CAIRO_LINE_CAP_BUTT
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    }
  }

  private static func cairoJoin(_ join: ShapeLayer.LineJoin) -> cairo_line_join_t {
    switch join {
    case .miter: return CAIRO_LINE_JOIN_MITER
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    }
  }
}
