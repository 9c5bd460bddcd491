// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts

/// Bugs that porting real layouts found (issue 16, point 6), each pinned by a test that failed
/// before its fix.
@Suite struct PortFindingsTests {
  static func coverFlow(count: Int = 12) -> Timeline {
    let layout = CoverFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 160)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout,
      itemCounts: [count], scale: 2)
    return Timeline(collectionView: cv)
  }

  static func shown(_ timeline: Timeline, _ item: Int, at time: Double) -> LayoutAttributes? {
    timeline.elements(at: time).first {
      $0.key == ElementKey(category: .cell, indexPath: [0, item])
    }?
    .attributes
  }

  /// A batch update after scrolling a layout that re-lays out on every bounds change starts from
  /// what is on screen: the centred item does not jump.
  @Test func anUpdateAfterScrollingStartsFromTheScreen() throws {
    let timeline = Self.coverFlow()
    try timeline.setContentOffset(CGPoint(x: 390, y: 0), animated: true, at: 0)
    let before = try #require(Self.shown(timeline, 3, at: 0.9))
    try timeline.performBatchUpdates(at: 1) {
      $0.reloadItems(at: [IndexPath(item: 11, section: 0)])
    }
    for t in [1.0, 1.05, 1.15, 1.4] {
      let during = try #require(Self.shown(timeline, 3, at: t))
      #expect(abs(during.center.x - before.center.x) < 1e-6, "at \(t)")
      #expect(during.transform3D == before.transform3D, "at \(t)")
      #expect(during.zIndex == before.zIndex)
    }
  }

  /// A carousel's snapping as ports write it: one item on from the item centred in the bounds.
  final class NextItemLayout: FlowLayout, @unchecked Sendable {
    override func targetContentOffset(
      forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      guard let bounds = collectionView?.bounds else { return proposed }
      let stride = itemSize.width + minimumLineSpacing
      let centred = (bounds.minX / stride).rounded()
      let next = centred + (velocity.x > 0 ? 1 : velocity.x < 0 ? -1 : 0)
      return CGPoint(x: next * stride, y: proposed.y)
    }
  }

  /// After a drag, the layout is asked for a resting point with the bounds where the finger let
  /// go, so it snaps forward from there.
  @Test func snappingAfterADragSeesTheReleasedBounds() throws {
    let layout = NextItemLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout,
      itemCounts: [10])
    let timeline = Timeline(collectionView: cv)
    try timeline.drag(
      finger: [(0, CGPoint(x: 90, y: 50)), (0.4, CGPoint(x: -70, y: 50))], at: 0,
      releaseVelocity: CGPoint(x: 0.5, y: 0))
    #expect(timeline.contentOffset(at: timeline.endTime + 1).x == 300)
  }

  /// Sets its item size from the bounds in `prepare()`, after super, as many ports do.
  final class SelfSizingGrid: FlowLayout, @unchecked Sendable {
    override func prepare() {
      super.prepare()
      let width = collectionView?.bounds.width ?? 0
      itemSize = CGSize(width: width / 2 - 5, height: 80)
    }
  }

  /// Properties set in a flow layout's own `prepare()` count on that same pass.
  @Test func propertiesSetInPrepareCountAtOnce() {
    let layout = SelfSizingGrid()
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
      itemCounts: [6])
    #expect(cv.contentSize == CGSize(width: 300, height: 3 * 80 + 2 * 10))
    #expect(layout.layoutAttributesForItem(at: [0, 1])?.frame.minX == 155)
    #expect(!layout.needsPrepare)
  }

  /// UIKit accepts a negative line spacing: lines overlap.
  @Test func negativeLineSpacingOverlapsLines() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 300, height: 100)
    layout.minimumLineSpacing = -20
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
      itemCounts: [3])
    cv.layoutIfNeeded()
    #expect(cv.contentSize.height == 260)
    #expect(layout.layoutAttributesForItem(at: [0, 1])?.frame.minY == 80)
  }

  /// The header and footer of an inserted section fade in with its items.
  @Test func anInsertedSectionsHeaderFadesIn() throws {
    let layout = FlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
      itemCounts: [2])
    let timeline = Timeline(collectionView: cv)
    try timeline.performBatchUpdates(at: 0.5) { $0.insertSections([1]) }
    for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
      let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: [1, 0])
      func alpha(_ t: Double) -> CGFloat? {
        timeline.elements(at: t, includeHidden: true).first { $0.key == key }?.attributes.alpha
      }
      #expect(alpha(0.5) == 0)
      #expect(alpha(0.65).map { $0 > 0.1 && $0 < 0.9 } == true)
      #expect(alpha(1) == 1)
    }
  }
}
