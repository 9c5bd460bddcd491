// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming

/// UIScrollView's motion rules on one axis (SPEC §6): following a finger with rubber-banding past
/// the edges, momentum after release bent to a chosen target, bouncing back from over-scroll,
/// paging.
public enum ScrollPhysics {
  /// Paging: a release faster than this (points per millisecond) goes to the adjacent page in the
  /// flick's direction; slower releases go to the nearest page (SPEC §6.4.3, the SPEC's
  /// recommendation).
  public static let pagingFlickThreshold = 0.2

  /// The motion after the finger lifts at `offset` with `velocity` (pt/ms) on an axis whose resting
  /// offsets are `range`. `target` is where it should come to rest (a layout's snapping target or a
  /// page), or nil for the natural resting point (SPEC §6.2.4).
  /// - Over-scrolled at release: springs back to the nearest edge.
  /// - Heading past an edge with no target: decelerates until it crosses the edge, then bounces.
  /// - Otherwise: decelerates, bent to land exactly on the target (clamped to `range`).
  public static func release(
    offset: Double, velocity: Double, target: Double?, range: ClosedRange<Double>,
    decelerationRate: Double = DecelerationTimingParameters.normal
  ) -> AxisMotion {
    if offset < range.lowerBound || offset > range.upperBound {
      let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
      return AxisMotion(
        .spring(rest: edge, ScrollSpring(displacement: offset - edge, velocity: velocity * 1000)))
    }
    if let target {
      let clamped = min(max(target, range.lowerBound), range.upperBound)
      return AxisMotion(
        .decelerate(.withTarget(clamped, start: offset, decelerationRate: decelerationRate)))
    }
    let momentum = DecelerationTimingParameters(
      start: offset, velocity: velocity, decelerationRate: decelerationRate)
    let resting = momentum.restingOffset
    guard resting < range.lowerBound || resting > range.upperBound else {
      return AxisMotion(.decelerate(momentum))
    }
    // Time at which the momentum crosses the edge: start + v·d·(1 − dⁿ)/(1 − d) = edge.
    let edge = resting < range.lowerBound ? range.lowerBound : range.upperBound
    let d = momentum.decelerationRate
    let fraction = 1 - (edge - offset) * (1 - d) / (velocity * d)
    guard fraction > 0, velocity != 0 else { return AxisMotion(.decelerate(momentum)) }
    let crossing = log(fraction) / log(d) / 1000
    var motion = AxisMotion(.decelerate(momentum))
    motion.append(
      .spring(
        rest: edge,
        ScrollSpring(displacement: 0, velocity: momentum.velocity(at: crossing) * 1000)),
      after: crossing)
    return motion
  }

  /// The page a paging scroll view settles on after a release (SPEC §6.4): the adjacent page in the
  /// flick's direction from `startPage` when the release is faster than the threshold, else the
  /// page
  /// nearest to `offset`. Pages are multiples of `pageSize`, clamped to `range`.
  public static func pageTarget(
    offset: Double, velocity: Double, startPage: Int, pageSize: Double, range: ClosedRange<Double>
  ) -> Double {
    guard pageSize > 0 else { return offset }
    let page: Int
    if abs(velocity) > pagingFlickThreshold {
      page = startPage + (velocity > 0 ? 1 : -1)
    } else {
      page = Int((offset / pageSize).rounded())
    }
    return min(max(Double(page) * pageSize, range.lowerBound), range.upperBound)
  }

  /// Offsets that follow a finger: `start` minus the finger's travel, rubber-banded past `range`
  /// (SPEC §6.5.1), sampled at least every 1/240 s between the given finger samples.
  /// - Parameter finger: `(time, position)` on this axis, times relative to the drag start,
  ///   ascending.
  /// - Returns: the offset samples and the release velocity in points per millisecond (from the
  ///   last
  ///   finger segment, opposite to the finger's motion).
  public static func drag(
    start: Double, finger: [(time: Double, position: Double)], range: ClosedRange<Double>,
    dimension: Double
  ) -> (samples: [(time: Double, value: Double)], releaseVelocity: Double) {
    guard let first = finger.first else { return ([(0, start)], 0) }
    func displayed(_ position: Double) -> Double {
      RubberBand.clamp(start - (position - first.position), to: range, dimension: dimension)
    }
    var samples: [(time: Double, value: Double)] = [(first.time, displayed(first.position))]
    for (a, b) in zip(finger, finger.dropFirst()) where b.time > a.time {
      let steps = max(Int(((b.time - a.time) * 240).rounded(.up)), 1)
      for k in 1...steps {
        let f = Double(k) / Double(steps)
        samples.append(
          (a.time + (b.time - a.time) * f, displayed(a.position + (b.position - a.position) * f)))
      }
    }
    var velocity = 0.0
    if finger.count >= 2 {
      let a = finger[finger.count - 2]
      let b = finger[finger.count - 1]
      if b.time > a.time { velocity = -(b.position - a.position) / ((b.time - a.time) * 1000) }
    }
    return (samples, velocity)
  }
}
