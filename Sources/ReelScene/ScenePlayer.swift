// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelTiming

/// A scene, run: its collection view, the timeline produced by the script, and the frame at any time.
///
/// Creating a player runs the whole script, so every error (an invalid batch update included) is
/// reported before anything is drawn. After that, `displayList(at:)` and `inspect(at:)` are pure
/// functions of time, safe to call from several threads at once.
public final class ScenePlayer: @unchecked Sendable {
  public let document: SceneDocument
  /// One per collection view.
  public let stages: [Stage]
  /// The scene's length in seconds.
  public let duration: Double
  /// Times of named steps (`name:` in the script), seconds.
  public let namedTimes: [(name: String, time: Double)]

  /// One collection view of the scene with its timeline and styles.
  public final class Stage: @unchecked Sendable {
    public let spec: CollectionViewSpec
    public let collectionView: CollectionView
    public let timeline: Timeline
    let metrics: ItemMetrics
    let styles: StyleBook
    /// The scene's layouts by name (one instance each, reused when switching back).
    let layouts: [String: CollectionViewLayout]

    /// The scene's layout called `name`, or an error at `step`.
    func layout(named name: String, step: StepSpec) throws(SceneError) -> CollectionViewLayout {
      guard let layout = layouts[name] else {
        let names = layouts.keys.sorted()
        throw step.value.error("unknown layout '\(name)'; expected one of \(names.joined(separator: ", "))\(suggestion(for: name, among: names))")
      }
      return layout
    }

    init(spec: CollectionViewSpec, collectionView: CollectionView, timeline: Timeline, metrics: ItemMetrics, styles: StyleBook, layouts: [String: CollectionViewLayout]) {
      self.spec = spec
      self.collectionView = collectionView
      self.timeline = timeline
      self.metrics = metrics
      self.styles = styles
      self.layouts = layouts
    }
  }

  /// Builds the collection views and runs the script.
  ///
  /// An interactive transition still running at the end of the script is an error: it must be
  /// finished or cancelled.
  /// - Throws: `SceneError` for an invalid batch update (UIKit's wording) or steps out of time order.
  public init(document: SceneDocument) throws(SceneError) {
    self.document = document
    var stages: [Stage] = []
    for spec in document.collectionViews {
      stages.append(try Self.makeStage(spec, canvas: document.canvas))
    }
    self.stages = stages
    var cursor = 0.0
    var named: [(String, Double)] = []
    var lastStart = 0.0
    for step in document.script {
      let time = step.time ?? cursor
      if time < lastStart {
        throw step.value.error("this step starts at \(time) s, before the previous step (\(lastStart) s); steps must be in time order")
      }
      lastStart = time
      if let name = step.name { named.append((name, time)) }
      switch step.action {
      case .wait(let seconds):
        cursor = time + seconds
      case let .batch(updates, newItems, reloadStyle):
        try Self.run(updates, newItems: newItems, reloadStyle: reloadStyle, step: step, at: time, on: stages[0])
        cursor = time + step.timing.totalDuration
      case .scroll(let action):
        cursor = try Self.run(action, step: step, at: time, on: stages[0])
      case .setLayout(let name):
        let layout = try stages[0].layout(named: name, step: step)
        do { try stages[0].timeline.setCollectionViewLayout(layout, at: time, timing: step.timing) } catch { throw step.value.error("\(error)") }
        cursor = time + step.timing.totalDuration
      case .startTransition(let name):
        let layout = try stages[0].layout(named: name, step: step)
        do { try stages[0].timeline.startInteractiveTransition(to: layout, at: time) } catch { throw step.value.error("\(error)") }
        cursor = time
      case .progress(let progress):
        do { try stages[0].timeline.updateInteractiveTransition(progress: progress, at: time) } catch { throw step.value.error("\(error)") }
        cursor = time
      case .endTransition(let finish):
        do { try stages[0].timeline.endInteractiveTransition(finish: finish, at: time, timing: step.timing) } catch { throw step.value.error("\(error)") }
        cursor = time + step.timing.totalDuration
      case .resize(let size):
        do { try stages[0].timeline.setBoundsSize(size, at: time, timing: step.timing) } catch { throw step.value.error("\(error)") }
        cursor = time + step.timing.totalDuration
      }
    }
    if stages[0].timeline.transitionProgress(at: .greatestFiniteMagnitude) != nil, let last = document.script.last {
      throw last.value.error("the interactive transition is never finished or cancelled; add a finishTransition or cancelTransition step")
    }
    namedTimes = named
    let end = max(cursor, stages.map(\.timeline.endTime).max() ?? 0)
    duration = document.canvas.duration ?? (end + document.canvas.hold)
  }

  static func makeStage(_ spec: CollectionViewSpec, canvas: CanvasSpec) throws(SceneError) -> Stage {
    let metrics = ItemMetrics()
    let styles = StyleBook(spec: spec)
    var layouts: [String: CollectionViewLayout] = [:]
    for (name, layoutSpec) in spec.namedLayouts.sorted(by: { $0.key < $1.key }) {
      layouts[name] = try LayoutRegistry.shared.make(layoutSpec, metrics: metrics)
    }
    let layout: CollectionViewLayout
    if let named = layouts[spec.layoutName] {
      layout = named
    } else {
      layout = try LayoutRegistry.shared.make(spec.layout, metrics: metrics)
    }
    var ids: [[String]] = []
    var seen = Set<String>()
    var serial = 0
    for (s, section) in spec.sections.enumerated() {
      var column: [String] = []
      for item in section.items {
        let id = item.id ?? String(serial)
        serial += 1
        guard seen.insert(id).inserted else {
          throw item.idValue?.error("duplicate item id '\(id)'")
            ?? SceneError(file: "", line: 0, column: 0, keyPath: "collectionView.sections[\(s)]", message: "duplicate item id '\(id)'")
        }
        column.append(id)
        metrics.specs[id] = item
        styles.register(id: id, revision: 0, patch: item.style.over(section.style))
      }
      ids.append(column)
    }
    let cv = CollectionView(
      frame: CGRect(origin: .zero, size: spec.frame.size), collectionViewLayout: layout, itemIDs: ids, scale: canvas.scale)
    cv.contentInset = spec.contentInset
    cv.contentOffset = spec.contentOffset
    cv.layoutIfNeeded()
    return Stage(spec: spec, collectionView: cv, timeline: Timeline(collectionView: cv), metrics: metrics, styles: styles, layouts: layouts)
  }

