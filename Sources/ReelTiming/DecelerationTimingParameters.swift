// SPDX-License-Identifier: MIT
import Foundation

/// UIScrollView's momentum after a fling (SPEC §6.2): the velocity keeps the fraction
/// `decelerationRate` of itself every millisecond.
///
/// Reel integrates per millisecond, as the projection Apple gives for predicting where a fling
/// lands
/// (WWDC 2018 "Designing Fluid Interfaces"): after `n` ms the offset has moved
/// `v·d·(1 − dⁿ)/(1 − d)` with `v` in points per millisecond, so it comes to rest
/// `v·d/(1 − d)` away (998 pt for 2 pt/ms at the normal rate 0.998). Between whole milliseconds the
/// same formula is evaluated with a fractional `n`, so motion is smooth and `offset(at:)` is exact
/// at
/// every frame time. Motion stops when less than `stopDistance` (half a device pixel) remains.
///
/// `withTarget` bends the curve to end exactly on a chosen offset (SPEC §6.3.3): the shape stays
/// exponential with the same rate; only the starting velocity changes.
public struct DecelerationTimingParameters: Hashable, Sendable {
  /// `UIScrollView.DecelerationRate.normal`.
  public static let normal = 0.998
  /// `UIScrollView.DecelerationRate.fast`.
  public static let fast = 0.99

  /// Start offset on one axis, points.
  public let start: Double
  /// Starting velocity, points per millisecond (UIKit's scroll-view unit, SPEC §6.2.6).
  public let velocity: Double
  /// Fraction of the velocity kept per millisecond, 0 < rate < 1.
  public let decelerationRate: Double
  /// Remaining distance at which the motion ends, points.
  public let stopDistance: Double
  /// Where the motion comes to rest: `start + velocity·d/(1 − d)`.
  public let restingOffset: Double
  /// Seconds until less than `stopDistance` remains (0 for no motion).
  public let duration: Double

  /// - Parameters:
  ///   - velocity: points per millisecond; positive scrolls toward larger offsets.
  ///   - decelerationRate: clamped to 0.5…0.9999.
  ///   - stopDistance: default half a pixel at @2x.
  public init(
    start: Double, velocity: Double, decelerationRate: Double = normal, stopDistance: Double = 0.25
  ) {
    let d = min(max(decelerationRate.isFinite ? decelerationRate : Self.normal, 0.5), 0.9999)
    self.start = start
    self.velocity = velocity.isFinite ? velocity : 0
    self.decelerationRate = d
    self.stopDistance = max(stopDistance, 1e-6)
    let travel = self.velocity * d / (1 - d)
    restingOffset = start + travel
    // Remaining after n ms: |travel|·dⁿ; solve |travel|·dⁿ = stopDistance.
    if abs(travel) <= self.stopDistance {
      duration = 0
    } else {
      duration = log(self.stopDistance / abs(travel)) / log(d) / 1000
    }
  }

  /// The motion that starts at `start` and comes to rest exactly at `target`, with the same rate.
  public static func withTarget(
    _ target: Double, start: Double, decelerationRate: Double = normal, stopDistance: Double = 0.25
  ) -> DecelerationTimingParameters {
    let d = min(max(decelerationRate, 0.5), 0.9999)
    return DecelerationTimingParameters(
      start: start, velocity: (target - start) * (1 - d) / d, decelerationRate: d,
      stopDistance: stopDistance)
  }

  /// The natural resting point of a fling: `start + velocity·d/(1 − d)` (SPEC §6.2.4).
  public static func projectedOffset(
    start: Double, velocity: Double, decelerationRate: Double = normal
  ) -> Double {
    start + velocity * decelerationRate / (1 - decelerationRate)
  }

  /// Offset `time` seconds after the release; exactly `restingOffset` from `duration` on.
  public func offset(at time: Double) -> Double {
    if !(time > 0) { return start }
    if time >= duration { return restingOffset }
    let n = time * 1000
    return start + velocity * decelerationRate * (1 - pow(decelerationRate, n))
      / (1 - decelerationRate)
  }

  /// Velocity `time` seconds after the release, points per millisecond (0 once stopped).
  public func velocity(at time: Double) -> Double {
    if time >= duration { return 0 }
    return velocity * pow(decelerationRate, max(time, 0) * 1000)
  }
}
