// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelTiming

/// Rotates every item by π, to show the transition layout's matrix lerp.
final class TurnedLayout: FlowLayout, @unchecked Sendable {
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.map { a in
      let c = a.copy()
      c.transform3D = Transform3DMakeRotation(.pi, 0, 0, 1)
      return c
    }
  }
  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    super.layoutAttributesForItem(at: indexPath).map { a in
      let c = a.copy()
      c.transform3D = Transform3DMakeRotation(.pi, 0, 0, 1)
      return c
    }
  }
}

@Suite struct InteractiveTransitionTests {
  func setup(scale: CGFloat = 2) -> (Timeline, FlowLayout, FlowLayout) {
    let small = FlowLayout()
    small.itemSize = CGSize(width: 50, height: 50)
    let big = TurnedLayout()
    big.itemSize = CGSize(width: 101, height: 101)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: small,
      itemCounts: [6], scale: scale)
    return (Timeline(collectionView: cv), small, big)
  }

  @Test func progressInterpolatesAsTheTransitionLayoutDoes() throws {
    let (timeline, small, big) = setup()
    try timeline.startInteractiveTransition(to: big, at: 0)
    try timeline.updateInteractiveTransition(progress: 1, at: 1)
    let from = small.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
    let to = big.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
    for p in [0.0, 0.25, 0.5, 0.8] {
      let a = try #require(timeline.elements(at: p).first { $0.identity.id == "1" }).attributes
      #expect(timeline.transitionProgress(at: p) == p)
      // Centre lerped and rounded to half a pixel at @2x; size lerped and rounded to a pixel.
      let cx = ((from.center.x + (to.center.x - from.center.x) * p) * 4).rounded() / 4
      #expect(abs(a.center.x - cx) < 1e-12)
      let w = ((from.size.width + (to.size.width - from.size.width) * p) * 2).rounded() / 2
      #expect(abs(a.size.width - w) < 1e-12)
      // The 16 matrix entries are lerped: at 0.5 a half turn has collapsed to nothing.
      #expect(abs(a.transform3D.m11 - (1 - 2 * p)) < 1e-9)
    }
  }

  @Test func finishAnimatesToTheNextLayoutFromWhereTheTransitionLeftIt() throws {
    let (timeline, _, big) = setup()
    try timeline.startInteractiveTransition(to: big, at: 0)
    try timeline.updateInteractiveTransition(progress: 0.7, at: 0.5)
    try timeline.endInteractiveTransition(
      finish: true, at: 0.6, timing: AnimationTiming(duration: 0.3))
    #expect(timeline.transitionProgress(at: 0.55) == 0.7)
    #expect(timeline.transitionProgress(at: 0.6) == nil)
    let atFinish = try #require(timeline.elements(at: 0.6).first { $0.identity.id == "1" })
      .attributes
    let before = try #require(timeline.elements(at: 0.599).first { $0.identity.id == "1" })
      .attributes
    #expect(atFinish.center == before.center)
    #expect(timeline.collectionView.collectionViewLayout === big)
    let end = try #require(timeline.elements(at: 1).first { $0.identity.id == "1" }).attributes
    #expect(end.frame == big.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame)
  }

  @Test func cancelRestoresTheOriginalLayoutAndOffset() throws {
    let (timeline, small, big) = setup()
    try timeline.startInteractiveTransition(to: big, at: 0)
    try timeline.updateInteractiveTransition(progress: 0.6, at: 0.5)
    try timeline.endInteractiveTransition(finish: false, at: 0.5)
    #expect(timeline.collectionView.collectionViewLayout === small)
    #expect(timeline.contentOffset(at: 2) == .zero)
    let end = try #require(timeline.elements(at: 2).first { $0.identity.id == "1" }).attributes
    #expect(end.frame == small.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame)
    #expect(end.transform3D.isIdentity)
  }

  @Test func misuseIsReported() throws {
    let (timeline, _, big) = setup()
    #expect(throws: TimelineError.noInteractiveTransition) {
      try timeline.updateInteractiveTransition(progress: 0.5, at: 0)
    }
    try timeline.startInteractiveTransition(to: big, at: 0)
    #expect(throws: TimelineError.interactiveTransitionInProgress) {
      try timeline.performBatchUpdates(at: 0.1) {
        $0.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
  }
}

@Suite struct InteractiveOffsetTests {
  @Test func theContentOffsetContinuesFromWhereTheTransitionLeftIt() throws {
    let grid = FlowLayout()
    grid.itemSize = CGSize(width: 100, height: 100)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: grid,
      itemCounts: [60])
    cv.contentOffset = CGPoint(x: 0, y: 1200)
    let timeline = Timeline(collectionView: cv)
    let small = FlowLayout()
    small.itemSize = CGSize(width: 30, height: 30)
    try timeline.startInteractiveTransition(to: small, at: 0)
    try timeline.updateInteractiveTransition(progress: 0.5, at: 1)
    let before = timeline.contentOffset(at: 1 - 1e-9)
    try timeline.endInteractiveTransition(
      finish: true, at: 1, timing: AnimationTiming(duration: 0.5))
    #expect(abs(timeline.contentOffset(at: 1).y - before.y) < 1e-6)
  }
}
