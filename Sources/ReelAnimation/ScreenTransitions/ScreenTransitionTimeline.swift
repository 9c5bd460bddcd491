// SPDX-License-Identifier: MIT
import Foundation

/// The screens of a scene over time: a resting hierarchy and the transitions that change it, one
/// after another. A pure function of time once built.
///
/// Transitions may not overlap: UIKit ignores (and logs) a push or presentation started while
/// another transition runs, and a script that does so is almost always a mistake, so it is an
/// error.
public struct ScreenTransitionTimeline: Sendable {
  /// The hierarchy at time 0, back to front.
  public let initialLayers: [ScreenLayer]
  /// Transitions in time order.
  public private(set) var transitions: [ScreenTransition] = []

  public init(initialLayers: [ScreenLayer]) {
    self.initialLayers = initialLayers
  }

  /// The hierarchy at `time`, back to front.
  public func layers(at time: Double) -> [ScreenLayer] {
    guard let index = transitions.lastIndex(where: { $0.startTime <= time }) else {
      return initialLayers
    }
    let transition = transitions[index]
    if let end = transition.endTime, time >= end, let completes = transition.completes {
      return completes ? transition.completedLayers : transition.before
    }
    return transition.layers(at: time)
  }

  /// The hierarchy once every transition started so far has ended.
  public var restingLayers: [ScreenLayer] {
    guard let last = transitions.last else { return initialLayers }
    guard let completes = last.completes else { return last.before }
    return completes ? last.completedLayers : last.before
  }

  /// The transition running at `time` (started, not yet ended), if any.
  public func transition(at time: Double) -> ScreenTransition? {
    guard let last = transitions.last(where: { $0.startTime <= time }) else { return nil }
    if let end = last.endTime, time >= end { return nil }
    return last
  }

  /// The last transition, while it is interactive and not finished or cancelled.
  public var pendingInteractiveTransition: ScreenTransition? {
    guard let last = transitions.last, last.interaction != nil, last.completes == nil else {
      return nil
    }
    return last
  }

  /// Starts a transition at `time` from `fromScreen` to `toScreen` with `animator`, in a container
  /// of
  /// `containerBounds` (points). `toFrame` is the incoming screen's final frame (the container for
  /// navigation, tabs and full-screen presentations). An interactive transition waits for
  /// `updateInteractiveTransition`, then `finishInteractiveTransition` or
  /// `cancelInteractiveTransition`.
  /// - Returns: the transition's duration in seconds.
  @discardableResult
  public mutating func begin(
    _ operation: TransitionOperation, from fromScreen: String, to toScreen: String,
    animator: any ViewControllerAnimatedTransitioning,
    containerBounds: CGRect, toFrame: CGRect? = nil, at time: Double, interactive: Bool = false,
    completionSpeed: Double = 1
  ) throws(ScreenTransitionError) -> Double {
    if let last = transitions.last {
      guard let end = last.endTime else { throw .interactiveTransitionPending }
      if time < end { throw .busy(until: end) }
    }
    let before = restingLayers
    let fromFrame = before.last { $0.screenName == fromScreen }?.state.frame ?? containerBounds
    let context = ViewControllerContextTransitioning(
      containerBounds: containerBounds, operation: operation, initialFrameOfFromView: fromFrame,
      finalFrameOfToView: toFrame ?? containerBounds, isInteractive: interactive)
    let duration = animator.transitionDuration(using: context)
    let interaction =
      interactive
      ? PercentDrivenInteractiveTransition(
        duration: duration, startTime: time, completionSpeed: completionSpeed) : nil
    let transition = ScreenTransition(
      operation: operation, fromScreen: fromScreen, toScreen: toScreen, startTime: time,
      duration: duration,
      animations: animator.animateTransition(using: context), interaction: interaction,
      before: before)
    transitions.append(transition)
    return duration
  }

  /// `updateInteractiveTransition(_:)` on the pending interactive transition; `percent` is clamped
  /// to 0…1.
  public mutating func updateInteractiveTransition(_ percent: Double, at time: Double)
    throws(ScreenTransitionError)
  {
    try withInteraction { interaction throws(InteractiveTransitionError) in
      try interaction.updateInteractiveTransition(percent, at: time)
    }
  }

  /// Ends the pending interactive transition at `time`: finish (true) or cancel (false).
  /// - Returns: when the completion animation ends, seconds.
  @discardableResult
  public mutating func endInteractiveTransition(finish: Bool, at time: Double)
    throws(ScreenTransitionError) -> Double
  {
    try withInteraction { interaction throws(InteractiveTransitionError) in
      if finish {
        try interaction.finishInteractiveTransition(at: time)
      } else {
        try interaction.cancelInteractiveTransition(at: time)
      }
    }
    return transitions[transitions.count - 1].endTime ?? time
  }

  private mutating func withInteraction(
    _ body: (inout PercentDrivenInteractiveTransition) throws(InteractiveTransitionError) -> Void
  ) throws(ScreenTransitionError) {
    guard pendingInteractiveTransition != nil,
      var interaction = transitions[transitions.count - 1].interaction
    else {
      throw .noInteractiveTransition
    }
    do { try body(&interaction) } catch { throw .interaction(error) }
    transitions[transitions.count - 1].interaction = interaction
  }
}

/// A screen transition a script cannot make.
public enum ScreenTransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Another transition runs until this time, seconds.
  case busy(until: Double)
  /// An interactive transition has not been finished or cancelled.
  case interactiveTransitionPending
  /// There is no interactive screen transition to update, finish or cancel.
  case noInteractiveTransition
  case interaction(InteractiveTransitionError)

  public var description: String {
    switch self {
    case .busy(let end):
      "another screen transition runs until \(end) s; start this one at or after that time"
    case .interactiveTransitionPending:
      "the interactive screen transition is not finished or cancelled yet"
    case .noInteractiveTransition:
      "there is no interactive screen transition to update, finish or cancel"
    case .interaction(let error): error.description
    }
  }
}
