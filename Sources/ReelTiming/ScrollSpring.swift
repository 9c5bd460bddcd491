// SPDX-License-Identifier: MIT
import Foundation

/// The bounce back to a valid offset after over-scrolling (SPEC §6.5.2): a critically damped
/// spring,
/// mass 1, stiffness 100 (ω₀ = 10/s), starting `displacement` points from its rest position with
/// `velocity` points per second. UIKit's constants are undocumented; these are the ones the SPEC's
/// reference re-implementation uses.
///
/// `x(t) = e^(−ω₀t)·(x₀ + (v₀ + ω₀x₀)·t)`; it never crosses the rest position more than once and
/// settles when an upper bound of |x| falls below `stopDistance`.
public struct ScrollSpring: Hashable, Sendable {
  public let displacement: Double
  public let velocity: Double
  public let omega: Double
  public let stopDistance: Double
  /// Seconds until the spring is at rest.
  public let duration: Double

  public init(
    displacement: Double, velocity: Double, stiffness: Double = 100, stopDistance: Double = 0.25
  ) {
    self.displacement = displacement.isFinite ? displacement : 0
    self.velocity = velocity.isFinite ? velocity : 0
    omega = max(stiffness, 0.001).squareRoot()
    self.stopDistance = max(stopDistance, 1e-6)
    let w = omega
    let a = abs(self.displacement)
    let b = abs(self.velocity + w * self.displacement)
    let bound = { (t: Double) in exp(-w * t) * (a + b * t) }
    guard bound(0) > self.stopDistance || b > 0 else {
      duration = 0
      return
    }
    var hi = 0.05
    while bound(hi) > self.stopDistance && hi < 60 { hi *= 2 }
    var lo = 0.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if bound(mid) > self.stopDistance { lo = mid } else { hi = mid }
    }
    duration = hi
  }

  /// Displacement from the rest position `time` seconds in (exactly 0 from `duration` on).
  public func displacement(at time: Double) -> Double {
    if !(time > 0) { return displacement }
    if time >= duration { return 0 }
    return exp(-omega * time) * (displacement + (velocity + omega * displacement) * time)
  }
}
