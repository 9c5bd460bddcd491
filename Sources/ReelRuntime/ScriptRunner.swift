// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import ReelAnimation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelTiming

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

  /// The two collection views whose scroll positions follow each other, if any.
  let synced: (ScenePlayer.Stage, ScenePlayer.Stage)?

  /// The scene's screens, if it has any.
  let director: ScreenDirector?

  init(
    stages: [ScenePlayer.Stage], canvas: CanvasSpec, synced names: [String] = [],
    director: ScreenDirector? = nil
  ) {
    self.stages = stages
    self.canvas = canvas
    self.director = director
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
      if let name = step.name { namedTimes.append((name, time)) }
      current = try stage(for: step)
      cursor = try run(step, at: time)
      var isWait = false
      if case .wait = step.action { isWait = true }
      stepSpans.append(
        ScenePlayer.StepSpan(
          index: stepSpans.count, name: step.name, start: time,
          end: isWait ? time : max(cursor, time)))
      if case .scroll = step.action { try propagateScroll(from: stage, step: step, at: time) }
    }
  }

  /// The collection view `step` acts on: its `target`, else the screen in front's, else the first;
  /// nil for steps that need none.
  func stage(for step: StepSpec) throws(SceneError) -> ScenePlayer.Stage? {
    if let target = step.target, let named = stages.first(where: { $0.spec.name == target }) {
      return named
    }
    switch step.action {
    case .wait, .screen: return nil
    case .progress where director?.hasPendingInteraction == true: return nil
    case .endTransition where director?.hasPendingInteraction == true: return nil
    default: break
    }
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
    var timeline: Timeline { stage.timeline }
    func located(_ body: () throws -> Void) throws(SceneError) {
      do { try body() } catch let error as SceneError { throw error } catch {
        throw step.location.error("\(error)")
      }
    }
    switch step.action {
    case .wait(let seconds):
      return time + seconds
    case .screen(let spec):
      guard let director else {
        throw step.location.error(
          """
          this scene has no screens; push, pop, present, dismiss, selectTab and edgePan need a \
          screens list
          """
        )
      }
      return try director.run(spec, step: step, at: time, touches: &touches)
    case .progress(let progress) where director?.hasPendingInteraction == true:
      try director!.updateInteractiveTransition(progress, step: step, at: time)
      return time
    case .endTransition(let finish) where director?.hasPendingInteraction == true:
      return try director!.endInteractiveTransition(finish: finish, step: step, at: time)
    case .batch(let updates, let newItems, let reloadStyle, let layoutValues):
      if !layoutValues.isEmpty {
        // The layout's state changes inside the batch, as an app's does inside performBatchUpdates.
        do {
          try stage.timeline.setLayoutParameters(layoutValues, at: time)
        } catch TimelineError.unknownParameter(let name, let available) {
          let listed = available.joined(separator: ", ")
          throw step.location.error(
            "the layout has no parameter '\(name)'; expected one of \(listed)"
          )
        } catch { throw step.location.error("\(error)") }
      }
      try run(
        updates, newItems: newItems, reloadStyle: reloadStyle, step: step, at: time, on: stage)
      return time + step.timing.totalDuration
    case .scroll(let action):
      return try run(action, step: step, at: time, on: stage)
    case .setLayout(let name):
      let layout = try stage.layout(named: name, step: step)
      try located { try timeline.setCollectionViewLayout(layout, at: time, timing: step.timing) }
      return time + step.timing.totalDuration
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
      return time + step.timing.totalDuration
    case .resize(let size):
      try located { try timeline.setBoundsSize(size, at: time, timing: step.timing) }
      return time + step.timing.totalDuration
    case .tap(let point):
      return try tap(point, step: step, at: time)
    case .pinch(let pairs, let duration):
      return try pinch(pairs, duration: duration, step: step, at: time)
    case .animateLayout(let values):
      do {
        try timeline.animateLayoutParameters(values, at: time, timing: step.timing)
      } catch TimelineError.unknownParameter(let name, let available) {
        let listed = available.joined(separator: ", ")
        let hint = suggestion(for: name, among: available)
        throw step.location(of: "animateLayout.\(name)").error(
          "the layout has no animatable parameter '\(name)'; expected one of \(listed)\(hint)"
        )
      } catch {
        throw step.location.error("\(error)")
      }
      return time + step.timing.totalDuration
    }
  }

  /// Makes the synced partner of `leader` follow the scroll that just started on it (seed 001's
  /// preview and thumbnail strip): the partner's offset keeps the same fractional item index at the
  /// centre of its viewport. The partner's motion is derived, never propagated back (no feedback).
  mutating func propagateScroll(from leader: ScenePlayer.Stage, step: StepSpec, at time: Double)
    throws(SceneError)
  {
    guard let (a, b) = synced, leader === a || leader === b else { return }
    let follower = leader === a ? b : a
    guard let motion = leader.timeline.scrollMotions.last, motion.start == time else { return }
    let sync = ScrollSync(leader: leader.timeline, follower: follower.timeline)
    do {
      try follower.timeline.scroll(
        sync.followingMotion(for: motion.motion, startingAt: time), at: time)
    } catch {
      throw step.location.error("cannot keep '\(follower.spec.name)' in sync: \(error)")
    }
  }

  /// Two fingers pinching: the item under their midpoint takes the size the layout gives for the
  /// finger distance while they move (the layout decides: `PinchResizingFlowLayout` resizes it,
  /// others
  /// ignore pinches), and when they lift a batch update puts it back, animated with the step's
  /// `animation` (seed 000).
  mutating func pinch(
    _ pairs: [(CGPoint, CGPoint)], duration: Double, step: StepSpec, at time: Double
  ) throws(SceneError) -> Double {
    for (a, b) in pairs {
      for p in [a, b] where p.x < 0 || p.y < 0 || p.x > canvas.width || p.y > canvas.height {
        throw step.location.error(
          """
          the pinch touch at [\(p.x), \(p.y)] is outside the \(canvas.width)×\(canvas.height) \
          canvas
          """
        )
      }
    }
    let times = pairs.indices.map { time + Double($0) * duration / Double(pairs.count - 1) }
    let lift = time + duration
    touches.append(TouchTrack(samples: zip(times, pairs).map { ($0, $1.0) }, lift: lift))
    touches.append(TouchTrack(samples: zip(times, pairs).map { ($0, $1.1) }, lift: lift))
    let origin = stage.spec.frame.origin
    let local = zip(times, pairs).map {
      (
        $0, CGPoint(x: $1.0.x - origin.x, y: $1.0.y - origin.y),
        CGPoint(x: $1.1.x - origin.x, y: $1.1.y - origin.y)
      )
    }
    do {
      return try stage.timeline.pinch(touches: local, releaseTiming: step.timing)
    } catch {
      throw step.location.error("\(error)")
    }
  }

  /// A tap at a canvas point: hit-tests the collection view (topmost cell wins) and does its
  /// `onTap`.
  mutating func tap(_ point: CGPoint, step: StepSpec, at time: Double) throws(SceneError) -> Double
  {
    guard point.x >= 0, point.y >= 0, point.x <= canvas.width, point.y <= canvas.height else {
      throw step.location.error(
        "the tap at [\(point.x), \(point.y)] is outside the \(canvas.width)×\(canvas.height) canvas"
      )
    }
    touches.append(TouchTrack(samples: [(time, point)], lift: time + 0.1))
    if step.target == nil,
      let hit = stages.last(where: {
        CGRect(origin: $0.spec.frame.origin, size: $0.timeline.boundsSize(at: time)).contains(point)
      })
    {
      current = hit
    }
    let timeline = stage.timeline
    let frame = CGRect(origin: stage.spec.frame.origin, size: timeline.boundsSize(at: time))
    guard frame.contains(point) else { return time }
    let offset = timeline.contentOffset(at: time)
    let content = CGPoint(x: point.x - frame.minX + offset.x, y: point.y - frame.minY + offset.y)
    let hit = timeline.indexPathForItem(at: content, time: time)
    var updates = BatchUpdates()
    if let hit {
      switch stage.spec.onTap.cell {
      case .none: return time
      case .delete: updates.deleteItems(at: [hit])
      case .reload: updates.reloadItems(at: [hit])
      }
    } else if let insert = stage.spec.onTap.insertOnEmpty {
      updates.insertItems(at: [insert])
    } else {
      return time
    }
    try run(updates, newItems: [:], reloadStyle: nil, step: step, at: time, on: stage)
    return time + step.timing.totalDuration
  }

  mutating func run(
    _ updates: BatchUpdates, newItems: [IndexPath: ItemSpec], reloadStyle: StylePatch?,
    step: StepSpec, at time: Double, on stage: ScenePlayer.Stage
  ) throws(SceneError) {
    stage.metrics.pendingInserts = newItems
    var revisionsBefore: [String: Int] = [:]
    if reloadStyle != nil {
      for section in stage.collectionView.sections {
        for item in section.items { revisionsBefore[item.id] = item.revision }
      }
    }
    defer { stage.metrics.pendingInserts = [:] }
    let transaction: UpdateTransaction
    do {
      transaction = try stage.timeline.apply(updates, at: time, timing: step.timing)
    } catch let error as BatchUpdateError {
      let key = SceneLoader.operationKey(for: error)
      throw (key.map { step.location(of: $0) } ?? step.location).error(error.description)
    } catch {
      throw step.location.error("\(error)")
    }
    let inserted = Set(transaction.insertedItemIDs)
    for (s, section) in stage.collectionView.sections.enumerated() {
      for (i, item) in section.items.enumerated() {
        if inserted.contains(item.id) {
          let spec = newItems[IndexPath(item: i, section: s)] ?? ItemSpec()
          stage.metrics.register(spec, id: item.id)
          stage.styles.register(id: item.id, revision: item.revision, patch: spec.style)
        } else if let reloadStyle, (revisionsBefore[item.id] ?? item.revision) < item.revision {
          let previous = stage.styles.patch(id: item.id, revision: item.revision - 1)
          stage.styles.register(
            id: item.id, revision: item.revision, patch: reloadStyle.over(previous))
        }
      }
    }
  }

  /// Runs a scroll step; returns when its motion ends.
  mutating func run(
    _ action: StepSpec.ScrollAction, step: StepSpec, at time: Double, on stage: ScenePlayer.Stage
  ) throws(SceneError) -> Double {
    let timeline = stage.timeline
    let spec = stage.spec
    do {
      switch action {
      case .offset(let offset, let animated):
        try timeline.setContentOffset(offset, animated: animated, at: time, timing: step.timing)
      case .item(let path, let position, let animated):
        guard stage.collectionView.item(at: path) != nil else {
          throw step.location.error(
            """
            there is no item \(path.shortDescription) to scroll to (section \(path.section) has \
            \(stage.collectionView.numberOfItems(inSection: path.section)) items)
            """
          )
        }
        try timeline.scrollToItem(
          at: path, at: position, animated: animated, at: time, timing: step.timing)
      case .fling(let velocity):
        try timeline.fling(
          velocity: velocity, at: time, decelerationRate: spec.decelerationRate,
          isPagingEnabled: spec.isPagingEnabled)
      case .drag(let points, let duration, let velocity):
        let origin = spec.frame.origin
        for p in points
        where p.x + origin.x < 0 || p.y + origin.y < 0 || p.x + origin.x > canvas.width
          || p.y + origin.y > canvas.height
        {
          throw step.location.error(
            """
            the drag touch at [\(p.x), \(p.y)] (collection-view coordinates) is outside the \
            \(canvas.width)×\(canvas.height) canvas
            """
          )
        }
        let times = points.indices.map { time + Double($0) * duration / Double(points.count - 1) }
        touches.append(
          TouchTrack(
            samples: zip(times, points).map {
              ($0, CGPoint(x: $1.x + origin.x, y: $1.y + origin.y))
            }, lift: time + duration))
        if timeline.transitionProgress(at: time) != nil {
          try timeline.panInteractiveTransition(touches: Array(zip(times, points)))
          return time + duration
        }
        let finger = points.enumerated().map {
          (Double($0.offset) * duration / Double(points.count - 1), $0.element)
        }
        try timeline.drag(
          finger: finger, at: time, releaseVelocity: velocity,
          decelerationRate: spec.decelerationRate, isPagingEnabled: spec.isPagingEnabled)
      }
    } catch let error as SceneError {
      throw error
    } catch {
      throw step.location.error("\(error)")
    }
    guard let last = timeline.scrollMotions.last else { return time }
    return last.start + last.motion.duration
  }
}
