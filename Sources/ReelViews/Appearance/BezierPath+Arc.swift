// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension BezierPath {
  /// The most turns an arc draws: a longer sweep is cut to this many full circles.
  static let maximumArcTurns: CGFloat = 1

  /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: an arc of the circle, joined to
  /// the current point by a line, as cubics of at most a quarter turn. Angles in radians from
  /// the positive x axis (y down, so increasing angles turn clockwise on screen); a sweep of
  /// more than a full turn draws one full circle; non-finite values add nothing.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    let r = abs(radius)
    let full = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if clockwise, sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
    if !clockwise, sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
    sweep = min(max(sweep, -full * Self.maximumArcTurns), full * Self.maximumArcTurns)
    let point = { (angle: CGFloat) in
      CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
    }
    let start = point(startAngle)
    if isEmpty { move(to: start) } else { addLine(to: start) }
    let pieces = max(Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)), 1)
    let step = sweep / CGFloat(pieces)
    // A cubic's control points 4/3 · tan(θ/4) radii along the tangents.
    let k = 4 / 3 * tan(step / 4) * r
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (a, b) = (point(angle), point(next))
      let c1 = CGPoint(x: a.x - k * sin(angle), y: a.y + k * cos(angle))
      let c2 = CGPoint(x: b.x + k * sin(next), y: b.y - k * cos(next))
      addCurve(to: b, controlPoint1: c1, controlPoint2: c2)
      angle = next
    }
  }
}
