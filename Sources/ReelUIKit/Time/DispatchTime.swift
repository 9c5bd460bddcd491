// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import ReelViews

/// A moment for `DispatchQueue.asyncAfter(deadline:)`, in nanoseconds. Mirrors Dispatch's
/// `DispatchTime`: in a scene, `now()` is the scene's time (`SceneClock`), so code that waits
/// "half a second from now" waits half a second of the scene's timeline, the same on every run;
/// outside one it is the system's uptime, as Dispatch's.
///
/// `ReelUIKit` declares it over Dispatch's so that a ported file's `DispatchTime.now() + 0.5`
/// means the scene's time; a file that imports `Dispatch` or `Foundation` itself gets both
/// (`reel port` makes those imports `ReelUIKit`).
public struct DispatchTime: Comparable, Hashable, Sendable {
  /// Nanoseconds since the scene's start (in a scene) or since boot (outside one).
  public let uptimeNanoseconds: UInt64

  /// The moment `uptimeNanoseconds` nanoseconds from the clock's origin.
  public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

  /// Now: the scene's time when a scene drives the clock, else the system's uptime.
  public static func now() -> DispatchTime {
    let clock = SceneClock.shared
    guard clock.isDriven else {
      return DispatchTime(uptimeNanoseconds: Dispatch.DispatchTime.now().uptimeNanoseconds)
    }
    return DispatchTime(seconds: clock.now)
  }

  /// A moment that never comes.
  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

  /// The moment `seconds` from the origin (clamped to the representable range).
  init(seconds: Double) { self.init(uptimeNanoseconds: Self.nanoseconds(seconds)) }

  /// Seconds from the origin.
  var seconds: Double { Double(uptimeNanoseconds) / 1e9 }

  /// `seconds` as nanoseconds, clamped to 0…`UInt64.max` (not-a-number counts as 0).
  static func nanoseconds(_ seconds: Double) -> UInt64 {
    let value = (seconds * 1e9).rounded()
    guard value > 0 else { return 0 }
    return value >= 0x1p64 ? .max : UInt64(value)
  }

  /// Whether `a` comes before `b`.
  public static func < (a: DispatchTime, b: DispatchTime) -> Bool {
    a.uptimeNanoseconds < b.uptimeNanoseconds
  }

  /// `time` moved by `seconds` (clamped at the origin and at `distantFuture`).
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds + seconds)
  }

  /// `time` moved back by `seconds`.
  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    time + -seconds
  }

  /// `time` moved by `interval` (`.never` is `distantFuture`).
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    guard let seconds = interval.seconds else { return .distantFuture }
    return time + seconds
  }

  /// `time` moved back by `interval`.
  public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    guard let seconds = interval.seconds else { return DispatchTime(uptimeNanoseconds: 0) }
    return time + -seconds
  }

  /// Seconds from now until this moment (0 when it has passed).
  var secondsFromNow: Double { max(0, seconds - DispatchTime.now().seconds) }
}

extension DispatchTimeInterval {
  /// The interval in seconds; nil for `.never`.
  var seconds: Double? {
    switch self {
    case .seconds(let n): Double(n)
    case .milliseconds(let n): Double(n) / 1e3
    case .microseconds(let n): Double(n) / 1e6
    case .nanoseconds(let n): Double(n) / 1e9
    case .never: nil
    @unknown default: nil
    }
  }
}
