// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIRectCorner`: which corners of a rectangle are rounded.
public struct RectCorner: OptionSet, Hashable, Sendable {
  /// The corners as bits: top left 1, top right 2, bottom left 4, bottom right 8.
  public let rawValue: UInt
  /// Corners from their bits (UIKit's values).
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = RectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = RectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = RectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = RectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

  /// The same corners as a layer's `maskedCorners`.
  var cornerMask: CornerMask {
    var mask: CornerMask = []
    if contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
    if contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
    if contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
    if contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
    return mask
  }
}

/// `UIBezierPath`: a path built from rectangles, rounded rectangles, ovals, arcs, lines and
/// curves, in points (y down); `cgPath` is its outline as a `Path`. Rounded rectangles have
/// continuous corners, as UIKit's have had since iOS 7. Non-finite points are ignored.
open class BezierPath {
  /// The outline as built so far.
  public private(set) var cgPath = Path()
  /// Where the next line or curve starts: the last point added (`.zero` for an empty path).
  public private(set) var currentPoint = CGPoint.zero
  private var subpathStart = CGPoint.zero
  /// The stroke's width, points (kept for those who read it; a shape layer has its own).
  open var lineWidth: CGFloat = 1

  /// An empty path.
  public init() {}

  /// `init(rect:)`: the rectangle, clockwise from its top-left corner.
  public convenience init(rect: CGRect) {
    self.init(cgPath: Path(rect: rect))
  }

  /// `init(ovalIn:)`: the ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init(cgPath: Path(ellipseIn: rect))
  }

  /// `init(roundedRect:cornerRadius:)`: the rectangle with continuous corners of `cornerRadius`
  /// (at most half the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: .init(
        width: cornerRadius, height: cornerRadius))
  }

  /// `init(roundedRect:byRoundingCorners:cornerRadii:)`: the rectangle with `corners` rounded
  /// by `cornerRadii.width` (UIKit uses the width for both axes).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: RectCorner,
    cornerRadii: CGSize
  ) {
    let radius = cornerRadii.width.isFinite ? max(cornerRadii.width, 0) : 0
    let shape = CornerShape(radius: radius, maskedCorners: corners.cornerMask, curve: .continuous)
    self.init(cgPath: Path(elements: shape.path(in: rect.standardized)))
  }

  /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: an arc of the circle, angles in
  /// radians from the positive x axis; clockwise as seen on screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// `init(cgPath:)`: a path of `cgPath`'s elements.
  public init(cgPath: Path) {
    self.cgPath = cgPath
    for element in cgPath.elements {
      switch element {
      case .move(let p): (currentPoint, subpathStart) = (p, p)
      case .line(let p), .curve(_, _, let p): currentPoint = p
      case .close: currentPoint = subpathStart
      }
    }
  }

  /// Whether nothing has been added.
  public var isEmpty: Bool { cgPath.isEmpty }
  /// The bounding box of the points, control points included.
  public var bounds: CGRect { cgPath.boundingBox }

  /// `move(to:)`: starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    guard point.isFinite else { return }
    cgPath.elements.append(.move(point))
    (currentPoint, subpathStart) = (point, point)
  }

  /// `addLine(to:)`: a straight line from the current point.
  open func addLine(to point: CGPoint) {
    guard point.isFinite else { return }
    startIfNeeded()
    cgPath.elements.append(.line(point))
    currentPoint = point
  }

  /// `addCurve(to:controlPoint1:controlPoint2:)`: a cubic curve from the current point.
  open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    guard point.isFinite, controlPoint1.isFinite, controlPoint2.isFinite else { return }
    startIfNeeded()
    cgPath.elements.append(.curve(controlPoint1, controlPoint2, point))
    currentPoint = point
  }

  /// `addQuadCurve(to:controlPoint:)`: a quadratic curve, stored as the equal cubic.
  open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    let p0 = currentPoint
    let c1 = CGPoint(
      x: p0.x + 2 / 3 * (controlPoint.x - p0.x), y: p0.y + 2 / 3 * (controlPoint.y - p0.y))
    let c2 = CGPoint(
      x: point.x + 2 / 3 * (controlPoint.x - point.x),
      y: point.y + 2 / 3 * (controlPoint.y - point.y))
    addCurve(to: point, controlPoint1: c1, controlPoint2: c2)
  }

  /// `close()`: a line back to the subpath's start, closing it.
  open func close() {
    guard !cgPath.isEmpty else { return }
    cgPath.elements.append(.close)
    currentPoint = subpathStart
  }

  /// `append(_:)`: `path`'s subpaths added after this one's.
  open func append(_ path: BezierPath) {
    cgPath.elements += path.cgPath.elements
    if !path.isEmpty { (currentPoint, subpathStart) = (path.currentPoint, path.subpathStart) }
  }

  /// `apply(_:)`: every point moved by `transform`.
  open func apply(_ transform: Transform2D) {
    cgPath = cgPath.applying(transform)
    currentPoint = currentPoint.applying(transform)
    subpathStart = subpathStart.applying(transform)
  }

  /// `removeAllPoints()`: empties the path.
  open func removeAllPoints() {
    cgPath = Path()
    (currentPoint, subpathStart) = (.zero, .zero)
  }

  /// A subpath must start somewhere: at the current point when none has.
  private func startIfNeeded() {
    if cgPath.isEmpty { move(to: currentPoint) }
  }
}

extension CGPoint {
  /// Whether both coordinates are finite.
  var isFinite: Bool { x.isFinite && y.isFinite }
}
