// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming

extension SceneValue {
  /// Names accepted for `curve`.
  static let curveNames = ["linear", "easeIn", "easeOut", "easeInEaseOut", "easeInOut", "default"]

  /// An animation: `none`, or a mapping with `duration` (s), `delay` (s) and `curve` (a name,
  /// `[x1, y1, x2, y2]` control points), or `spring` (see `spring()`), starting from `base`.
  public func animationTiming(base: AnimationTiming = .default) throws(SceneError)
    -> AnimationTiming
  {
    if isScalar {
      let word = try choice(["none", "default"])
      return word == "none" ? .immediate : base
    }
    let m = try mapping(allowed: ["duration", "delay", "curve", "spring"])
    let delay = try m["delay"]?.seconds(atMost: 600, allowingZero: true) ?? base.delay
    if let spring = m["spring"] {
      if let curve = m["curve"] { throw curve.error("give either a curve or a spring, not both") }
      if let duration = m["duration"] {
        throw duration.error(
          "a spring's duration goes inside spring: {duration: …, dampingRatio: …}")
      }
      return AnimationTiming(delay: delay, curve: .spring(try spring.spring()))
    }
    let duration = try m["duration"]?.seconds(atMost: 60, allowingZero: true) ?? base.duration
    let curve = try m["curve"].map { v throws(SceneError) in try v.timingCurve() } ?? base.curve
    return AnimationTiming(duration: duration, delay: delay, curve: curve)
  }

  /// A curve name or four control-point numbers.
  public func timingCurve() throws(SceneError) -> TimingCurve {
    if isSequence {
      let parts = try list()
      guard parts.count == 4 else {
        throw error(
          "expected cubic control points [x1, y1, x2, y2], found a list of \(parts.count)")
      }
      let v = try parts.map { p throws(SceneError) in try p.cgFloat() }
      for (i, x) in [(0, v[0]), (2, v[2])] where x < 0 || x > 1 {
        throw parts[i].error("control-point x values must be within 0…1, found \(x)")
      }
      return .cubic(
        CubicTimingParameters(
          controlPoint1: CGPoint(x: v[0], y: v[1]), controlPoint2: CGPoint(x: v[2], y: v[3])))
    }
    if (try? string()) == "spring" {
      throw error(
        "expected one of \(Self.curveNames.joined(separator: ", ")), found 'spring' "
          + "(springs go under spring:, as in {spring: {dampingRatio: 0.8, response: 0.4}})")
    }
    switch try choice(Self.curveNames) {
    case "linear": return .linear
    case "easeIn": return .easeIn
    case "easeOut": return .easeOut
    case "default": return .cubic(.default)
    default: return .easeInEaseOut
    }
  }

  /// A spring, in one of UIKit's parameterisations:
  /// `{dampingRatio, response, initialVelocity}`, `{duration, dampingRatio, initialVelocity}`
  /// (UIView's
  /// spring API) or `{mass, stiffness, damping, initialVelocity}` (CASpringAnimation).
  public func spring() throws(SceneError) -> SpringTimingParameters {
    let m = try mapping(allowed: [
      "dampingRatio", "response", "duration", "mass", "stiffness", "damping", "initialVelocity",
    ])
    let velocity = try m["initialVelocity"]?.double() ?? 0
    if m["stiffness"] != nil || m["damping"] != nil || m["mass"] != nil {
      for key in ["dampingRatio", "response", "duration"] where m[key] != nil {
        throw m[key]!.error(
          """
          mix of spring forms: use either mass/stiffness/damping or dampingRatio with response \
          or duration
          """
        )
      }
      let spring = SpringTimingParameters(
        mass: try m["mass"]?.positive() ?? 1, stiffness: try m["stiffness"]?.positive() ?? 100,
        damping: try m["damping"]?.positive() ?? 10, initialVelocity: velocity)
      // A CASpringAnimation lasts until it settles; an animation may last at most 60 s.
      guard spring.settlingDuration.isFinite, spring.settlingDuration <= 60 else {
        throw error(
          """
          this spring takes \(spring.settlingDuration) s to settle; at most 60 seconds (raise \
          stiffness or damping, or lower mass)
          """
        )
      }
      return spring
    }
    let ratio = try m["dampingRatio"]?.positive() ?? 1
    if let duration = m["duration"] {
      if let response = m["response"] {
        throw response.error("give a spring either a response or a duration, not both")
      }
      return SpringTimingParameters(
        duration: try duration.seconds(atMost: 60), dampingRatio: ratio, initialVelocity: velocity)
    }
    return SpringTimingParameters(
      dampingRatio: ratio, response: try m["response"]?.seconds(atMost: 60) ?? 0.5,
      initialVelocity: velocity)
  }
}
