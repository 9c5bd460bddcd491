// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene

/// Push, pop, tab and modal transitions: UIKit's rules and errors, then the transition.
extension ScreenDirector {
  func screen(_ name: String, _ step: StepSpec) throws(SceneError) -> ScreenSpec {
    guard let screen = screens[name] else {
      throw step.location.error(unknownName("screen", name, among: screens.keys.sorted()))
    }
    return screen
  }

  func push(_ name: String, spec: ScreenStepSpec, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    let incoming = try screen(name, step)
    try requireNavigationStack(for: "push", "pushing", step: step)
    if state.stack.contains(name) {
      throw step.location.error(
        """
        Pushing the same view controller instance more than once is not supported ('\(name)' is \
        already in the navigation stack)
        """
      )
    }
    let top = state.stack[state.stack.count - 1]
    var next = state
    next.stack.append(name)
    if incoming.useLayoutToLayoutNavigationTransitions {
      return try layoutToLayout(
        from: top, to: name, layoutOf: name, push: true, next: next, spec: spec, step: step,
        at: time)
    }
    return try begin(
      .push, from: top, to: name, animator: spec.animator?.animator ?? SlideTransitionAnimator(),
      next: next, spec: spec, step: step, at: time)
  }

  /// Throws unless the container is a navigation stack with nothing presented over it: `action`
  /// names the step, `doing` what it was about to do ("pushing").
  func requireNavigationStack(for action: String, _ doing: String, step: StepSpec)
    throws(SceneError)
  {
    guard container.kind == .navigation else {
      throw step.location.error(
        "\(action) needs a navigation container; this scene's container is a tab bar")
    }
    if let presented = state.presented {
      throw step.location.error(
        "'\(presented)' is presented over the navigation stack; dismiss it before \(doing)")
    }
  }

  func pop(spec: ScreenStepSpec, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    try requireNavigationStack(for: "pop", "popping", step: step)
    guard state.stack.count > 1 else {
      throw step.location.error(
        "cannot pop the root screen '\(state.stack[0])'; the navigation stack has only one screen")
    }
    let top = state.stack[state.stack.count - 1]
    let below = state.stack[state.stack.count - 2]
    var next = state
    next.stack.removeLast()
    if screens[top]?.useLayoutToLayoutNavigationTransitions == true {
      let layoutOf = screens[below]?.useLayoutToLayoutNavigationTransitions == true ? below : nil
      return try layoutToLayout(
        from: top, to: below, layoutOf: layoutOf, push: false, next: next, spec: spec, step: step,
        at: time)
    }
    return try begin(
      .pop, from: top, to: below, animator: spec.animator?.animator ?? SlideTransitionAnimator(),
      next: next, spec: spec, step: step, at: time)
  }

  func selectTab(_ index: Int, spec: ScreenStepSpec, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    guard container.kind == .tabBar else {
      throw step.location.error(
        "selectTab needs a tab bar container; this scene's container is a navigation stack")
    }
    guard index < container.screens.count else {
      throw step.location.error(
        """
        there is no tab \(index); the tab bar has \(container.screens.count) tabs \
        (0…\(container.screens.count - 1))
        """
      )
    }
    if let presented = state.presented {
      throw step.location.error(
        "'\(presented)' is presented over the tab bar; dismiss it before switching tabs")
    }
    guard index != state.selectedTab else { return time }
    var next = state
    next.selectedTab = index
    let operation: TransitionOperation = index > state.selectedTab ? .tabForward : .tabBackward
    return try begin(
      operation, from: container.screens[state.selectedTab], to: container.screens[index],
      animator: spec.animator?.animator ?? SlideTransitionAnimator(),
      next: next, spec: spec, step: step, at: time)
  }

  func present(_ name: String, spec: ScreenStepSpec, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    _ = try screen(name, step)
    if let presented = state.presented {
      var below = state
      below.presented = nil
      throw step.location.error(
        """
        Attempt to present '\(name)' on '\(Self.front(below, container))' which is already \
        presenting '\(presented)'
        """
      )
    }
    if container.screens.contains(name) || state.stack.contains(name) {
      throw step.location.error(
        "Application tried to present modally an active controller '\(name)'")
    }
    let animator = spec.animator ?? .slide(SlideTransitionAnimator())
    var next = state
    next.presented = name
    next.presentAnimator = animator
    return try begin(
      .present, from: frontScreen, to: name, animator: animator.animator, next: next, spec: spec,
      step: step, at: time)
  }

  func dismiss(spec: ScreenStepSpec, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    guard let presented = state.presented else {
      throw step.location.error("there is no presented screen to dismiss")
    }
    var next = state
    next.presented = nil
    next.presentAnimator = nil
    let animator = spec.animator ?? state.presentAnimator ?? .slide(SlideTransitionAnimator())
    var below = state
    below.presented = nil
    return try begin(
      .dismiss, from: presented, to: Self.front(below, container), animator: animator.animator,
      next: next, spec: spec, step: step, at: time)
  }

  static func front(_ state: State, _ container: ContainerSpec) -> String {
    state.presented
      ?? (container.kind == .tabBar
        ? container.screens[state.selectedTab] : state.stack[state.stack.count - 1])
  }
}
