// SPDX-License-Identifier: MIT
import Foundation

/// A cubic Bézier easing curve from (0, 0) to (1, 1) with two control points, evaluated as Core
/// Animation's `CAMediaTimingFunction` does: solve `x(u) = t` for the curve parameter `u`, return
/// `y(u)`.
///
/// Domain: `t` in 0...1; inputs outside are clamped (`progress(0) == 0`, `progress(1) == 1`
/// exactly).
/// Control-point x values are clamped to 0...1 so x(u) is monotonic and the solution unique; y
/// values are
/// free, so the output may leave 0...1 (overshooting curves). Newton's method with a bisection
/// fallback
/// gives |x(u) − t| < 1e-12.
public struct UnitBezier: Hashable, Sendable {
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint
  // Polynomial coefficients, computed once.
  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double

  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    let x1 = min(max(Double(controlPoint1.x), 0), 1)
    let x2 = min(max(Double(controlPoint2.x), 0), 1)
    let y1 = Double(controlPoint1.y)
    let y2 = Double(controlPoint2.y)
    self.controlPoint1 = CGPoint(x: x1, y: y1)
    self.controlPoint2 = CGPoint(x: x2, y: y2)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  @inline(__always) private func sampleX(_ u: Double) -> Double { ((ax * u + bx) * u + cx) * u }
  @inline(__always) private func sampleY(_ u: Double) -> Double { ((ay * u + by) * u + cy) * u }
  @inline(__always) private func sampleDerivativeX(_ u: Double) -> Double {
    (3 * ax * u + 2 * bx) * u + cx
  }

  /// The eased value for the linear fraction `t` (clamped to 0...1).
  public func progress(at t: Double) -> Double {
    if !(t > 0) { return 0 }
    if t >= 1 { return 1 }
    return sampleY(solveX(t))
  }

  /// The curve parameter `u` with `x(u) = x`.
  func solveX(_ x: Double) -> Double {
    var u = x
    for _ in 0..<8 {
      let error = sampleX(u) - x
      if abs(error) < 1e-12 { return u }
      let slope = sampleDerivativeX(u)
      if abs(slope) < 1e-9 { break }
      u -= error / slope
    }
    var lo = 0.0
    var hi = 1.0
    u = x
    for _ in 0..<64 {
      let value = sampleX(u)
      if abs(value - x) < 1e-12 { return u }
      if value < x { lo = u } else { hi = u }
      u = (lo + hi) / 2
    }
    return u
  }
}
