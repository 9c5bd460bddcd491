// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming
import Testing

@testable import ReelAnimation
@testable import ReelLayout

/// What a `CountingFlowLayout` and its copies did, across threads.
final class LayoutCounts: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var prepares = 0
  private(set) var handedOut = 0
  func add(prepares p: Int = 0, handedOut h: Int = 0) {
    lock.withLock {
      prepares += p
      handedOut += h
    }
  }
}

/// A flow layout that counts, with its copies, its `prepare()` calls and the elements it hands out.
final class CountingFlowLayout: FlowLayout, @unchecked Sendable {
  var counts = LayoutCounts()
  override func prepare() {
    counts.add(prepares: 1)
    super.prepare()
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let result = super.layoutAttributesForElements(in: rect)
    counts.add(handedOut: result?.count ?? 0)
    return result
  }
  override class func makeForCopying() -> CollectionViewLayout? { CountingFlowLayout() }
  override func copy(into copy: CollectionViewLayout) {
    super.copy(into: copy)
    (copy as? CountingFlowLayout)?.counts = counts
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
    let before = (layout.counts.prepares, layout.counts.handedOut)
    for k in 0...20 { _ = timeline.elements(at: Double(k) / 20) }
    // 21 frames: one copy of the layout prepared once to ask whether scrolling invalidates it,
    // then kept; no further prepare of 10 000 items
    #expect(layout.counts.prepares - before.0 == 1)
    // about a screen (≈ 15–20 items) a frame, never the whole content
    #expect(layout.counts.handedOut - before.1 < 21 * 40)
  }
}
