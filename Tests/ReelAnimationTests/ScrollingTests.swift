// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelTiming

/// Snaps resting offsets to multiples of 110 pt (one flow line), recording the velocity it was
/// given.
final class SnappingLayout: FlowLayout, @unchecked Sendable {
  var receivedVelocity: CGPoint?
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    receivedVelocity = velocity
    return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 110).rounded() * 110)
  }
}

func longList(_ layout: FlowLayout = FlowLayout(), count: Int = 300) -> Timeline {
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.sectionInset = EdgeInsets(all: 10)
  let cv = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
    itemCounts: [count], scale: 2)
  return Timeline(collectionView: cv)
}

@Suite struct ScrollingTests {
  @Test func aFlingLandsAtTheProjectedOffsetAndStopsOnTime() throws {
    let timeline = longList()
    try timeline.fling(velocity: CGPoint(x: 0, y: 2), at: 1)
    let expected = DecelerationTimingParameters(start: 0, velocity: 2)
    #expect(abs(timeline.contentOffset(at: 1 + expected.duration).y - 998) < 1e-9)
    #expect(abs(timeline.contentOffset(at: 1.5).y - expected.offset(at: 0.5)) < 1e-9)
    #expect(timeline.contentOffset(at: 0.5) == .zero)
    #expect(abs(timeline.endTime - (1 + expected.duration)) < 1e-9)
  }

  @Test func viewsAppearAsTheContentScrollsIn() throws {
    let timeline = longList()
    #expect(!timeline.elements(at: 0).contains { $0.identity.id == "30" })
    try timeline.fling(velocity: CGPoint(x: 0, y: 2), at: 0)
    let later = timeline.elements(at: 5)
    #expect(later.contains { $0.identity.id == "30" })  // row 10, y = 1110…1210, inside 998…1842
    #expect(!later.contains { $0.identity.id == "0" })  // scrolled away
    #expect(later.allSatisfy { $0.attributes.frame.intersects(timeline.visibleBounds(at: 5)) })
  }

  @Test func theLayoutsTargetIsConsultedAndHitExactly() throws {
    let layout = SnappingLayout()
    let timeline = longList(layout)
    try timeline.fling(velocity: CGPoint(x: 0, y: 2), at: 0)
    #expect(layout.receivedVelocity == CGPoint(x: 0, y: 2))  // points per millisecond (SPEC §6.2.6)
    #expect(timeline.contentOffset(at: 10).y == 990)  // 998 snapped to 9 × 110
  }

  @Test func flingingPastTheEndBouncesBack() throws {
    let timeline = longList(count: 30)  // content 1110 pt tall, so the last offset is 266
    try timeline.fling(velocity: CGPoint(x: 0, y: 3), at: 0)
    let samples = stride(from: 0.0, to: 3, by: 0.01).map { timeline.contentOffset(at: $0).y }
    #expect(samples.max()! > 266 + 5)  // overshoots into the bounce
    #expect(abs(timeline.contentOffset(at: 10).y - 266) < 1e-9)
  }

  @Test func draggingPastTheTopRubberBandsThenSpringsBack() throws {
    let timeline = longList()
    // The finger moves down 200 pt: the content is pulled past its top edge.
    try timeline.drag(
      finger: [(0, CGPoint(x: 100, y: 300)), (0.5, CGPoint(x: 100, y: 500))], at: 0,
      releaseVelocity: .zero)
    let atRelease = timeline.contentOffset(at: 0.5).y
    #expect(abs(atRelease - CGFloat(-RubberBand.offset(forDistance: 200, dimension: 844))) < 1e-9)
    #expect(timeline.contentOffset(at: 5).y == 0)
  }

  @Test func pagingStopsOnPageMultiples() throws {
    let timeline = longList()
    try timeline.fling(velocity: CGPoint(x: 0, y: 0.5), at: 0, isPagingEnabled: true)
    #expect(abs(timeline.contentOffset(at: 5).y - 844) < 1e-9)  // one page, however hard the flick
    try timeline.fling(velocity: CGPoint(x: 0, y: 0.05), at: 5, isPagingEnabled: true)
    // a slow release stays on the nearest page
    #expect(abs(timeline.contentOffset(at: 10).y - 844) < 1e-9)
  }

  @Test func animatedSetContentOffsetMovesAtConstantVelocity() throws {
    let timeline = longList()
    try timeline.setContentOffset(CGPoint(x: 0, y: 300), animated: true, at: 0)
    #expect(abs(timeline.contentOffset(at: 0.15).y - 150) < 1e-9)
    #expect(timeline.contentOffset(at: 0.3).y == 300)
  }

  @Test func updatesAfterAScrollSeeTheNewVisibleRegion() throws {
    let timeline = longList()
    try timeline.setContentOffset(CGPoint(x: 0, y: 1100), animated: false, at: 0)
    let t = try timeline.performBatchUpdates(at: 1) {
      $0.deleteItems(at: [IndexPath(item: 30, section: 0)])
    }
    // Item 30 sits at the top of the viewport: it fades out in place.
    let deleted = try #require(t.changes.first { $0.identity.id == "30" })
    #expect(deleted.role == .disappearing && deleted.end.alpha == 0)
    #expect(!t.changes.contains { $0.identity.id == "0" })  // far off screen: no animation
  }
}
