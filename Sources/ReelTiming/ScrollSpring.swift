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
  private let stiffness: Double
  /// Seconds until the spring is at rest.
  public private(set) var duration: Double

  public init(
    displacement: Double, velocity: Double, stiffness: Double = 100, stopDistance: Double = 0.25
  ) {
    self.displacement = displacement.isFinite ? displacement : 0
    self.velocity = velocity.isFinite ? velocity : 0
    self.stiffness = max(stiffness, 0.001)
    omega = self.stiffness.squareRoot()
    self.stopDistance = max(stopDistance, 1e-6)
    duration = 0
    duration = oscillator.settlingTime(threshold: self.stopDistance)
  }

  /// The critically damped oscillator: mass 1, damping 2ω₀.
  private var oscillator: Oscillator {
    Oscillator(
      mass: 1, stiffness: stiffness, damping: 2 * omega, velocity: velocity, x0: displacement)
  }

  /// Displacement from the rest position `time` seconds in (exactly 0 from `duration` on).
  public func displacement(at time: Double) -> Double {
    if !(time > 0) { return displacement }
    if time >= duration { return 0 }
    return oscillator.displacement(at: time)
  }
}
