// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// One element of a path, in points.
public enum PathElement: Hashable, Sendable {
  case move(CGPoint)
  case line(CGPoint)
  case curve(CGPoint, CGPoint, CGPoint)
  case close

  /// The ellipse inscribed in `rect`, as four cubics.
  public static func ellipse(in rect: CGRect) -> [PathElement] {
    let k: CGFloat = 0.55228475
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    let p = { (x: CGFloat, y: CGFloat) in CGPoint(x: cx + x * rx, y: cy + y * ry) }
    return [
      .move(p(1, 0)), .curve(p(1, k), p(k, 1), p(0, 1)), .curve(p(-k, 1), p(-1, k), p(-1, 0)),
      .curve(p(-1, -k), p(-k, -1), p(0, -1)), .curve(p(k, -1), p(1, -k), p(1, 0)), .close,
    ]
  }
}

/// The outline of a layer with rounded corners: `cornerRadius` on the `maskedCorners`, drawn with
/// `cornerCurve`.
public struct CornerShape: Hashable, Sendable {
  /// Points, ≥ 0 (clamped to half the shorter side when drawn).
  public var radius: CGFloat
  /// The corners that are rounded.
  public var maskedCorners: CornerMask
  /// Circular arcs or Apple's continuous curve.
  public var curve: CornerCurve

  /// Corners of `radius` points, all rounded unless masked, circular unless continuous.
  public init(radius: CGFloat, maskedCorners: CornerMask = .all, curve: CornerCurve = .circular) {
    self.radius = radius
    self.maskedCorners = maskedCorners
    self.curve = curve
  }

  /// How far a continuous corner reaches along each edge, in radii
  /// (`CALayer.cornerCurveExpansionFactor(.continuous)`).
  public static let continuousExpansion: CGFloat = 1.52866483

  /// The outline of `rect`, clockwise from the top edge. The radius is limited to half the
  /// shorter side; a continuous corner that would need more than half a side is drawn circular.
  public func path(in rect: CGRect) -> [PathElement] {
    let half = min(rect.width, rect.height) / 2
    let r = min(max(radius, 0), max(half, 0))
    guard r > 0, !maskedCorners.isEmpty else {
      return [
        .move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
        .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)),
        .close,
      ]
    }
    let continuous = curve == .continuous && r * Self.continuousExpansion <= half
    var elements: [PathElement] = []
    for corner in Corner.clockwise {
      let frame = corner.frame(in: rect)
      guard maskedCorners.contains(corner.mask) else {
        elements.append(elements.isEmpty ? .move(frame.vertex) : .line(frame.vertex))
        continue
      }
      let outline = continuous ? Self.continuousCorner : Self.circularCorner
      let point = { (p: CGPoint) in frame.point(p.x * r, p.y * r) }
      elements.append(elements.isEmpty ? .move(point(outline.start)) : .line(point(outline.start)))
      for segment in outline.segments {
        switch segment {
        case .line(let p): elements.append(.line(point(p)))
        case .curve(let c1, let c2, let p): elements.append(.curve(point(c1), point(c2), point(p)))
        default: break
        }
      }
    }
    elements.append(.close)
    return elements
  }

  /// A corner's outline in radii, as (along the entry edge back from the vertex, into the shape):
  /// PaintCode's measurement of iOS 7's `UIBezierPath(roundedRect:cornerRadius:)`.
  static let continuousCorner = (
    start: CGPoint(x: 1.52866483, y: 0),
    segments: [
      PathElement.curve(
        CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0),
        CGPoint(x: 0.66993427, y: 0.06549600)),
      .line(CGPoint(x: 0.63149399, y: 0.07491100)),
      .curve(
        CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392),
        CGPoint(x: 0.07491100, y: 0.63149399)),
      .line(CGPoint(x: 0.06549600, y: 0.66993427)),
      .curve(
        CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323),
        CGPoint(x: 0, y: 1.52866483)),
    ]
  )

  /// A quarter circle as one cubic (control points 0.5523 radii from the ends).
  static let circularCorner = (
    start: CGPoint(x: 1, y: 0),
    segments: [
      PathElement.curve(
        CGPoint(x: 1 - 0.55228475, y: 0), CGPoint(x: 0, y: 1 - 0.55228475), CGPoint(x: 0, y: 1))
    ]
  )

  /// The four corners, in the order a clockwise outline (y down) meets them.
  enum Corner: CaseIterable {
    case topRight, bottomRight, bottomLeft, topLeft
    static let clockwise: [Corner] = [.topRight, .bottomRight, .bottomLeft, .topLeft]

    var mask: CornerMask {
      switch self {
      case .topRight: .layerMaxXMinYCorner
      case .bottomRight: .layerMaxXMaxYCorner
      case .bottomLeft: .layerMinXMaxYCorner
      case .topLeft: .layerMinXMinYCorner
      }
    }

    /// The vertex, the direction back along the entry edge and the direction into the shape.
    func frame(in r: CGRect) -> (vertex: CGPoint, point: (CGFloat, CGFloat) -> CGPoint) {
      // (vertex, back along the entry edge, into the shape), as unit steps in x and y.
      let (v, e, n): (CGPoint, (CGFloat, CGFloat), (CGFloat, CGFloat)) =
        switch self {
        case .topRight: (CGPoint(x: r.maxX, y: r.minY), (-1, 0), (0, 1))
        case .bottomRight: (CGPoint(x: r.maxX, y: r.maxY), (0, -1), (-1, 0))
        case .bottomLeft: (CGPoint(x: r.minX, y: r.maxY), (1, 0), (0, -1))
        case .topLeft: (CGPoint(x: r.minX, y: r.minY), (0, 1), (1, 0))
        }
      return (v, { a, b in CGPoint(x: v.x + a * e.0 + b * n.0, y: v.y + a * e.1 + b * n.1) })
    }
  }
}
