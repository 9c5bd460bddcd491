// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

extension CairoPainter {
  /// Fills the current path with `gradient` laid over `rect` as CAGradientLayer lays it: in the
  /// unit square of the bounds, stretched to them.
  func fill(with gradient: Gradient, in rect: CGRect) {
    if gradient.type == .conic, image == nil, !gradient.colors.isEmpty, rect.width > 0,
      rect.height > 0
    {
      return fillConicFan(gradient, in: rect)
    }
    guard !gradient.colors.isEmpty, rect.width > 0, rect.height > 0,
      let pattern = pattern(for: gradient)
    else {
      cairo_new_path(cr)
      return
    }
    defer { cairo_pattern_destroy(pattern.pointer) }
    // User space → the pattern's space: the unit square, then the pattern's own frame.
    var unit = cairo_matrix_t(
      xx: 1 / Double(rect.width), yx: 0, xy: 0, yy: 1 / Double(rect.height),
      x0: -Double(rect.minX / rect.width), y0: -Double(rect.minY / rect.height))
    var own = pattern.frame
    var matrix = cairo_matrix_t()
    cairo_matrix_multiply(&matrix, &unit, &own)
    cairo_pattern_set_matrix(pattern.pointer, &matrix)
    cairo_set_source(cr, pattern.pointer)
    cairo_fill(cr)
  }

  /// The Cairo pattern and the map from the unit square to its space; nil where Core Animation
  /// draws nothing (a radial gradient whose ellipse has no width or height).
  func pattern(for g: Gradient) -> (pointer: OpaquePointer, frame: cairo_matrix_t)? {
    let start = g.startPoint
    let end = g.endPoint
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    switch g.type {
    case .axial:
      let p = cairo_pattern_create_linear(
        Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
      addStops(g, to: p)
      return (p, identity)
    case .radial:
      let rx = abs(end.x - start.x)
      let ry = abs(end.y - start.y)
      guard rx > 0, ry > 0 else { return nil }
      let p = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
      addStops(g, to: p)
      let frame = cairo_matrix_t(
        xx: 1 / Double(rx), yx: 0, xy: 0, yy: 1 / Double(ry), x0: -Double(start.x / rx),
        y0: -Double(start.y / ry))
      return (p, frame)
    case .conic:
      return (conicMesh(g), identity)
    }
  }

  func addStops(_ g: Gradient, to pattern: OpaquePointer) {
    for stop in g.stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(stop.location), c.red, c.green, c.blue, c.alpha)
    }
  }

  /// Fills the current path with a conic gradient on a vector surface, which has no mesh
  /// patterns (Cairo would draw the whole page as one image to show one): a fan of solid wedges
  /// around the centre, each the colour of its middle angle, and — when every colour is opaque —
  /// reaching half a wedge into the next, which covers it, so no seam shows between them (the
  /// first reaches back under the last).
  func fillConicFan(_ g: Gradient, in rect: CGRect) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_clip(cr)
    cairo_translate(cr, Double(rect.minX), Double(rect.minY))
    cairo_scale(cr, Double(rect.width), Double(rect.height))
    let (origin, reach) = conicFrame(g)
    let c = g.startPoint
    let wedges = Self.conicWedges
    let overlap = g.colors.allSatisfy { $0.alpha >= 1 } ? 0.5 : 0
    for i in 0..<wedges {
      let t0 = (Double(i) - (i == 0 ? overlap : 0)) / Double(wedges)
      let t1 = min((Double(i + 1) + overlap) / Double(wedges), 1)
      let a0 = origin + t0 * 2 * .pi
      let a1 = origin + t1 * 2 * .pi
      cairo_move_to(cr, Double(c.x), Double(c.y))
      cairo_line_to(cr, Double(c.x) + reach * cos(a0), Double(c.y) + reach * sin(a0))
      cairo_line_to(cr, Double(c.x) + reach * cos(a1), Double(c.y) + reach * sin(a1))
      cairo_close_path(cr)
      setColor(g.color(at: CGFloat((Double(i) + 0.5) / Double(wedges))))
      cairo_fill(cr)
    }
  }

  /// Wedges of a conic gradient: 2° each.
  static let conicWedges = 180

  /// A conic gradient's angle 0 (radians, towards `endPoint`) and a radius that covers the unit
  /// square from its centre.
  func conicFrame(_ g: Gradient) -> (origin: Double, reach: Double) {
    let c = g.startPoint
    let direction = atan2(Double(g.endPoint.y - c.y), Double(g.endPoint.x - c.x))
    // Far enough to cover the unit square from any centre inside or near it.
    return (direction.isFinite ? direction : 0, 2 + Double(max(abs(c.x), abs(c.y))))
  }

  /// A conic gradient as a fan of thin mesh patches around `startPoint`, angle 0 towards
  /// `endPoint`, growing clockwise (y down), each patch shaded from its first angle's colour to
  /// its last's.
  func conicMesh(_ g: Gradient) -> OpaquePointer {
    let mesh = cairo_pattern_create_mesh()!
    let c = g.startPoint
    let (origin, reach) = conicFrame(g)
    let wedges = Self.conicWedges
    for i in 0..<wedges {
      let t0 = Double(i) / Double(wedges)
      let t1 = Double(i + 1) / Double(wedges)
      let a0 = origin + t0 * 2 * .pi
      let a1 = origin + t1 * 2 * .pi
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, Double(c.x), Double(c.y))
      cairo_mesh_pattern_line_to(mesh, Double(c.x) + reach * cos(a0), Double(c.y) + reach * sin(a0))
      cairo_mesh_pattern_line_to(mesh, Double(c.x) + reach * cos(a1), Double(c.y) + reach * sin(a1))
      for (corner, t) in [(0, t0), (1, t0), (2, t1), (3, t1)] {
        let color = g.color(at: CGFloat(t))
        cairo_mesh_pattern_set_corner_color_rgba(
          mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }
}
