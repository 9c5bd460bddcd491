// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRender
import ReelRuntime
import ReelScene
import ReelSnapshot
import ReelSnapshotting
import SnapshotTesting
import Testing

@Suite(.snapshots(record: .never)) struct SnapshottingTests {
  func player(_ fill: String = "systemBlue") throws -> ScenePlayer {
    try ScenePlayer(
      document: SceneLoader.parse(
        """
        canvas: {width: 120, height: 80, scale: 1}
        collectionView:
          layout: {type: flow, itemSize: [30, 30], minimumInteritemSpacing: 6, minimumLineSpacing\
        : 6, sectionInset: [6, 6, 6, 6]}
          style: {fill: \(fill), cornerRadius: 4, label: null}
          items: 5
        script:
          - {at: 0.1, delete: 1}
        """, file: "t.yaml", defaultName: "strategy"))
  }

  @Test func imageAndLayoutStrategiesMatchTheirReferences() throws {
    let moment = SceneMoment(try player(), at: 0.25)
    assertSnapshot(of: moment, as: .image, named: "mid-delete")
    assertSnapshot(of: moment, as: .layout, named: "mid-delete")
  }

  @Test func theImageDiffingForgivesAnAntialiasingShiftButNotAColourChange() throws {
    let diffing = Diffing<Raster>.image()
    let blue = SceneMoment(try player(), at: 0)
    let red = SceneMoment(try player("systemRed"), at: 0)
    let snapshot = Snapshotting<SceneMoment, Raster>.image.snapshot
    var a: Raster?
    var b: Raster?
    snapshot(blue).run { a = $0 }
    snapshot(red).run { b = $0 }
    let reference = try #require(a)
    let actual = try #require(b)
    #expect(diffing.diffV2(reference, reference) == nil)
    let failure = try #require(diffing.diffV2(reference, actual))
    #expect(failure.0.contains("pixels differ"))
    #expect(failure.1.count == 3)  // reference, failure, difference
    // Data round trip through the PNG on disk.
    #expect(diffing.fromData(diffing.toData(reference)) == reference)
  }
}
