// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// One view in the screen hierarchy at rest or during a transition: a screen by name or a dimming
/// view, its state, and whether it belongs to a modal presentation (drawn above the container's
/// chrome, such as a tab bar) rather than to the container.
public struct ScreenLayer: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    /// A screen, by its name in the scene.
    case screen(String)
    /// A black view of this opacity, 0…1 (seed 002's dimming view).
    case dimming(CGFloat)
  }
  public var content: Content
  public var state: ViewState
  public var isModal: Bool

  public init(content: Content, state: ViewState, isModal: Bool = false) {
    self.content = content
    self.state = state
    self.isModal = isModal
  }

  /// The screen's name, nil for a dimming view.
  public var screenName: String? {
    if case .screen(let name) = content { return name }
    return nil
  }
}

/// One screen transition on a timeline: the animator's output, when it starts, an optional
/// percent-driven interaction, and the resting hierarchies before and after it.
public struct ScreenTransition: Sendable {
  public var operation: TransitionOperation
  /// The outgoing and incoming screens' names.
  public var fromScreen: String
  public var toScreen: String
  /// Seconds on the scene's clock.
  public var startTime: Double
  /// `transitionDuration(using:)`, seconds.
  public var duration: Double
  public var animations: TransitionAnimations
  /// The percent-driven controller, for interactive transitions.
  public var interaction: PercentDrivenInteractiveTransition?
  /// The hierarchy before the transition (and after it, when it is cancelled).
  public var before: [ScreenLayer]

  /// When `completeTransition(_:)` is called, or nil while an interactive transition is not ended.
  public var endTime: Double? {
    guard let interaction else { return startTime + duration }
    return interaction.endTime
  }

  /// Whether the transition completes (false when an interactive one was cancelled; nil while it is
  /// not ended).
  public var completes: Bool? {
    guard let interaction else { return true }
    return interaction.ending?.finished
  }

  /// Fraction of the animation's time shown at `time`, 0…1 (before the curve): 0 before the start,
  /// and after the end 1 if it completed, 0 if it was cancelled.
  public func timeFraction(at time: Double) -> Double {
    if time < startTime { return 0 }
    if let interaction { return interaction.percentComplete(at: time) }
    guard duration > 0 else { return 1 }
    return min((time - startTime) / duration, 1)
  }

  /// The animation's progress at `time` after the curve — what animations run alongside the
  /// transition (`animate(alongsideTransition:)`) use as their fraction.
  public func animationFraction(at time: Double) -> CGFloat {
    CGFloat(animations.curve.progress(elapsed: timeFraction(at: time), duration: 1))
  }

  /// The hierarchy while the transition runs: the layers that take no part, then the animated ones
  /// in the animator's order.
  public func layers(at time: Double) -> [ScreenLayer] {
    layers(atTimeFraction: timeFraction(at: time))
  }

  /// The hierarchy at `fraction` (0…1) of the animation's time.
  public func layers(atTimeFraction fraction: Double) -> [ScreenLayer] {
    let taking = Set([fromScreen, toScreen])
    let dismissing = operation == .dismiss
    var result = before.filter { layer in
      switch layer.content {
      case .screen(let name): !taking.contains(name)
      case .dimming: !dismissing
      }
    }
    for (role, state) in animations.states(atProgress: fraction) {
      switch role {
      case .dimming:
        result.append(
          ScreenLayer(content: .dimming(animations.dimmingOpacity), state: state, isModal: true))
      case .from:
        result.append(
          ScreenLayer(content: .screen(fromScreen), state: state, isModal: operation == .dismiss))
      case .to:
        result.append(
          ScreenLayer(content: .screen(toScreen), state: state, isModal: operation == .present))
      }
    }
    return result
  }

  /// The hierarchy the transition leaves when it completes: what shows at its last frame, without
  /// the
  /// outgoing screen (and, for a dismissal, without the dimming view), as UIKit removes them.
  public var completedLayers: [ScreenLayer] {
    layers(atTimeFraction: 1).filter { layer in
      switch (operation, layer.content) {
      case (.present, _): true
      case (.dismiss, .dimming): false
      case (_, .screen(let name)): name != fromScreen
      case (_, .dimming): true
      }
    }
  }
}
