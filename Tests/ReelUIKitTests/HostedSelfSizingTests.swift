// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A hosted screen's cells of estimated size take the size Auto Layout gives their views.
@MainActor
@Suite struct HostedSelfSizingTests {
  @Test func cellsOfEstimatedHeightsAreAsTallAsTheirConstraintsMakeThem() throws {
    ViewControllerRegistry.shared.register("SelfSizing") { SelfSizingController() }
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        "canvas: {width: 390, height: 844}\nviewController: SelfSizing\n", file: "sizing.yaml"))
    let collectionView = player.stages[0].collectionView
    let frames = (0..<3).compactMap {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.count == 3)
    // One line of 17-point text and 24 points of insets; the long text over several lines.
    let oneLine = try #require(frames.first?.height)
    #expect(oneLine > 40 && oneLine < 50)
    #expect(frames[1].height > 3 * (oneLine - 24) + 24)
    #expect(frames[1].minY == frames[0].maxY)
    #expect(frames[2].minY == frames[1].maxY)
    #expect(frames[2].height == oneLine)
    // The picture draws each cell at its own height.
    let items = player.displayList(at: 0, scale: 1).layers.flatMap(\.items)
    #expect(items.map(\.size.height).sorted() == frames.map(\.height).sorted())
  }
}