  static func run(
    _ updates: BatchUpdates, newItems: [IndexPath: ItemSpec], reloadStyle: StylePatch?, step: StepSpec, at time: Double, on stage: Stage
  ) throws(SceneError) {
    stage.metrics.pendingInserts = newItems
    var revisionsBefore: [String: Int] = [:]
    if reloadStyle != nil {
      for section in stage.collectionView.sections { for item in section.items { revisionsBefore[item.id] = item.revision } }
    }
    defer { stage.metrics.pendingInserts = [:] }
    let transaction: UpdateTransaction
    do {
      transaction = try stage.timeline.apply(updates, at: time, timing: step.timing)
    } catch let error as BatchUpdateError {
      let m = try? step.value.mapping(allowed: SceneLoader.stepKeys)
      let located = SceneLoader.operationKey(for: error).flatMap { m?[$0] } ?? step.value
      throw located.error(error.description)
    } catch {
      throw step.value.error("\(error)")
    }
    let inserted = Set(transaction.insertedItemIDs)
    for (s, section) in stage.collectionView.sections.enumerated() {
      for (i, item) in section.items.enumerated() {
        if inserted.contains(item.id) {
          let spec = newItems[IndexPath(item: i, section: s)] ?? ItemSpec()
          stage.metrics.specs[item.id] = spec
          stage.styles.register(id: item.id, revision: item.revision, patch: spec.style)
        } else if let reloadStyle, (revisionsBefore[item.id] ?? item.revision) < item.revision {
          let previous = stage.styles.patch(id: item.id, revision: item.revision - 1)
          stage.styles.register(id: item.id, revision: item.revision, patch: reloadStyle.over(previous))
        }
      }
    }
  }

  /// Runs a scroll step; returns when its motion ends.
  static func run(_ action: StepSpec.ScrollAction, step: StepSpec, at time: Double, on stage: Stage) throws(SceneError) -> Double {
    let timeline = stage.timeline
    let spec = stage.spec
    do {
      switch action {
      case let .offset(offset, animated):
        try timeline.setContentOffset(offset, animated: animated, at: time, timing: step.timing)
      case let .item(path, position, animated):
        guard stage.collectionView.item(at: path) != nil else {
          throw step.value.error("there is no item \(path.shortDescription) to scroll to (section \(path.section) has \(stage.collectionView.numberOfItems(inSection: path.section)) items)")
        }
        try timeline.scrollToItem(at: path, at: position, animated: animated, at: time, timing: step.timing)
      case .fling(let velocity):
        try timeline.fling(velocity: velocity, at: time, decelerationRate: spec.decelerationRate, isPagingEnabled: spec.isPagingEnabled)
      case let .drag(points, duration, velocity):
        let finger = points.enumerated().map { (Double($0.offset) * duration / Double(points.count - 1), $0.element) }
        try timeline.drag(finger: finger, at: time, releaseVelocity: velocity, decelerationRate: spec.decelerationRate, isPagingEnabled: spec.isPagingEnabled)
      }
    } catch let error as SceneError {
      throw error
    } catch {
      throw step.value.error("\(error)")
    }
    guard let last = timeline.scrollMotions.last else { return time }
    return last.start + last.motion.duration
  }

  /// Frame times for `fps`: `round(duration · fps)` frames (at least one) at `i / fps`.
  public func frameTimes(fps: Double) -> [Double] {
    let count = max(1, Int((duration * fps).rounded()))
    return (0..<count).map { Double($0) / fps }
  }

  /// The frame at `time`, ready for a backend. `scale` overrides the canvas scale.
  public func displayList(at time: Double, scale: CGFloat? = nil) -> DisplayList {
    let canvas = document.canvas
    let layers = stages.map { stage -> DisplayLayer in
      let offset = stage.timeline.contentOffset(at: time)
      let visible = stage.timeline.visibleBounds(at: time)
      var items: [DisplayItem] = []
      for element in stage.timeline.elements(at: time) {
        let a = element.attributes
        // Elements wholly outside the visible area are never drawn (a transform may move them in).
        if a.transform3D.isIdentity && !a.frame.intersects(visible) && stage.spec.clipsToBounds { continue }
        items.append(DisplayItem(center: a.center, size: a.size, transform: a.transform3D, alpha: a.alpha, style: stage.styles.style(for: element)))
      }
      let indicators = stage.spec.showsScrollIndicators ? ScrollIndicators.items(for: stage.timeline, at: time) : []
      return DisplayLayer(
        frame: CGRect(origin: stage.spec.frame.origin, size: visible.size), contentOffset: offset, background: stage.spec.background, clipsToBounds: stage.spec.clipsToBounds,
        items: items, overlays: indicators)
    }
    return DisplayList(size: CGSize(width: canvas.width, height: canvas.height), scale: scale ?? canvas.scale, background: canvas.background, layers: layers)
  }
}
