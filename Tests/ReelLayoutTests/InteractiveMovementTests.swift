// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// Interactive movement (UICollectionView's `beginInteractiveMovementForItem(at:)` family) on a
/// 3-column grid of 100-point items, 10 apart, inset 10: item i at x = 10 + 110 · (i % 3),
/// y = 10 + 110 · (i / 3).
@Suite struct InteractiveMovementTests {
  static func grid() -> (CollectionView, FlowLayout) {
    makeFlow(width: 340, counts: [7]) {
      $0.itemSize = CGSize(width: 100, height: 100)
      $0.minimumInteritemSpacing = 10
      $0.minimumLineSpacing = 10
      $0.sectionInset = EdgeInsets(all: 10)
    }
  }

  static func ids(_ cv: CollectionView) -> [String] { cv.sections[0].items.map(\.id) }

  @Test func theItemFollowsTheFingerAndTheOthersMakeRoom() throws {
    let (cv, _) = Self.grid()
    let before = Self.ids(cv)
    #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    // Over item 4 (centre 170, 170): item 0 takes its place, items 1–4 shift back one.
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 175, y: 165))
    #expect(
      Self.ids(cv) == [
        before[1], before[2], before[3], before[4], before[0], before[5],
        before[6],
      ])
    let held = try #require(cv.interactivelyMovingItemAttributes)
    #expect(held.center == CGPoint(x: 175, y: 165) && held.indexPath.item == 4)
    #expect(held.zIndex > 1000)
    // Over empty space the target stays.
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 330))
    #expect(cv.interactiveMovement?.indexPath.item == 4)
    cv.endInteractiveMovement()
    #expect(cv.interactiveMovement == nil && Self.ids(cv)[4] == before[0])
  }

  @Test func cancellingPutsTheItemBack() {
    let (cv, _) = Self.grid()
    let before = Self.ids(cv)
    cv.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0))
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 60))
    #expect(Self.ids(cv)[0] == before[5])
    cv.cancelInteractiveMovement()
    #expect(Self.ids(cv) == before)
  }

  /// A layout that refuses to move items into the first row.
  final class PinnedFirstRow: FlowLayout, @unchecked Sendable {
    override func targetIndexPath(
      forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
      let proposed = super.targetIndexPath(
        forInteractivelyMovingItem: previousIndexPath, withPosition: position)
      return proposed.item < 3 ? previousIndexPath : proposed
    }
  }

  @Test func theLayoutChoosesTheTarget() {
    let layout = PinnedFirstRow()
    layout.itemSize = CGSize(width: 100, height: 100)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 340, height: 600), collectionViewLayout: layout,
      itemCounts: [7])
    cv.layoutIfNeeded()
    let frame = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
    cv.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0))
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
    #expect(cv.interactiveMovement?.indexPath.item == 5)
  }
}

@Suite struct VisibleCellsTests {
  @Test func visibleCellsAreTheItemsInTheBoundsInOrder() throws {
    let (cv, layout) = InteractiveMovementTests.grid()
    cv.bounds = CGRect(x: 0, y: 0, width: 340, height: 115)
    cv.layoutIfNeeded()
    let cells = cv.visibleItems
    // The first row (y 10…110) and the top 5 points of the second (y 120…): three cells.
    #expect(cells.map(\.indexPath.item) == [0, 1, 2])
    #expect(cells[1].frame == CGRect(x: 120, y: 10, width: 100, height: 100))
    // A cell keeps its item: after a move, indexPath(for:) finds it where it went.
    cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 60))
    cv.endInteractiveMovement()
    #expect(cv.indexPath(for: cells[1]) == IndexPath(item: 0, section: 0))
    layout.register(nil, forDecorationViewOfKind: "background")
    layout.register(CollectionViewLayout.self, forDecorationViewOfKind: "background")
    #expect(layout.registeredDecorationViews["background"] == CollectionViewLayout.self)
  }
}
