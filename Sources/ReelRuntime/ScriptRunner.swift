// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene

/// Runs a scene's script, in order, on its collection view's timeline.
struct ScriptRunner {
  let stages: [ScenePlayer.Stage]
  let canvas: CanvasSpec
  /// When the previous step's motion ends: where a step without `at` starts.
  var cursor = 0.0
  var lastStart = 0.0
  var namedTimes: [(name: String, time: Double)] = []
  /// Each step's start and the end of its motion, in script order.
  var stepSpans: [ScenePlayer.StepSpan] = []
  var touches: [TouchTrack] = []
  /// How many blocks of a hosted controller's scheduled work ran (`runScheduledWork`).
  var scheduledWorkRun = 0
  /// The scene's documentation overlays, and when they show and the camera moves.
  var overlaySpecs: [OverlaySpec] = []
  var overlays = OverlayTrack()
  /// The `change:` steps run.
  var changes = ContentChanges()
  /// The on-screen keyboard, as `typeText:` and `endEditing:` steps move it.
  var keyboard = KeyboardTrack()
  /// The context menus long presses open.
  var contextMenus = ContextMenuTrack()
  /// The row the last tap pressed, if it pressed one.
  var lastPressed: (stage: ScenePlayer.Stage, id: String)?

  /// The two collection views whose scroll positions follow each other, if any.
  let synced: (ScenePlayer.Stage, ScenePlayer.Stage)?

  /// The scene's screens, if it has any.
  let director: ScreenDirector?
  /// The screens a hosted controller's code shows, for a scene of a view controller.
  let hosted: HostedScreens?

  init(
    stages: [ScenePlayer.Stage], canvas: CanvasSpec, synced names: [String] = [],
    director: ScreenDirector? = nil, hosted: HostedScreens? = nil
  ) {
    self.stages = stages
    self.canvas = canvas
    self.director = director
    self.hosted = hosted
    if names.count == 2, let a = stages.first(where: { $0.spec.name == names[0] }),
      let b = stages.first(where: { $0.spec.name == names[1] })
    {
      synced = (a, b)
    } else {
      synced = nil
    }
  }

  /// The collection view the step being run acts on.
  var stage: ScenePlayer.Stage { current ?? stages[0] }
  var current: ScenePlayer.Stage?

  mutating func run(_ script: [StepSpec]) throws(SceneError) {
    for step in script {
      let time = step.time ?? cursor
      if time < lastStart {
        throw step.location.error(
          """
          this step starts at \(time) s, before the previous step (\(lastStart) s); steps must \
          be in time order
          """
        )
      }
      lastStart = time
      try runScheduledWork(until: time)
      current = try stage(for: step)
      cursor = try run(step, at: time)
      // A named moment is where the step has settled, unless the scene asks for its start.
      if let name = step.name { namedTimes.append((name, step.namesStart ? time : cursor)) }
      var isWait = false
      if case .wait = step.action { isWait = true }
      stepSpans.append(
        ScenePlayer.StepSpan(
          index: stepSpans.count, name: step.name, start: time,
          end: isWait ? time : max(cursor, time)))
      if case .scroll = step.action { try propagateScroll(from: stage, step: step, at: time) }
    }
    // The code's own work plays on until the scene's set duration, or the script's end.
    try runScheduledWork(until: canvas.duration ?? cursor)
  }

  /// The collection view `step` acts on: its `target`, else the screen in front's, else the first;
  /// nil for steps that need none.
  func stage(for step: StepSpec) throws(SceneError) -> ScenePlayer.Stage? {
    if let target = step.target, let named = stages.first(where: { $0.spec.name == target }) {
      return named
    }
    switch step.action {
    case .wait, .screen, .overlays, .camera, .change: return nil
    case .progress where director?.hasPendingInteraction == true: return nil
    case .endTransition where director?.hasPendingInteraction == true: return nil
    default: break
    }
    if let hosted { return try hostedStage(hosted, for: step) }
    guard let director else { return stages.first }
    guard let front = director.frontStage() else {
      throw step.location.error(
        """
        the screen in front, '\(director.frontScreen)', has no collection view; this step needs \
        one (or a target)
        """
      )
    }
    return front
  }

