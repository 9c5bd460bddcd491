// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelTiming

/// Evaluating a moment is a pure function of time: it never touches the collection view or its
/// layout, gives the same answer in any order and on any number of threads.
@Suite struct PureEvaluationTests {
  /// What a frame shows, as comparable text.
  static func frame(_ timeline: Timeline, _ t: Double) -> String {
    timeline.elements(at: t).map {
      "\($0.identity.id) \($0.attributes.frame) \($0.attributes.transform3D) \($0.attributes.alpha)"
    }.joined(separator: "\n")
  }

  /// A pinned-header list that scrolls, resizes its items and scrolls back.
  static func busyTimeline() throws -> Timeline {
    let layout = ZoomingLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let timeline = longList(layout, count: 200)
    try timeline.setContentOffset(CGPoint(x: 0, y: 900), animated: true, at: 0)
    try timeline.animateLayoutParameters(
      ["itemWidth": 60, "itemHeight": 60], at: 0.5,
      timing: AnimationTiming(duration: 0.5, curve: .linear))
    try timeline.performBatchUpdates(at: 1.2) {
      $0.deleteItems(at: [IndexPath(item: 12, section: 0)])
    }
    try timeline.setContentOffset(CGPoint(x: 0, y: 100), animated: true, at: 1.6)
    return timeline
  }

  static let times = (0...40).map { Double($0) * 0.05 }

  @Test func evaluationLeavesTheCollectionViewAsTheCommandsLeftIt() throws {
    let timeline = try Self.busyTimeline()
    let cv = timeline.collectionView
    let layout = try #require(cv.collectionViewLayout as? ZoomingLayout)
    cv.layoutIfNeeded()
    let (bounds, sections, prepares) = (cv.bounds, cv.sections, layout.prepareCount)
    for t in Self.times { _ = timeline.elements(at: t) }
    #expect(cv.bounds == bounds)
    #expect(cv.sections == sections)
    #expect(layout.prepareCount == prepares)
    #expect(!layout.needsPrepare)
    #expect(layout.itemSize == CGSize(width: 60, height: 60))
  }

  @Test func framesAreTheSameInAnyOrderAndOnAnyThread() throws {
    let forward = try Self.busyTimeline()
    let expected = Self.times.map { Self.frame(forward, $0) }
    #expect(Set(expected).count > 20)  // the frames do differ
    let backward = try Self.busyTimeline()
    #expect(Self.times.reversed().map { Self.frame(backward, $0) } == expected.reversed())
    let parallel = try Self.busyTimeline()
    let results = ResultBox(count: Self.times.count * 3)
    DispatchQueue.concurrentPerform(iterations: results.count) { i in
      results.set(i, Self.frame(parallel, Self.times[i % Self.times.count]))
    }
    for i in 0..<results.count { #expect(results.value(i) == expected[i % Self.times.count]) }
  }
}

/// Strings written by several threads, one slot each.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String]
  let count: Int
  init(count: Int) {
    self.count = count
    values = Array(repeating: "", count: count)
  }
  func set(_ i: Int, _ value: String) { lock.withLock { values[i] = value } }
  func value(_ i: Int) -> String { lock.withLock { values[i] } }
}

@Suite struct TimeHistoryTests {
  @Test func theNewestValueStartedByATimeHolds() {
    var history = TimeHistory("a", at: 1)
    history.record("b", at: 2)
    history.record("c", at: 2)
    history.record("d", at: 4)
    #expect(history.value(at: 0) == "a")  // before the first: the first
    #expect(history.entry(at: 0) == nil)
    #expect(history.value(at: 1) == "a")
    #expect(history.value(at: 2) == "c")  // of two at one moment, the later
    #expect(history.value(at: 3.9) == "c")
    #expect(history.value(at: .infinity) == "d")
    #expect(history.value(at: .nan) == "a")
    history.record("x", at: 3)  // out of order: kept in time order
    #expect(history.entries.map(\.value) == ["a", "b", "c", "x", "d"])
    #expect(history.latest.value == "d")
  }
}
