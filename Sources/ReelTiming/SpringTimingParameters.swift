// SPDX-License-Identifier: MIT
import Foundation

/// A damped harmonic oscillator `m·x'' + c·x' + k·x = 0` driving progress from 0 to 1 (SPEC §7.3).
/// Mirrors `UIKit.UISpringTimingParameters` / `CASpringAnimation`.
///
/// Every derived value (damping ratio, frequencies, `settlingDuration`) is computed once at init.
/// `initialVelocity` is normalised like UIKit's: 1 means the whole distance per second, positive
/// toward the target. Progress may overshoot 1 (never clamped) when `dampingRatio < 1`.
public struct SpringTimingParameters: Hashable, Sendable {
  public let mass: Double
  public let stiffness: Double
  public let damping: Double
  public let initialVelocity: Double
  /// `c / (2·√(k·m))`: 1 = critically damped, < 1 oscillates.
  public let dampingRatio: Double
  /// Estimated time until the motion stays within 1/1200 of the distance of the target, seconds.
  /// Calibrated so Apple's `CASpringAnimation.settlingDuration` examples hold (mass 1, stiffness
  /// 100:
  /// damping 5 → ≈ 2.85 s, damping 15 → just over 1 s).
  public let settlingDuration: Double
  /// The animation's duration: the duration it was created with (UIView spring API) or
  /// `settlingDuration`.
  public let duration: Double

  /// Relative displacement below which the spring counts as settled (1/1200).
  public static let settlingThreshold = 1.0 / 1200

  /// Mirrors `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` and
  /// CASpringAnimation's
  /// properties (defaults: mass 1, stiffness 100, damping 10, velocity 0). Non-positive or
  /// non-finite
  /// values are raised to 0.001, as Core Animation does.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    self.init(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      duration: nil)
  }

  /// The SwiftUI-style parameterisation (SPEC §7.3.4): `k = (2π/response)²·m`, `c =
  /// 4π·ζ·m/response`.
  /// `response` in seconds (raised to 0.001 if smaller).
  public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
    let r = max(response.isFinite ? response : 0.001, 0.001)
    let k = pow(2 * Double.pi / r, 2)
    let c = 4 * Double.pi * max(dampingRatio, 0) / r
    self.init(mass: 1, stiffness: k, damping: c, initialVelocity: initialVelocity)
  }

  /// The `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` form:
  /// the spring that settles (envelope 0.001) at `duration`, with mass 1 (SPEC §7.3.5). `duration`
  /// is
  /// clamped to 0.01...10 s and `dampingRatio` to 0.001...1.
  public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    let d = min(max(duration.isFinite ? duration : 0.3, 0.01), 10)
    let zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.001), 1)
    let omega = Self.undampedFrequency(duration: d, dampingRatio: zeta, velocity: initialVelocity)
    let k = omega * omega
    self.init(
      mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity,
      duration: d)
  }

  private init(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, duration: Double?
  ) {
    func sane(_ v: Double) -> Double { v.isFinite && v > 0 ? max(v, 0.001) : 0.001 }
    self.mass = sane(mass)
    self.stiffness = sane(stiffness)
    self.damping = sane(damping)
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    dampingRatio = self.damping / (2 * (self.stiffness * self.mass).squareRoot())
    let oscillator = Oscillator(
      mass: self.mass, stiffness: self.stiffness, damping: self.damping,
      velocity: self.initialVelocity)
    settlingDuration = oscillator.settlingTime(threshold: Self.settlingThreshold)
    self.duration = duration ?? settlingDuration
  }

  /// Progress at `time` seconds after the start: `1 + x(t)` with `x(0) = −1`. 0 before the start,
  /// exactly 1 from `duration` on.
  public func progress(atTime time: Double) -> Double {
    if !(time > 0) { return 0 }
    if time >= duration { return 1 }
    let oscillator = Oscillator(
      mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity)
    return 1 + oscillator.displacement(at: time)
  }

  /// Newton's method on Framer's envelope equation (SPEC §7.3.5), starting at ω₀ = 5/duration.
  static func undampedFrequency(duration d: Double, dampingRatio zeta: Double, velocity v: Double)
    -> Double
  {
    let epsilon = 0.001
    func envelope(_ w0: Double) -> Double {
      if zeta < 1 {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return epsilon - ((zeta * w0 - v) / wd) * exp(-zeta * w0 * d)
      }
      return epsilon - exp(-w0 * d) * ((w0 - v) * d + 1)
    }
    var w0 = 5 / d
    for _ in 0..<24 {
      let h = max(abs(w0) * 1e-6, 1e-9)
      let slope = (envelope(w0 + h) - envelope(w0 - h)) / (2 * h)
      guard slope.isFinite, slope != 0 else { break }
      let next = w0 - envelope(w0) / slope
      guard next.isFinite, next > 0 else { break }
      if abs(next - w0) < 1e-12 {
        w0 = next
        break
      }
      w0 = next
    }
    return w0.isFinite && w0 > 0 ? w0 : 5 / d
  }
}
