// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import ReelAnimation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelTiming

/// The screens of a scene and what a navigation controller, a tab bar controller and modal
/// presentation do with them: which screen is shown, which transitions run, and with what animator.
/// The script drives it through `run(_:step:at:)`; afterwards it is read-only.
public final class ScreenDirector: @unchecked Sendable {
  public let screens: [String: ScreenSpec]
  public let container: ContainerSpec
  public let canvasSize: CGSize
  /// Every transition in time order, with the screens' hierarchy at any time.
  public internal(set) var timeline: ScreenTransitionTimeline
  /// Animations that run alongside each transition, by the transition's index.
  package private(set) var alongside: [Int: [AlongsideSpec]] = [:]
  /// The collection-view stage each screen shows (layout-to-layout screens share the one below).
  private(set) var stages: [String: ScenePlayer.Stage]

  /// The navigation state after every transition started so far (and, for a pending interactive
  /// one, the state before it).
  struct State {
    var stack: [String]
    var selectedTab: Int
    var presented: String?
    var presentAnimator: AnimatorSpec?
  }
  var state: State
  /// What `state` becomes when the pending interactive transition finishes.
  var pendingState: State?

  init(
    screens: [ScreenSpec], container: ContainerSpec, canvasSize: CGSize, stages: [ScenePlayer.Stage]
  ) {
    self.screens = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0) })
    self.container = container
    self.canvasSize = canvasSize
    var byName: [String: ScenePlayer.Stage] = [:]
    for stage in stages { byName[stage.spec.name] = stage }
    self.stages = byName
    let first: String
    switch container.kind {
    case .navigation:
      state = State(stack: container.screens, selectedTab: 0)
      first = container.screens[0]
    case .tabBar:
      state = State(stack: [], selectedTab: container.selectedTab)
      first = container.screens[container.selectedTab]
    }
    timeline = ScreenTransitionTimeline(initialLayers: [
      ScreenLayer(
        content: .screen(first),
        state: ViewState(frame: Self.containerBounds(container, canvasSize)))
    ])
  }

  static func containerBounds(_ container: ContainerSpec, _ canvas: CGSize) -> CGRect {
    let tabBar = container.kind == .tabBar ? ContainerSpec.tabBarHeight : 0
    return CGRect(x: 0, y: 0, width: canvas.width, height: max(canvas.height - tabBar, 1))
  }

  var containerBounds: CGRect { Self.containerBounds(container, canvasSize) }
  var canvasBounds: CGRect { CGRect(origin: .zero, size: canvasSize) }

  /// The screen in front when every transition so far has ended: the presented one, or the top of
  /// the navigation stack, or the selected tab.
  var frontScreen: String {
    if let presented = state.presented { return presented }
    return container.kind == .tabBar
      ? container.screens[state.selectedTab] : state.stack[state.stack.count - 1]
  }

  /// The collection-view stage of the screen in front, if it has one.
  func frontStage() -> ScenePlayer.Stage? { stages[frontScreen] }

  package func stage(forScreen name: String) -> ScenePlayer.Stage? { stages[name] }

  /// Runs a screen step at `time`; returns when its motion ends (its start for an interactive one).
  func run(_ spec: ScreenStepSpec, step: StepSpec, at time: Double, touches: inout [TouchTrack])
    throws(SceneError) -> Double
  {
    if let pending = timeline.pendingInteractiveTransition {
      throw step.location.error(
        """
        the interactive \(pending.operation.rawValue) from '\(pending.fromScreen)' is not \
        finished or cancelled yet; add a finishTransition or cancelTransition step first
        """
      )
    }
    switch spec.kind {
    case .push(let name): return try push(name, spec: spec, step: step, at: time)
    case .pop: return try pop(spec: spec, step: step, at: time)
    case .selectTab(let index): return try selectTab(index, spec: spec, step: step, at: time)
    case .present(let name): return try present(name, spec: spec, step: step, at: time)
    case .dismiss: return try dismiss(spec: spec, step: step, at: time)
    case .edgePan(let points, let duration):
      return try edgePan(
        points, duration: duration, spec: spec, step: step, at: time, touches: &touches)
    }
  }

  private func screen(_ name: String, _ step: StepSpec) throws(SceneError) -> ScreenSpec {
    guard let screen = screens[name] else {
      let names = screens.keys.sorted()
      let listed = names.joined(separator: ", ")
      let hint = suggestion(for: name, among: names)
      throw step.location.error(
        "unknown screen '\(name)'; expected one of \(listed)\(hint)"
      )
    }
    return screen
  }

  private func push(_ name: String, spec: ScreenStepSpec, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    let incoming = try screen(name, step)
    guard container.kind == .navigation else {
      throw step.location.error(
        "push needs a navigation container; this scene's container is a tab bar")
    }
    if let presented = state.presented {
      throw step.location.error(
        "'\(presented)' is presented over the navigation stack; dismiss it before pushing")
    }
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

  private func pop(spec: ScreenStepSpec, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    guard container.kind == .navigation else {
      throw step.location.error(
        "pop needs a navigation container; this scene's container is a tab bar")
    }
    if let presented = state.presented {
      throw step.location.error(
        "'\(presented)' is presented over the navigation stack; dismiss it before popping")
    }
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

  private func selectTab(_ index: Int, spec: ScreenStepSpec, step: StepSpec, at time: Double)
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

  private func present(_ name: String, spec: ScreenStepSpec, step: StepSpec, at time: Double)
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

  private func dismiss(spec: ScreenStepSpec, step: StepSpec, at time: Double) throws(SceneError)
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

  /// Starts a transition; applies `next` now, or when an interactive one finishes.
  private func begin(
    _ operation: TransitionOperation, from: String, to: String,
    animator: any ViewControllerAnimatedTransitioning, next: State,
    spec: ScreenStepSpec, step: StepSpec, at time: Double, interactive: Bool? = nil
  ) throws(SceneError) -> Double {
    let isInteractive = interactive ?? spec.isInteractive
    let modal = operation == .present || operation == .dismiss
    let bounds = modal ? canvasBounds : containerBounds
    let size = screens[to]?.size ?? bounds.size
    var toFrame =
      operation == .dismiss
      ? (timeline.restingLayers.last { $0.screenName == to }?.state.frame ?? bounds) : bounds
    if operation == .present {
      toFrame = CGRect(
        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    }
    for change in spec.alongside
    where !screens.values.contains(where: { $0.content.contains { $0.id == change.boxID } }) {
      throw step.location.error(
        "alongside names '\(change.boxID)', which is not the id of any screen's content box")
    }
    let duration: Double
    do {
      duration = try timeline.begin(
        operation, from: from, to: to, animator: animator, containerBounds: bounds,
        toFrame: toFrame, at: time, interactive: isInteractive)
    } catch {
      throw step.location.error(error.description)
    }
    if !spec.alongside.isEmpty { alongside[timeline.transitions.count - 1] = spec.alongside }
    if isInteractive {
      pendingState = next
      return time
    }
    state = next
    return time + duration
  }

  /// A navigation push or pop between collection-view screens that share their data: the shared
  /// collection view animates to the incoming screen's layout (`setCollectionViewLayout`), the
  /// incoming
  /// screen's title bar and background fade in (or the outgoing one's fade out), nothing slides.
  private func layoutToLayout(
    from: String, to: String, layoutOf target: String?, push: Bool, next: State,
    spec: ScreenStepSpec, step: StepSpec, at time: Double
  ) throws(SceneError) -> Double {
    if spec.isInteractive {
      throw step.location.error(
        """
        layout-to-layout navigation transitions are not interactive in Reel; drive the layout \
        with startTransition and progress instead
        """
      )
    }
    guard let shared = stages[from] else {
      throw step.location.error(
        """
        '\(push ? to : from)' uses layout-to-layout navigation transitions, so \
        '\(push ? from : to)' below it must show a collection view
        """
      )
    }
    if push { stages[to] = shared }
    let layoutName = target.map(SceneLoader.layoutToLayoutName) ?? shared.spec.layoutName
    let layout = try shared.layout(named: layoutName, step: step)
    do { try shared.timeline.setCollectionViewLayout(layout, at: time, timing: step.timing) } catch
    { throw step.location.error("\(error)") }
    let duration = step.timing.totalDuration
    let fade = [
      KeyframeTransitionAnimator.Keyframe(relativeTime: 0, alpha: push ? 0 : 1),
      .init(relativeTime: 1, alpha: push ? 1 : 0),
    ]
    let animator = KeyframeTransitionAnimator(
      duration: duration, curve: .linear, fromKeyframes: push ? [] : fade,
      toKeyframes: push ? fade : [], incomingOnTop: push)
    return try begin(
      push ? .push : .pop, from: from, to: to, animator: animator, next: next, spec: spec,
      step: step, at: time, interactive: false)
  }
}
