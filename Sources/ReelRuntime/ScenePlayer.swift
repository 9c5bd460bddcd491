// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelRender
import ReelScene
import ReelViews

/// A scene, run: its collection view, the timeline produced by the script, and the frame at any
/// time.
///
/// Creating a player runs the whole script, so every error (an invalid batch update included) is
/// reported before anything is drawn. After that, `displayList(at:)` and `inspect(at:)` are pure
/// functions of time, safe to call from several threads at once.
public final class ScenePlayer: @unchecked Sendable {
  /// The scene file the player runs; nil for a scene built in Swift, which has no file.
  public let document: SceneDocument?
  /// What outputs are named after (`out/<name>.gif`): the file's name, or the name given in code.
  public let name: String
  /// The picture: its size in points, scale, background, frame rates and length.
  public let canvas: CanvasSpec
  /// Light or dark mode, the iOS look and the content size category the scene is drawn with.
  public let traits: TraitCollection
  /// The file the scene was read from, as given; for a scene built in Swift, its name.
  public var file: String { document?.file ?? name }
  /// One per collection view.
  public let stages: [Stage]
  /// The scene's length in seconds.
  public let duration: Double
  /// Times of named steps (`name:` in the script), seconds.
  public let namedTimes: [(name: String, time: Double)]
  /// When each step of the script starts and its motion ends, in script order (snapshots take
  /// keyframes from these).
  public let stepSpans: [StepSpan]
  /// Fingers on the canvas, for drawing touch circles.
  package let touches: [TouchTrack]
  /// When the scene's documentation overlays show and the camera moves.
  package let overlays: OverlayTrack
  /// What `change:` steps changed, and when.
  package let changes: ContentChanges
  /// The on-screen keyboard over time.
  package let keyboard: KeyboardTrack
  /// The context menus over time.
  package let contextMenus: ContextMenuTrack
  /// The screens and their transitions, for scenes with screens.
  public let director: ScreenDirector?
  /// The screens a view controller's code showed and their transitions, for a scene of one.
  package let hosted: HostedScreens?

  /// One collection view of the scene with its timeline and styles.
  public final class Stage: @unchecked Sendable {
    public let spec: CollectionViewSpec
    public let collectionView: CollectionView
    public let timeline: Timeline
    let metrics: ItemMetrics
    package let styles: StyleBook
    /// The scene's layouts by name (one instance each, reused when switching back).
    let layouts: [String: CollectionViewLayout]
    /// Swiped rows and outlines.
    package let lists = ListState()
    /// Its refresh control's refreshes.
    package let refresh = RefreshTrack()
    /// What must live as long as the stage: a hosted view controller, which owns the data source
    /// its collection view only references weakly.
    var owner: AnyObject?
    /// A hosted controller's views in front of its collection view (its navigation bar), drawn
    /// over it in the state its scroll offset gives, as the stage was made; nil for other stages.
    package var frontViews: HostedFrontViews?
    /// The front views again from each time (seconds, increasing) the controller's code changed
    /// them (a bar button item's title, a screen's title), in order.
    var frontViewChanges: [(time: Double, views: HostedFrontViews?)] = []
    /// A hosted controller's views behind its collection view (a label above it, a control
    /// beside it), from each time (seconds, increasing) they looked different; drawn under it.
    package var backViewChanges: [(time: Double, items: [DisplayItem])] = []
    /// Pictures of hosted cells as they were before a tap changed their live views.
    var keptCellPictures = CellViews()

    /// The front views shown at `time` (seconds).
    package func frontViews(at time: Double) -> HostedFrontViews? {
      frontViewChanges.last(where: { $0.time <= time })?.views ?? frontViews
    }

    /// The back views shown at `time` (seconds), canvas points.
    package func backViews(at time: Double) -> [DisplayItem] {
      backViewChanges.last(where: { $0.time <= time })?.items ?? []
    }

    /// The scene's layout called `name`, or an error at `step`.
    func layout(named name: String, step: StepSpec) throws(SceneError) -> CollectionViewLayout {
      guard let layout = layouts[name] else {
        throw step.location.error(unknownName("layout", name, among: layouts.keys.sorted()))
      }
      return layout
    }