  /// Runs one step at `time`; returns when its motion ends.
  mutating func run(_ step: StepSpec, at time: Double) throws(SceneError) -> Double {
    let interacting = director?.hasPendingInteraction == true
    switch step.action {
    case .wait(let seconds):
      return time + seconds
    case .screen,
      .progress where interacting, .endTransition where interacting:
      return try runScreen(step, at: time)
    case .batch(let updates, let newItems, let reloadStyle, let layoutValues):
      if !layoutValues.isEmpty { try setLayoutValues(layoutValues, step: step, at: time) }
      try run(
        updates, newItems: newItems, reloadStyle: reloadStyle, step: step, at: time, on: stage)
      return time + step.timing.totalDuration
    case .apply(let snapshot):
      return try apply(snapshot, step: step, at: time, on: stage)
    case .scroll(let action):
      return try run(action, step: step, at: time, on: stage)
    case .tap(let spec):
      return try tap(spec, step: step, at: time)
    case .pinch(let pairs, let duration):
      return try pinch(pairs, duration: duration, step: step, at: time)
    case .swipe(let spec):
      return try swipe(spec, step: step, at: time)
    case .outline(let spec):
      return try outline(spec, step: step, at: time)
    case .reorder(let spec):
      return try reorder(spec, step: step, at: time)
    case .perform(let name):
      return try perform(name, step: step, at: time)
    case .overlays(let show, let ids):
      return try runOverlays(show: show, ids: ids, step: step, at: time)
    case .camera(let spec):
      return try runCamera(spec, step: step, at: time)
    case .change(let change):
      return try runChange(change, step: step, at: time)
    case .typeText(let spec):
      return try typeText(spec, step: step, at: time)
    case .endEditing:
      return try endEditing(step: step, at: time)
    case .longPress(let spec):
      return try longPress(spec, step: step, at: time)
    case .dismissMenu(let choose):
      return try dismissMenu(choose: choose, step: step, at: time)
    case .pullToRefresh:
      return try pullToRefresh(step: step, at: time)
    case .endRefreshing:
      return try endRefreshing(step: step, at: time)
    case .setLayout, .startTransition, .progress, .endTransition, .resize, .animateLayout:
      return try runLayout(step, at: time)
    }
  }

  /// A screen step, or a progress, finish or cancel of an interactive screen transition.
  mutating func runScreen(_ step: StepSpec, at time: Double) throws(SceneError) -> Double {
    guard let director else {
      throw step.location.error(
        """
        this scene has no screens; push, pop, present, dismiss, selectTab and edgePan need a \
        screens list
        """
      )
    }
    switch step.action {
    case .progress(let progress):
      try director.updateInteractiveTransition(progress, step: step, at: time)
      return time
    case .endTransition(let finish):
      return try director.endInteractiveTransition(finish: finish, step: step, at: time)
    case .screen(let spec):
      if case .pop = spec.kind { clearSelections(at: time) }
      if case .dismiss = spec.kind { clearSelections(at: time) }
      return try director.run(spec, step: step, at: time, touches: &touches)
    default:
      return time
    }
  }

  /// A step that changes the layout, its parameters or the collection view's size.
  func runLayout(_ step: StepSpec, at time: Double) throws(SceneError) -> Double {
    let timeline = stage.timeline
    let end = time + step.timing.totalDuration
    func located(_ body: () throws -> Void) throws(SceneError) {
      do { try body() } catch let error as SceneError { throw error } catch {
        throw step.location.error("\(error)")
      }
    }
    switch step.action {
    case .setLayout(let name):
      let layout = try stage.layout(named: name, step: step)
      try located { try timeline.setCollectionViewLayout(layout, at: time, timing: step.timing) }
      return end
    case .startTransition(let name):
      let layout = try stage.layout(named: name, step: step)
      try located { try timeline.startInteractiveTransition(to: layout, at: time) }
      return time
    case .progress(let progress):
      try located { try timeline.updateInteractiveTransition(progress: progress, at: time) }
      return time
    case .endTransition(let finish):
      try located {
        try timeline.endInteractiveTransition(finish: finish, at: time, timing: step.timing)
      }
      return end
    case .resize(let size):
      try located { try timeline.setBoundsSize(size, at: time, timing: step.timing) }
      return end
    case .animateLayout(let values):
      try animateLayout(values, step: step, at: time)
      return end
    default:
      return time
    }
  }

  /// `layoutValues` of a batch update: the layout's state changes inside the batch, as an app's
  /// does inside performBatchUpdates.
  func setLayoutValues(_ values: [String: Double], step: StepSpec, at time: Double)
    throws(SceneError)
  {
    do {
      try stage.timeline.setLayoutParameters(values, at: time)
    } catch TimelineError.unknownParameter(let name, let available) {
      throw step.location.error(
        "the layout has no parameter '\(name)'" + Self.expected(available, hint: ""))
    } catch { throw step.location.error("\(error)") }
  }

  func animateLayout(_ values: [String: Double], step: StepSpec, at time: Double)
    throws(SceneError)
  {
    do {
      try stage.timeline.animateLayoutParameters(values, at: time, timing: step.timing)
    } catch TimelineError.unknownParameter(let name, let available) {
      let hint = suggestion(for: name, among: available)
      throw step.location(of: "animateLayout.\(name)").error(
        "the layout has no animatable parameter '\(name)'" + Self.expected(available, hint: hint))
    } catch {
      throw step.location.error("\(error)")
    }
  }

  /// "; expected one of a, b" or, for a layout with none, that it has no animatable parameters.
  static func expected(_ available: [String], hint: String) -> String {
    available.isEmpty
      ? " (this layout has no animatable parameters)"
      : "; expected one of \(available.joined(separator: ", "))\(hint)"
  }
}
