// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// A timer that fires once or repeatedly. Mirrors Foundation's `Timer`: in a scene it fires on
/// the scene's clock (`SceneClock`), at its interval of the scene's timeline, the same on every
/// run; outside one it is a Foundation timer on the current run loop.
///
/// ## Differences from Foundation
/// `fireDate` and `tolerance` are kept but do not move a firing; a timer made with
/// `init(timeInterval:…)` starts when added to a run loop (`RunLoop.add(_:forMode:)`), as on
/// iOS, and a scheduled one at once.
open class Timer: @unchecked Sendable {
  /// Seconds between firings of a repeating timer (at least 0.0001, as Foundation's); a
  /// one-shot timer's delay.
  public let timeInterval: TimeInterval
  /// Whether the timer fires again after each firing.
  public let repeats: Bool
  /// What the timer's maker attached.
  public let userInfo: Any?
  /// The leeway the timer may fire late by, in seconds (kept; firings are exact).
  open var tolerance: TimeInterval = 0
  private let action: (Timer) -> Void
  private var valid = true
  private var started = false
  private var foundation: Foundation.Timer?

  /// A timer that calls `block` (not started: add it to a run loop).
  public init(
    timeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) {
    timeInterval = max(interval, 0.0001)
    self.repeats = repeats
    userInfo = nil
    action = block
  }

  /// A timer that calls `selector` on `target` with the timer (not started).
  public init(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) {
    timeInterval = max(interval, 0.0001)
    self.repeats = repeats
    self.userInfo = userInfo
    nonisolated(unsafe) let receiver = target as AnyObject
    action = { timer in
      MainActor.assumeIsolated {
        _ = (receiver as? SelectorPerforming)?.perform(selector, with: timer)
      }
    }
  }

  /// A started timer that calls `block`.
  open class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    timer.start()
    return timer
  }

  /// A started timer that calls `selector` on `target`.
  open class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
      repeats: repeats)
    timer.start()
    return timer
  }

  /// Whether the timer will still fire.
  open var isValid: Bool { valid }

  /// Fires now, without changing when it fires next; a one-shot timer is then invalid.
  open func fire() {
    guard valid else { return }
    action(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer for good.
  open func invalidate() {
    valid = false
    foundation?.invalidate()
    foundation = nil
  }

  /// Starts firing: on the scene's clock in a scene, else as a Foundation timer on the current
  /// run loop.
  func start() {
    guard valid, !started else { return }
    started = true
    guard SceneClock.shared.isDriven else {
      foundation = Foundation.Timer.scheduledTimer(
        withTimeInterval: timeInterval, repeats: repeats
      ) { [self] _ in fire() }
      return
    }
    scheduleNext()
  }

  /// Keeps the next firing on the scene's clock.
  private func scheduleNext() {
    SceneClock.shared.schedule(after: timeInterval) { [self] in
      guard valid else { return }
      action(self)
      if repeats { scheduleNext() } else { valid = false }
    }
  }
}

extension RunLoop {
  /// Starts `timer` (in a scene, on the scene's clock; `mode` is not used there).
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.start()
  }
}
