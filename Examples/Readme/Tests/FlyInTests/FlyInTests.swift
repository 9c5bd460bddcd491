import ReelSnapshotTesting
import Testing

@Test func circleDeletes() throws {
  // A scene file, next to this test: its layout dump and image at 0.75 s.
  assertSnapshot(ofScene: "Fixtures/circle.yaml", at: 0.75)
  // A collection view built in code, compared with some tolerance.
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 390), collectionViewLayout: CircleLayout(),
    itemCounts: [6])
  let timeline = Timeline(collectionView: collectionView)
  try timeline.performBatchUpdates(at: 0) { $0.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
  let scene = try ScenePlayer(name: "circle", collectionView: collectionView, timeline: timeline)
  assertSnapshot(of: scene, at: 1, label: "settled", comparator: ImageComparator(threshold: 0.05))
}
