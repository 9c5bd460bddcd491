// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts
@testable import ReelTiming

@Suite struct ParameterAnimationTests {
  @Test func aTweenedParameterIsLaidOutEveryFrame() throws {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout,
      itemCounts: [40])
    let timeline = Timeline(collectionView: cv)
    try timeline.animateLayoutParameters(
      ["itemWidth": 50, "itemHeight": 50], at: 1,
      timing: AnimationTiming(duration: 1, curve: .linear))
    func size(_ id: String, _ t: Double) -> CGSize? {
      timeline.elements(at: t).first { $0.identity.id == id }?.attributes.size
    }
    #expect(size("0", 0.5) == CGSize(width: 100, height: 100))
    #expect(size("0", 1.5) == CGSize(width: 75, height: 75))
    #expect(size("0", 2.5) == CGSize(width: 50, height: 50))
    // Smaller items let more rows into view: item 30 appears during the tween and stays.
    #expect(size("30", 0.5) == nil)
    #expect(size("30", 2.5) != nil)
    #expect(layout.itemSize == CGSize(width: 50, height: 50))  // the final value stays set
  }

  @Test func unknownParametersAreNamed() throws {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: StackLayout(),
      itemCounts: [4])
    let timeline = Timeline(collectionView: cv)
    #expect(throws: TimelineError.unknownParameter("radius", available: [])) {
      try timeline.animateLayoutParameters(["radius": 3], at: 0)
    }
    #expect(CircleLayout().animatableParameters.contains("radius"))
  }
}
