// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts
@testable import ReelTiming

func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

func flowTimeline(count: Int = 8) -> Timeline {
  let layout = FlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.sectionInset = EdgeInsets(all: 10)
  let cv = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
    itemCounts: [count], scale: 2)
  return Timeline(collectionView: cv)
}

@Suite struct TimelineTests {
  @Test func staticScenesShowTheLayout() {
    let timeline = flowTimeline()
    let elements = timeline.elements(at: 3)
    #expect(elements.count == 8)
    #expect(elements.map(\.identity.id) == (0..<8).map(String.init))
    #expect(elements[1].attributes.frame == CGRect(x: 145, y: 10, width: 100, height: 100))
  }

  @Test func insertFadesInWithUIKitsDefaultTiming() throws {
    let timeline = flowTimeline()
    try timeline.performBatchUpdates(at: 0.5) { $0.insertItems(at: [ip(1)]) }
    func inserted(_ t: Double) -> PresentedElement? {
      timeline.elements(at: t).first { $0.identity.id == "8" }
    }
    #expect(inserted(0.49) == nil)
    #expect(inserted(0.5)?.attributes.alpha == 0)
    let mid = try #require(inserted(0.65)).attributes.alpha
    #expect(abs(mid - CubicTimingParameters.easeInEaseOut.progress(fractionComplete: 0.5)) < 1e-9)
    #expect(inserted(0.8)?.attributes.alpha == 1)
    #expect(timeline.endTime == 0.8)
    // The item that was at index 1 slides to index 2 with eased progress.
    let moved = { (t: Double) in
      timeline.elements(at: t).first { $0.identity.id == "1" }!.attributes.frame.origin
    }
    #expect(moved(0.5) == CGPoint(x: 145, y: 10))
    #expect(moved(0.8) == CGPoint(x: 280, y: 10))
    let p = CubicTimingParameters.easeInEaseOut.progress(fractionComplete: 0.25)
    #expect(abs(moved(0.575).x - (145 + 135 * p)) < 1e-9)
  }

  @Test func deletedViewsAreRemovedWhenTheirAnimationEnds() throws {
    let timeline = flowTimeline()
    try timeline.performBatchUpdates(at: 1) { $0.deleteItems(at: [ip(3)]) }
    #expect(timeline.elements(at: 1.1).contains { $0.identity.id == "3" && $0.isDisappearing })
    #expect(!timeline.elements(at: 1.3).contains { $0.identity.id == "3" })
    #expect(timeline.elements(at: 0.9).contains { $0.identity.id == "3" && !$0.isDisappearing })
  }

