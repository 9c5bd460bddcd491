// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelTiming

/// Records the bounds-change protocol's calls.
final class BoundsSpyLayout: FlowLayout, @unchecked Sendable {
  var calls: [String] = []
  override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    calls.append("prepareBounds \(Int(oldBounds.width))x\(Int(oldBounds.height))")
    super.prepare(forAnimatedBoundsChange: oldBounds)
  }
  override func finalizeAnimatedBoundsChange() {
    calls.append("finalizeBounds")
    super.finalizeAnimatedBoundsChange()
  }
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    calls.append("initial \(itemIndexPath.item)")
    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    calls.append("final \(itemIndexPath.item)")
    return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
  }
}

@Suite struct BoundsChangeTests {
  func rotating(_ layout: FlowLayout = BoundsSpyLayout()) -> Timeline {
    layout.itemSize = CGSize(width: 110, height: 110)
    layout.sectionInset = EdgeInsets(all: 15)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
      itemCounts: [24])
    return Timeline(collectionView: cv)
  }

  @Test func everyVisibleElementGetsBothCallsInsideTheProtocol() throws {
    let timeline = rotating()
    let layout = timeline.collectionView.collectionViewLayout as! BoundsSpyLayout
    layout.calls = []
    try timeline.setBoundsSize(CGSize(width: 844, height: 390), at: 0.5)
    #expect(layout.calls.first == "prepareBounds 390x844")
    #expect(layout.calls.last == "finalizeBounds")
    // Portrait shows rows 0…6 of 3 (items 0…20); landscape rows 0…3 of 6 (items 0…23).
    #expect(
      Set(layout.calls.filter { $0.hasPrefix("final ") }) == Set((0...20).map { "final \($0)" }))
    #expect(
      Set(layout.calls.filter { $0.hasPrefix("initial") }) == Set((0...23).map { "initial \($0)" }))
  }

  @Test func elementsMoveFromWhereTheyAreAndOthersFade() throws {
    let timeline = rotating(FlowLayout())
    try timeline.setBoundsSize(
      CGSize(width: 844, height: 390), at: 0, timing: AnimationTiming(duration: 1, curve: .linear))
    func element(_ id: String, _ t: Double) -> LayoutAttributes? {
      timeline.elements(at: t).first { $0.identity.id == id }?.attributes
    }
    // Item 3 moves from column 0 of row 1 to column 3 of row 0.
    #expect(element("3", 0)?.frame.origin == CGPoint(x: 15, y: 135))
    let mid = try #require(element("3", 0.5)).frame.origin
    #expect(mid.x > 15 && mid.y < 135)
    #expect(element("3", 1)?.frame.origin.y == 15)
    // Item 22 comes into view: it fades in at its new place.
    #expect(element("22", 0) == nil || element("22", 0)?.alpha == 0)
    #expect(element("22", 0.5)?.alpha == 0.5)
    // Rotating back, it leaves the viewport and fades out.
    try timeline.setBoundsSize(
      CGSize(width: 390, height: 844), at: 2, timing: AnimationTiming(duration: 1, curve: .linear))
    #expect(try #require(element("22", 2.5)).alpha == 0.5)
    #expect(element("22", 3.01) == nil)
    // The viewport itself animates.
    #expect(timeline.boundsSize(at: 0.5) == CGSize(width: 617, height: 617))
  }
}
