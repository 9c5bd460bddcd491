// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelRender
import ReelScene
import ReelViews

extension ScenePlayer {
  /// A scene built in Swift rather than read from a file: `collectionView` and the `timeline`
  /// your code has driven (`performBatchUpdates(at:)`, `setContentOffset`, …), drawn with `style`
  /// on `canvas` — then rendered by `SceneRenderer`, snapshotted by `assertSnapshot(of:at:)`, or
  /// inspected, as any scene.
  ///
  /// - Parameters:
  ///   - name: what outputs are named after (`out/<name>.gif`); a file name, not a path.
  ///   - canvas: the picture; default: the collection view's frame at @2x on white, with
  ///     `CanvasSpec`'s other defaults (its length: the timeline's last animation plus `hold`).
  ///   - style: how every cell looks (`label: "{item}"` numbers them).
  ///   - traits: the appearance (light or dark), iOS look and content size category colours,
  ///     fonts and views are drawn with; default light, the current iOS look, `large` text.
  /// - Throws: `SceneError` when `name` could not be a file name.
  public convenience init(
    name: String, collectionView: CollectionView, timeline: Timeline, canvas: CanvasSpec? = nil,
    style: StylePatch = StylePatch(), traits: TraitCollection = .standard
  ) throws(SceneError) {
    let frame = collectionView.frame
    let canvas =
      canvas ?? CanvasSpec(width: max(frame.maxX, 1), height: max(frame.maxY, 1), scale: 2)
    if let problem = OutputName.problem(name) {
      throw SourceLocation(file: name, keyPath: "name").error(problem)
    }
    var spec = CollectionViewSpec(
      frame: frame, layout: LayoutSpec(type: "code"), style: style,
      contentInset: collectionView.contentInset, contentOffset: collectionView.contentOffset)
    spec.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection
    let stage = Stage(
      spec: spec, collectionView: collectionView, timeline: timeline, metrics: ItemMetrics(),
      styles: StyleBook(spec: spec, traits: traits, scale: canvas.scale), layouts: [:])
    try self.init(name: name, canvas: canvas, traits: traits, stages: [stage], document: nil)
  }

  /// What gives a cell built in Swift its view, as `UICollectionViewDiffableDataSource`'s cell
  /// provider does: the collection view, the item's index path when its cell is configured, and
  /// its identifier (the item's id); nil leaves the cell to the scene's style.
  public typealias CellProvider = @MainActor (CollectionView, IndexPath, String) -> View?

  /// The cell the collection view's data source gives the item: a diffable data source's cell
  /// provider (by the item's identifier, so an item deleted later still has its cell), or a data
  /// source's `collectionView(_:cellForItemAt:)`; nil without a data source. Pass it as
  /// `cellProvider` to draw the cells your own data source makes.
  @MainActor
  public static func dataSourceCell(
    _ collectionView: CollectionView, _ indexPath: IndexPath, _ id: String
  )
    -> View?
  {
    CollectionViewCells.of(collectionView).cell(forItemID: id, at: indexPath)
  }

  /// A scene built in Swift whose cells are views of your own: `cellProvider` gives each item's
  /// view (a `CollectionViewCell` or any view), asked once per item and revision (a reload asks
  /// again). The view is laid out at the cell's size — every size the cell takes at the canvas's
  /// frame rates, its GIF rate and its moments — and drawn with the scene's traits (appearance,
  /// iOS look, content size category); it draws the whole cell, so `style` draws only cells it
  /// returns nil for. The other parameters are those of
  /// `init(name:collectionView:timeline:canvas:style:traits:)`.
  /// - Throws: `SceneError` when `name` could not be a file name.
  @MainActor
  public convenience init(
    name: String, collectionView: CollectionView, timeline: Timeline, canvas: CanvasSpec? = nil,
    style: StylePatch = StylePatch(), traits: TraitCollection = .standard,
    cellProvider: CellProvider
  ) throws(SceneError) {
    try self.init(
      name: name, collectionView: collectionView, timeline: timeline, canvas: canvas,
      style: style, traits: traits)
    prepareCells(cellProvider)
  }

  /// Lays out and keeps the view `cellProvider` gives each item at every size its cell takes
  /// (every frame time of the canvas's rates, its moments and steps' ends).
  @MainActor
  func prepareCells(_ cellProvider: CellProvider) {
    var times = Set<Double>()
    for fps in [self.canvas.fps, self.canvas.gifFPS] where fps > 0 && fps.isFinite {
      times.formUnion(FrameRate.frameTimes(duration: duration, fps: fps))
    }
    times.formUnion(namedTimes.map(\.time))
    times.formUnion(stepSpans.flatMap { [$0.start, $0.end] })
    _ = Self.adoptScreen(
      size: CGSize(width: self.canvas.width, height: self.canvas.height), scale: canvas.scale,
      traits: traits)
    for stage in stages {
      var views = stage.keptCellPictures
      views.prepare(
        timeline: stage.timeline, collectionView: stage.collectionView, times: times.sorted(),
        traits: stage.cellTraits(traits, scale: canvas.scale), provider: cellProvider)
      stage.styles.cellViews = views
    }
  }
}
