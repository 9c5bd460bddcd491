// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelTiming

/// Scales each item by its closeness to the centre of the bounds, so it must re-lay out while
/// scrolling.
final class ZoomingLayout: FlowLayout, @unchecked Sendable {
  var prepareCount = 0
  override class func makeForCopying() -> CollectionViewLayout? { ZoomingLayout() }
  override func prepare() {
    prepareCount += 1
    super.prepare()
  }
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    guard let bounds = collectionView?.bounds else { return nil }
    return super.layoutAttributesForElements(in: rect)?.map { attributes in
      let copy = attributes.copy()
      let distance = min(abs(copy.center.y - bounds.midY) / bounds.height, 1)
      copy.transform = Transform2D(scaleX: 1 - 0.5 * distance, y: 1 - 0.5 * distance)
      return copy
    }
  }
}

@Suite struct InvalidationTests {
  @Test func pinnedHeadersFollowTheScroll() throws {
    let layout = FlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let timeline = longList(layout, count: 100)
    try timeline.setContentOffset(CGPoint(x: 0, y: 400), animated: true, at: 0)
    for t in [0.1, 0.2, 0.3, 1.0] {
      let header = try #require(
        timeline.elements(at: t).first { $0.key.category == .supplementaryView })
      // Pinned at the top of the visible bounds, rounded to the @2x pixel grid (SPEC §1.7.2).
      #expect(
        header.attributes.frame.minY == (timeline.contentOffset(at: t).y * 2).rounded() / 2,
        "t = \(t)")
      #expect(header.attributes.zIndex == 10)
    }
    #expect(
      timeline.elements(at: 0).first { $0.key.category == .supplementaryView }?.attributes.frame
        .minY == 0)
  }

  @Test func boundsDependentLayoutsAreQueriedAgainEveryFrame() throws {
    let layout = ZoomingLayout()
    let timeline = longList(layout, count: 100)
    try timeline.setContentOffset(CGPoint(x: 0, y: 300), animated: true, at: 0)
    func scale(_ id: String, _ t: Double) -> CGFloat? {
      timeline.elements(at: t).first { $0.identity.id == id }?.attributes.transform.a
    }
    let early = try #require(scale("9", 0.05))
    let late = try #require(scale("9", 0.25))
    #expect(early > late)  // item 9 shrinks as the centre of the bounds moves away from it
    // A pure function of time: the same answer whatever was evaluated before.
    #expect(scale("9", 0.05) == early)
    // Items that only come into view while scrolling are there, laid out for that moment.
    #expect(timeline.elements(at: 0.3).contains { $0.identity.id == "30" })
  }

  @Test func updatesStillAnimateOnTopOfARequeriedLayout() throws {
    let layout = ZoomingLayout()
    let timeline = longList(layout, count: 100)
    try timeline.performBatchUpdates(at: 0, timing: AnimationTiming(duration: 1)) {
      $0.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    try timeline.setContentOffset(CGPoint(x: 0, y: 100), animated: true, at: 0.2)
    let inserted = try #require(timeline.elements(at: 0.35).first { $0.identity.id == "100" })
    #expect(inserted.attributes.alpha > 0 && inserted.attributes.alpha < 1)  // still fading in
  }
}
