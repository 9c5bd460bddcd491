// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming

/// UIKit's `UIPercentDrivenInteractiveTransition` on a timeline: while interactive, the animation
/// is paused at `percentComplete` × its duration; `finishInteractiveTransition()` then runs the
/// rest
/// forward and `cancelInteractiveTransition()` runs it back to the start, both over the remaining
/// time divided by `completionSpeed`, shaped by `completionCurve`.
///
/// Times are seconds on the scene's clock. Between updates the percent moves linearly, as a finger
/// between touch events (`InteractiveProgress`, the engine layout transitions share).
public struct PercentDrivenInteractiveTransition: Hashable, Sendable {
  /// Where the transition stands at a time.
  public enum Phase: Hashable, Sendable {
    case notStarted, interactive, finishing, cancelling, finished, cancelled
  }

  /// The animation controller's `transitionDuration(using:)`, in seconds.
  public let duration: Double
  /// When the transition began (the pop, push, present or dismiss call), in seconds.
  public let startTime: Double
  /// Speed of the completion relative to the original animation; must be > 0 (UIKit's default 1).
  public var completionSpeed: Double
  /// Curve of the completion (UIKit's default `.easeInOut`).
  public var completionCurve: TimingCurve
  /// The finish or cancel call: seconds, and true for finish.
  public struct Ending: Hashable, Sendable {
    public var time: Double
    public var finished: Bool
  }

  /// The percent over time, from 0 at `startTime`, clamped to 0…1.
  public private(set) var progress: InteractiveProgress
  public private(set) var ending: Ending?

  public init(
    duration: Double, startTime: Double, completionSpeed: Double = 1,
    completionCurve: TimingCurve = .easeInEaseOut
  ) {
    self.duration = max(duration, 0)
    self.startTime = startTime
    self.completionSpeed = completionSpeed > 0 ? completionSpeed : 1
    self.completionCurve = completionCurve
    progress = InteractiveProgress(at: startTime, range: 0...1)
  }

  /// `updateInteractiveTransition(_:)` at `time`. Updates after the end, or earlier than the last
  /// one, are errors in the script.
  public mutating func updateInteractiveTransition(_ percentComplete: Double, at time: Double)
    throws(InteractiveTransitionError)
  {
    try checkOrder(time)
    progress.update(percentComplete, at: time)
  }

  /// `finishInteractiveTransition()` at `time`.
  public mutating func finishInteractiveTransition(at time: Double)
    throws(InteractiveTransitionError)
  {
    try checkOrder(time)
    ending = Ending(time: time, finished: true)
  }

  /// `cancelInteractiveTransition()` at `time`.
  public mutating func cancelInteractiveTransition(at time: Double)
    throws(InteractiveTransitionError)
  {
    try checkOrder(time)
    ending = Ending(time: time, finished: false)
  }

  private func checkOrder(_ time: Double) throws(InteractiveTransitionError) {
    if ending != nil { throw .alreadyEnded }
    if time < startTime || time < progress.lastUpdate { throw .outOfOrder(time) }
  }

  /// The percent the updates give at `time`: linear between them, 0 at the start.
  public func interactivePercent(at time: Double) -> Double { progress.value(at: time) }

  /// Seconds the finish or cancel animation takes, from the percent where it began.
  public var completionDuration: Double? {
    guard let ending else { return nil }
    let percent = interactivePercent(at: ending.time)
    return (ending.finished ? 1 - percent : percent) * duration / completionSpeed
  }

  /// When the transition is over (`completeTransition(_:)` is called), or nil while it is not
  /// ended.
  public var endTime: Double? { ending.flatMap { end in completionDuration.map { end.time + $0 } } }

  public func phase(at time: Double) -> Phase {
    if time < startTime { return .notStarted }
    guard let ending, time >= ending.time else { return .interactive }
    if let endTime, time >= endTime { return ending.finished ? .finished : .cancelled }
    return ending.finished ? .finishing : .cancelling
  }

  /// The fraction of the animation's *time* shown at `time`, 0…1 — feed it to
  /// `TransitionAnimations.states(atProgress:)`. After a cancel it is back at 0.
  public func percentComplete(at time: Double) -> Double {
    if time < startTime { return 0 }
    guard let ending, time >= ending.time else { return interactivePercent(at: time) }
    let from = interactivePercent(at: ending.time)
    let target: Double = ending.finished ? 1 : 0
    guard let span = completionDuration, span > 0 else { return target }
    let eased = completionCurve.progress(elapsed: min(time - ending.time, span), duration: span)
    return from + (target - from) * eased
  }
}

/// A misuse of an interactive transition in a script.
public enum InteractiveTransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  case alreadyEnded
  case outOfOrder(Double)

  public var description: String {
    switch self {
    case .alreadyEnded: "the interactive transition was already finished or cancelled"
    case .outOfOrder(let time):
      "an interactive transition update at \(time) s comes before the previous one"
    }
  }
}
