// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming
import Testing

@testable import ReelAnimation
@testable import ReelLayout

/// A flow layout that counts its `prepare()` calls and the elements it hands out.
final class CountingFlowLayout: FlowLayout, @unchecked Sendable {
  var prepares = 0
  var handedOut = 0
  override func prepare() {
    prepares += 1
    super.prepare()
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let result = super.layoutAttributesForElements(in: rect)
    handedOut += result?.count ?? 0
    return result
  }
}

@Suite struct EvaluationCostTests {
  @Test func scrollingFramesQueryOnlyTheVisibleRectAndNeverPrepareAgain() throws {
    let layout = CountingFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
      itemIDs: [(0..<10_000).map(String.init)])
    cv.layoutIfNeeded()
    let timeline = Timeline(collectionView: cv)
    try timeline.setContentOffset(
      CGPoint(x: 0, y: 50_000), animated: true, at: 0,
      timing: AnimationTiming(duration: 1, curve: .linear))
    let before = layout.prepares
    layout.handedOut = 0
    for k in 0...20 { _ = timeline.elements(at: Double(k) / 20) }
    #expect(layout.prepares == before)  // 21 frames, no prepare of 10 000 items
    // about a screen (≈ 15–20 items) a frame, never the whole content
    #expect(layout.handedOut < 21 * 40)
  }
}
