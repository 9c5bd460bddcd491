// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import Testing

@testable import ReelAnimation

/// The order views are drawn in: UIKit's view hierarchy, zIndex first, then the order views were
/// added (a new view goes above the views of its zIndex).
@Suite struct DrawingOrderTests {
  func flow(_ ids: [String]) -> (CollectionView, Timeline) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout,
      itemIDs: [ids])
    return (collectionView, Timeline(collectionView: collectionView))
  }

  /// An inserted row fades in above the row sliding down out of its place, not beneath it.
  @Test func anInsertedCellIsDrawnAboveTheCellsSlidingPastIt() throws {
    let (collectionView, timeline) = flow(["a", "b", "c"])
    try timeline.performBatchUpdates(at: 0) { $0.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    let inserted = collectionView.sections[0].items[0].id
    let order = timeline.elements(at: 0.15).map(\.identity.id)
    #expect(order == ["a", "b", "c", inserted], "\(order)")
  }

  /// A moved cell keeps its place in the hierarchy: moved up past the others, it passes over
  /// the cells it was added after, as on iOS.
  @Test func aMovedCellKeepsItsPlaceInTheHierarchy() throws {
    let (_, timeline) = flow(["a", "b", "c", "d"])
    try timeline.performBatchUpdates(at: 0) {
      $0.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
    }
    #expect(timeline.elements(at: 0.15).map(\.identity.id) == ["a", "b", "c", "d"])
  }

  /// zIndex still comes first: a header (zIndex 10 in a flow layout) stays above every cell.
  @Test func zIndexComesFirst() throws {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    layout.headerReferenceSize = CGSize(width: 100, height: 30)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout,
      itemCounts: [2])
    let timeline = Timeline(collectionView: collectionView)
    try timeline.performBatchUpdates(at: 0) { $0.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    let last = try #require(timeline.elements(at: 0.15).last)
    #expect(last.key.category == .supplementaryView)
  }
}
