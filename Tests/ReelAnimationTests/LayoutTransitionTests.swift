// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts
@testable import ReelTiming

final class TransitionSpy: FlowLayout, @unchecked Sendable {
  var log: [String] = []
  override func prepareForTransition(to newLayout: CollectionViewLayout) {
    log.append("to")
    super.prepareForTransition(to: newLayout)
  }
  override func prepareForTransition(from oldLayout: CollectionViewLayout) {
    log.append("from")
    super.prepareForTransition(from: oldLayout)
  }
  override func finalizeLayoutTransition() {
    log.append("finalize")
    super.finalizeLayoutTransition()
  }
}

@Suite struct LayoutTransitionTests {
  func grid(_ layout: FlowLayout = FlowLayout(), width: CGFloat = 100) -> FlowLayout {
    layout.itemSize = CGSize(width: width, height: width)
    layout.sectionInset = EdgeInsets(all: 10)
    return layout
  }

  @Test func bothLayoutsGetTheTransitionHooks() throws {
    let old = grid(TransitionSpy()) as! TransitionSpy
    let new = grid(TransitionSpy(), width: 80) as! TransitionSpy
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: old, itemCounts: [6]
    )
    let timeline = Timeline(collectionView: cv)
    try timeline.setCollectionViewLayout(new, at: 0.5)
    #expect(old.log == ["to", "finalize"])
    #expect(new.log == ["from", "finalize"])
    #expect(cv.collectionViewLayout === new)
  }

  @Test func nearbyElementsMoveAndFarOnesCrossFade() throws {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: grid(),
      itemCounts: [12])
    let timeline = Timeline(collectionView: cv)
    let t = try timeline.setCollectionViewLayout(CircleLayout(), at: 0)
    // Item 11 (grid row 3, right column) overlaps its circle slot: it moves, as one view.
    let eleven = t.changes.filter { $0.identity.id == "11" }
    #expect(eleven.count == 1 && eleven[0].role == .surviving)
    // Item 0 goes from the top-left corner to the right of the circle past other cells: a
    // cross-fade.
    let zero = t.changes.filter { $0.identity.id == "0" }
    #expect(Set(zero.map(\.role)) == [.appearing, .disappearing])
    let leaving = zero.first { $0.role == .disappearing }!
    // fades where it is (Δ = 0 here)
    #expect(leaving.end.alpha == 0 && leaving.end.frame == leaving.start.frame)
  }

  @Test func theAnchorItemStaysCentred() throws {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: grid(),
      itemCounts: [60])
    cv.contentOffset = CGPoint(x: 0, y: 1000)
    let timeline = Timeline(collectionView: cv)
    let small = grid(width: 50)
    let t = try timeline.setCollectionViewLayout(small, at: 0)
    // The visible cell whose new centre is nearest the old viewport centre (195, 1200) is centred.
    let visibleBefore = t.changes.compactMap(\.oldKey).filter { $0.category == .cell }
    let anchor = try #require(
      visibleBefore.compactMap { small.layoutAttributesForItem(at: $0.indexPath) }.min {
        hypot($0.center.x - 195, $0.center.y - 1200) < hypot($1.center.x - 195, $1.center.y - 1200)
      })
    let maxY = small.collectionViewContentSize.height - 400
    #expect(t.newContentOffset.y == min(max(anchor.center.y - 200, 0), maxY))
    #expect(timeline.contentOffset(at: 1).y == t.newContentOffset.y)
  }

  @Test func itemsOnlyInTheNewLayoutFadeIn() throws {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: grid(),
      itemCounts: [30])
    let timeline = Timeline(collectionView: cv)
    let t = try timeline.setCollectionViewLayout(
      grid(width: 40), at: 0, timing: AnimationTiming(duration: 1, curve: .linear))
    let newcomer = try #require(t.changes.first { $0.role == .appearing && $0.identity.id == "29" })
    #expect(newcomer.start.alpha == 0 && newcomer.end.alpha == 1)
  }
}