    init(
      spec: CollectionViewSpec, collectionView: CollectionView, timeline: Timeline,
      metrics: ItemMetrics, styles: StyleBook, layouts: [String: CollectionViewLayout]
    ) {
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
  /// - Throws: `SceneError` for an invalid batch update (UIKit's wording) or steps out of time
  ///   order.
  public convenience init(document: SceneDocument) throws(SceneError) {
    // A view controller's code schedules its work on the scene's clock while the scene plays.
    let hosting = document.collectionViews.contains { $0.hostedController != nil }
    if hosting { Self.startClock() }
    defer { if hosting { Self.stopClock() } }
    var stages: [Stage] = []
    var document = document
    for spec in document.collectionViews {
      let stage = try Self.makeStage(spec, canvas: document.canvas, traits: document.traits)
      // A view controller's screen shows its own background unless the scene sets one.
      if spec.hostedController != nil, document.canvasLocations["background"] == nil,
        let background = stage.spec.background
      {
        document.canvas.background = background
      }
      stages.append(stage)
    }
    try self.init(document: document, stages: stages)
    prepareHostedCells()
  }

  /// Runs `document`'s script on `stages` (one per collection view of the document).
  convenience init(document: SceneDocument, stages: [Stage]) throws(SceneError) {
    try self.init(
      name: document.name, canvas: document.canvas, traits: document.traits, stages: stages,
      document: document)
  }

  /// A player of `stages` on `canvas`: with a document, its screens and script run on them
  /// (every error reported here); without one (a scene built in Swift), the stages' timelines
  /// are played as they are.
  init(
    name: String, canvas: CanvasSpec, traits: TraitCollection, stages: [Stage],
    document: SceneDocument?
  ) throws(SceneError) {
    self.document = document
    self.name = name
    self.canvas = canvas
    self.traits = traits
    let hosted = Self.hostedScreens(of: stages, canvas: canvas, traits: traits)
    self.hosted = hosted
    let director = document?.container.map { container in
      ScreenDirector(
        screens: document?.screens ?? [], container: container,
        canvasSize: CGSize(width: canvas.width, height: canvas.height), stages: stages)
    }
    self.director = director
    var runner = ScriptRunner(
      stages: stages, canvas: canvas, synced: document?.syncedCollectionViews ?? [],
      director: director, hosted: hosted)
    runner.overlaySpecs = document?.overlays ?? []
    for spec in runner.overlaySpecs { try runner.checkTarget(spec.target, at: spec.location) }
    let script = document?.script ?? []
    try runner.run(script)
    (overlays, changes, keyboard) = (runner.overlays, runner.changes, runner.keyboard)
    contextMenus = runner.contextMenus
    self.stages = stages + (hosted?.addedStages ?? [])
    stepSpans = runner.stepSpans
    touches = TouchTrack.gliding(runner.touches, travel: canvas.touchStyle.travel)
    try Self.checkFinished(stages: stages, director: director, last: script.last)
    namedTimes = runner.namedTimes
    let screenEnd = director?.timeline.transitions.compactMap(\.endTime).max() ?? 0
    let stageEnd = self.stages.map(\.timeline.endTime).max() ?? 0
    let end = max(runner.cursor, screenEnd, hosted?.endTime ?? 0, stageEnd)
    duration = canvas.duration ?? (end + canvas.hold)
  }

  /// An error at the script's last step when an interactive transition (of a layout or of the
  /// screens) is still running at its end: it must be finished or cancelled.
  private static func checkFinished(
    stages: [Stage], director: ScreenDirector?, last: StepSpec?
  ) throws(SceneError) {
    guard let last else { return }
    if stages.contains(where: {
      $0.timeline.transitionProgress(at: .greatestFiniteMagnitude) != nil
    }) {
      throw last.location.error(
        """
        the interactive transition is never finished or cancelled; add a finishTransition or \
        cancelTransition step
        """
      )
    }
    if director?.hasPendingInteraction == true {
      throw last.location.error(
        """
        the interactive screen transition is never finished or cancelled; add a \
        finishTransition or cancelTransition step
        """
      )
    }
  }

  static func makeStage(
    _ spec: CollectionViewSpec, canvas: CanvasSpec, traits: TraitCollection
  ) throws(SceneError) -> Stage {
    if let hosted = spec.hostedController {
      return try hostedStage(spec, hosted, canvas: canvas, traits: traits)
    }
    let metrics = ItemMetrics()
    let styles = StyleBook(spec: spec, traits: traits, scale: canvas.scale)
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
    var merge = SectionStyleMerge()
    for (s, section) in spec.sections.enumerated() {
      var column: [String] = []
      for item in section.items {
        let id = item.id ?? String(serial)
        serial += 1
        guard seen.insert(id).inserted else {
          throw item.idLocation?.error("duplicate item id '\(id)'")
            ?? SceneError(
              file: "", line: 0, column: 0, keyPath: "collectionView.sections[\(s)]",
              message: "duplicate item id '\(id)'")
        }
        column.append(id)
        metrics.register(item, id: id)
        styles.register(
          id: id, revision: 0, shared: merge.merged(item, over: section.style, section: s))
      }
      ids.append(column)
    }
    let cv = CollectionView(
      frame: CGRect(origin: .zero, size: spec.frame.size), collectionViewLayout: layout,
      itemIDs: ids, sectionIDs: spec.sections.map(\.id), scale: canvas.scale)
    cv.contentInset = spec.contentInset
    cv.delegate = metrics
    let sizer = CellSizer(styles: styles, scale: canvas.scale)
    cv.preferredLayoutAttributesFitting = { sizer.fitting($0, in: $1) }
    cv.safeAreaInsets = spec.safeAreaInsets
    cv.contentInsetAdjustmentBehavior = spec.contentInsetAdjustmentBehavior
    cv.layoutMargins = spec.layoutMargins
    cv.userInterfaceStyle = traits.userInterfaceStyle
    cv.systemVersion = traits.systemVersion
    cv.decelerationRate = DecelerationRate(rawValue: spec.decelerationRate)
    cv.isPagingEnabled = spec.isPagingEnabled
    cv.effectiveUserInterfaceLayoutDirection = spec.layoutDirection
    cv.contentOffset = spec.contentOffset
    cv.layoutIfNeeded()
    if spec.startsAtRest { placeAtRest(cv) }
    let stage = Stage(
      spec: spec, collectionView: cv, timeline: Timeline(collectionView: cv), metrics: metrics,
      styles: styles, layouts: layouts)
    registerOutlines(of: spec, in: stage)
    return stage
  }

  /// Puts `cv` at rest at the top of its adjusted content inset, `(−left, −top)`, as UIKit does
  /// when a scroll view first appears under bars and the safe area.
  static func placeAtRest(_ cv: CollectionView) {
    let inset = cv.adjustedContentInset
    guard inset.top != 0 || inset.left != 0 else { return }
    cv.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
    cv.layoutIfNeeded()
  }

  /// One script step's time span (see `FrameSpan`).
  public typealias StepSpan = FrameSpan
}