  @Test func anInterruptingUpdateStartsFromTheCurrentStateWithoutAJump() throws {
    let timeline = flowTimeline()
    try timeline.performBatchUpdates(at: 0, timing: AnimationTiming(duration: 1)) {
      $0.insertItems(at: [ip(0)])
    }
    let before = timeline.elements(at: 0.4 - 1e-9).first { $0.identity.id == "0" }!.attributes
    try timeline.performBatchUpdates(at: 0.4, timing: AnimationTiming(duration: 1)) {
      $0.deleteItems(at: [ip(0)])
    }
    let after = timeline.elements(at: 0.4).first { $0.identity.id == "0" }!.attributes
    #expect(
      abs(before.center.x - after.center.x) < 1e-6 && abs(before.center.y - after.center.y) < 1e-6)
    // It keeps moving smoothly to its final place.
    let end = timeline.elements(at: 1.5).first { $0.identity.id == "0" }!.attributes
    #expect(end.frame.origin == CGPoint(x: 10, y: 10))
  }

  @Test func reloadCrossFades() throws {
    let timeline = flowTimeline()
    try timeline.performBatchUpdates(at: 0) { $0.reloadItems(at: [ip(2)]) }
    let both = timeline.elements(at: 0.15).filter { $0.identity.id == "2" }
    #expect(both.count == 2)
    #expect(both.first!.isDisappearing)  // the outgoing cell draws below the incoming one
    #expect(abs(both[0].attributes.alpha + both[1].attributes.alpha - 1) < 1e-9)
  }

  @Test func drawingOrderFollowsZIndex() {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 390), collectionViewLayout: StackLayout(),
      itemCounts: [8])
    let elements = Timeline(collectionView: cv).elements(at: 0)
    #expect(elements.map(\.attributes.zIndex) == [4, 5, 6, 7, 8])
    #expect(elements.last?.identity.id == "0")
  }

  @Test func springTimingOvershoots() throws {
    let timeline = flowTimeline()
    let spring = SpringTimingParameters(dampingRatio: 0.4, response: 0.5)
    try timeline.performBatchUpdates(at: 0, timing: AnimationTiming(curve: .spring(spring))) {
      $0.moveItem(at: ip(0), to: ip(2))
    }
    let xs = stride(from: 0.0, to: spring.duration, by: 0.01).map { t in
      timeline.elements(at: t).first { $0.identity.id == "0" }!.attributes.frame.minX
    }
    #expect(xs.max()! > 280)
    #expect(
      timeline.elements(at: spring.duration).first { $0.identity.id == "0" }!.attributes.frame.minX
        == 280)
  }

  @Test func changesMustComeInTimeOrder() throws {
    let timeline = flowTimeline()
    try timeline.performBatchUpdates(at: 1) { $0.insertItems(at: [ip(0)]) }
    #expect(throws: TimelineError.timeOutOfOrder(time: 0.5, previous: 1)) {
      try timeline.performBatchUpdates(at: 0.5) { $0.insertItems(at: [ip(0)]) }
    }
  }

  @Test func seedCircleInsertsFromTheCentreAndDeletesShrinkIntoIt() throws {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 390), collectionViewLayout: CircleLayout(),
      itemCounts: [12])
    let timeline = Timeline(collectionView: cv)
    try timeline.performBatchUpdates(at: 0, timing: AnimationTiming(duration: 0.5)) {
      $0.deleteItems(at: [ip(3)])
    }
    let leaving = timeline.elements(at: 0).first { $0.identity.id == "3" }!
    #expect(leaving.attributes.alpha == 1)
    let gone = timeline.elements(at: 0.5 - 1e-9).first { $0.identity.id == "3" }!.attributes
    #expect(abs(gone.center.x - 195) < 1e-3 && abs(gone.transform3D.m11 - 0.1) < 1e-3)
    try timeline.performBatchUpdates(at: 1, timing: AnimationTiming(duration: 0.5)) {
      $0.insertItems(at: [ip(0)])
    }
    let arriving = timeline.elements(at: 1).first { $0.identity.id == "12" }!.attributes
    #expect(arriving.center == CGPoint(x: 195, y: 195) && arriving.alpha == 0)
    // Other items are not given the insert animation (the update items were recorded).
    let neighbour = timeline.elements(at: 1).first { $0.identity.id == "0" }!.attributes
    #expect(neighbour.alpha == 1 && neighbour.center != CGPoint(x: 195, y: 195))
  }
}

/// The README's example layout: inserted items fly in from the bottom centre, scaled 0.2 and
/// turned π.
final class FlyInLayout: FlowLayout, @unchecked Sendable {
  private var inserted: Set<IndexPath> = []

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    inserted = Set(
      updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard inserted.contains(itemIndexPath), let attributes, let bounds = collectionView?.bounds
    else { return attributes }
    attributes.center = CGPoint(x: bounds.midX, y: bounds.maxY)
    attributes.transform = Transform2D(scaleX: 0.2, y: 0.2).rotated(by: .pi)
    return attributes
  }
}

@Suite struct ReadmeExampleTests {
  @Test func flyInStartsAtTheBottomCentreScaledAndTurned() throws {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlyInLayout(),
      itemCounts: [8])
    let timeline = Timeline(collectionView: collectionView)
    try timeline.performBatchUpdates(at: 0.5) {
      $0.insertItems(at: [IndexPath(item: 1, section: 0)])
    }
    let start = try #require(timeline.elements(at: 0.5).first { $0.identity.id == "8" }).attributes
    #expect(start.center == CGPoint(x: 195, y: 844))
    #expect(abs(start.transform.a + 0.2) < 1e-9 && abs(start.transform.d + 0.2) < 1e-9)
    #expect(start.alpha == 0)  // super's default fade is kept
    // Only the inserted item flies; its neighbours slide.
    let neighbour = try #require(timeline.elements(at: 0.5).first { $0.identity.id == "1" })
      .attributes
    #expect(neighbour.transform3D.isIdentity && neighbour.alpha == 1)
    let end = try #require(timeline.elements(at: 0.8).first { $0.identity.id == "8" }).attributes
    #expect(end.transform3D.isIdentity && end.alpha == 1)
  }
}
