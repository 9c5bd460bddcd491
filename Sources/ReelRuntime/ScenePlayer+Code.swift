// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene

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
  /// - Throws: `SceneError` when `name` could not be a file name.
  public convenience init(
    name: String, collectionView: CollectionView, timeline: Timeline, canvas: CanvasSpec? = nil,
    style: StylePatch = StylePatch()
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
    let document = SceneDocument(
      file: "<code>", name: name, canvas: canvas, collectionViews: [spec], script: [])
    let stage = Stage(
      spec: spec, collectionView: collectionView, timeline: timeline, metrics: ItemMetrics(),
      styles: StyleBook(spec: spec, traits: document.traits, scale: canvas.scale),
      layouts: [:])
    try self.init(document: document, stages: [stage])
  }
}
