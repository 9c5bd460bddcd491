// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelLayout
import ReelScene

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
    CGRect(x: 0, y: 0, width: canvas.width, height: max(canvas.height - container.tabBarExtent, 1))
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

  /// Starts a transition; applies `next` now, or when an interactive one finishes.
  func begin(
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
  func layoutToLayout(
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
