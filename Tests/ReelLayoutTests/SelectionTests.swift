// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelLayouts
import ReelTestSupport
import Testing

/// Remembers what the collection view told it, and refuses to select item 2.
final class SelectionLog: CollectionViewDelegate {
  var events: [String] = []
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { indexPath.item != 2 }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("select \(indexPath.item)")
  }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.item)")
  }
}

/// Selection: programmatic (no delegate calls), by tap (UIKit's delegate order), following items.
@Suite struct SelectionTests {
  func grid(_ count: Int = 40) -> CollectionView {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    return CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout,
      itemCounts: [count])
  }

  @Test func programmaticSelectionReplacesAndScrolls() {
    let cv = grid()
    let log = SelectionLog()
    cv.delegate = log
    cv.selectItem(at: ip(3), animated: false, scrollPosition: [])
    #expect(cv.indexPathsForSelectedItems == [ip(3)] && cv.contentOffset == .zero)
    cv.selectItem(at: ip(20), animated: false, scrollPosition: .centeredVertically)
    #expect(cv.indexPathsForSelectedItems == [ip(20)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 2050 - 150))
    cv.selectItem(at: ip(39), animated: false, scrollPosition: .top)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 4000 - 300))  // clamped to the content
    #expect(log.events.isEmpty)
    cv.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func tapsAskAndTellTheDelegateInUIKitsOrder() {
    let cv = grid()
    let log = SelectionLog()
    cv.delegate = log
    #expect(cv.tapItem(at: ip(1)))
    #expect(!cv.tapItem(at: ip(2)))
    #expect(cv.tapItem(at: ip(4)))
    #expect(log.events == ["select 1", "deselect 1", "select 4"])
    cv.allowsMultipleSelection = true
    cv.tapItem(at: ip(5))
    cv.tapItem(at: ip(4))
    #expect(cv.indexPathsForSelectedItems == [ip(5)])
    #expect(log.events.suffix(2) == ["select 5", "deselect 4"])
    cv.allowsSelection = false
    #expect(!cv.tapItem(at: ip(6)))
  }

  @Test func selectionFollowsItsItemThroughUpdates() throws {
    let cv = grid(6)
    cv.selectItem(at: ip(3), animated: false, scrollPosition: [])
    try cv.performBatchUpdates { cv.deleteItems(at: [ip(0)]) }
    #expect(cv.indexPathsForSelectedItems == [ip(2)])
    try cv.performBatchUpdates { cv.deleteItems(at: [ip(2)]) }
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func scrollPositionsAreUIKitsOptionSet() {
    #expect(ScrollPosition.top.rawValue == 1 && ScrollPosition.right.rawValue == 32)
    let both: ScrollPosition = [.bottom, .centeredHorizontally]
    #expect(both.fraction(vertical: true) == 1 && both.fraction(vertical: false) == 0.5)
    #expect(ScrollPosition([]).fraction(vertical: true) == nil)
    #expect(ScrollPosition(name: "centeredVertically") == .centeredVertically)
    #expect(ScrollPosition(name: "middle") == nil)
  }
}
