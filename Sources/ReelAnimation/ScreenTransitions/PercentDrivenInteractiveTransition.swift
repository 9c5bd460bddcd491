// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming

/// UIKit's `UIPercentDrivenInteractiveTransition` on a timeline: while interactive, the animation
/// is paused at `percentComplete` × its duration; `finishInteractiveTransition()` then runs the
/// rest
/// forward and `cancelInteractiveTransition()` runs it back to the start, both over the remaining
/// time divided by `completionSpeed`, shaped by `completionCurve`.
///
/// Times are seconds on the scene's clock. Progress is held between updates, as UIKit holds it
/// between gesture events; feed one update per frame for a smooth scripted pan.
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
  /// One `updateInteractiveTransition(_:)`: seconds, and the percent clamped to 0…1.
  public struct Update: Hashable, Sendable {
    public var time: Double
    public var percent: Double
  }

  /// The finish or cancel call: seconds, and true for finish.
  public struct Ending: Hashable, Sendable {
    public var time: Double
    public var finished: Bool
  }

  /// Updates in time order.
  public private(set) var updates: [Update] = []
  public private(set) var ending: Ending?

  public init(
    duration: Double, startTime: Double, completionSpeed: Double = 1,
    completionCurve: TimingCurve = .easeInEaseOut
  ) {
    self.duration = max(duration, 0)
    self.startTime = startTime
    self.completionSpeed = completionSpeed > 0 ? completionSpeed : 1
    self.completionCurve = completionCurve
  }

  /// `updateInteractiveTransition(_:)` at `time`. Updates after the end, or earlier than the last
  /// one, are errors in the script.
  public mutating func updateInteractiveTransition(_ percentComplete: Double, at time: Double)
    throws(InteractiveTransitionError)
  {
    try checkOrder(time)
    updates.append(Update(time: time, percent: min(max(percentComplete, 0), 1)))
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
    if time < startTime || time < (updates.last?.time ?? startTime) { throw .outOfOrder(time) }
  }

  /// The last `percentComplete` set at or before `time` (0 before any update).
  public func interactivePercent(at time: Double) -> Double {
    updates.last { $0.time <= time }?.percent ?? 0
  }

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
