// SPDX-License-Identifier: MIT
import Foundation

/// How an animation's progress follows time: a cubic Bézier over a fixed duration, or a spring
/// whose
/// own physics decide the pace.
public enum TimingCurve: Hashable, Sendable {
  case cubic(CubicTimingParameters)
  case spring(SpringTimingParameters)

  /// UIKit's default for view animations: ease-in-ease-out (SPEC §7.2.2).
  public static let easeInEaseOut = TimingCurve.cubic(.easeInEaseOut)
  public static let linear = TimingCurve.cubic(.linear)
  public static let easeIn = TimingCurve.cubic(.easeIn)
  public static let easeOut = TimingCurve.cubic(.easeOut)

  /// Eased progress `elapsed` seconds into an animation of `duration` seconds. Cubic curves use
  /// `elapsed / duration` (clamped); springs use their physics (their own duration when they carry
  /// one).
  /// Always 0 at `elapsed ≤ 0` and exactly 1 once the animation is over.
  public func progress(elapsed: Double, duration: Double) -> Double {
    switch self {
    case .cubic(let cubic):
      guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
      return cubic.progress(fractionComplete: elapsed / duration)
    case .spring(let spring):
      return spring.progress(atTime: elapsed)
    }
  }
}

/// When an animation starts and how it runs: `delay` and `duration` in seconds, plus its curve.
///
/// The default is UIKit's collection-view update animation: 0.3 s, no delay, ease-in-ease-out
/// (SPEC §3.4.4). For springs, `duration` is the spring's own duration.
public struct AnimationTiming: Hashable, Sendable {
  public var duration: Double
  public var delay: Double
  public var curve: TimingCurve

  public init(duration: Double = 0.3, delay: Double = 0, curve: TimingCurve = .easeInEaseOut) {
    self.delay = max(delay.isFinite ? delay : 0, 0)
    self.curve = curve
    if case .spring(let spring) = curve {
      self.duration = spring.duration
    } else {
      self.duration = max(duration.isFinite ? duration : 0, 0)
    }
  }

  /// UIKit's collection-view default: 0.3 s ease-in-ease-out.
  public static let `default` = AnimationTiming()
  /// No animation: changes apply at once.
  public static let immediate = AnimationTiming(duration: 0)

  /// Seconds from the start of the update until the animation has finished (`delay + duration`).
  public var totalDuration: Double { delay + duration }

  /// Eased progress `time` seconds after the update began (0 during the delay, 1 after the end).
  public func progress(at time: Double) -> Double {
    let elapsed = time - delay
    if elapsed <= 0 { return duration <= 0 && elapsed == 0 ? 1 : 0 }
    if elapsed >= duration { return 1 }
    return curve.progress(elapsed: elapsed, duration: duration)
  }
}
