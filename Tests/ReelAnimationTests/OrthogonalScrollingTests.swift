// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelTiming

/// Orthogonal sections scrolled by a timeline: where flings and drags come to rest for each
/// `orthogonalScrollingBehavior` (SPEC-MODERN §4.3, worked example G's metrics), and what is
/// drawn on the way.
@Suite struct OrthogonalScrollingTests {
  /// Example G: groups 0.8 × 358 = 286.4 wide, stride 296.4, five of them; a plain section below.
  static func timeline(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior)
    -> Timeline
  {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = behavior
    let plain = NSCollectionLayoutSection(group: group)
    let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? section : plain }
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
      itemCounts: [5, 3])
    return Timeline(collectionView: cv)
  }

  static func rest(_ timeline: Timeline) -> CGFloat {
    timeline.orthogonalScrollOffset(ofSection: 0, at: timeline.endTime + 1)
  }

  @Test func groupPagingStopsOneGroupOn() throws {
    let timeline = Self.timeline(.groupPaging)
    try timeline.flingSection(0, velocity: 3, at: 0.5)
    #expect(abs(Self.rest(timeline) - 296.4) < 1e-6)
    try timeline.flingSection(0, velocity: -0.05, at: timeline.endTime)
    #expect(abs(Self.rest(timeline) - 296.4) < 1e-6)
  }

  @Test func pagingPagesByTheCollectionViewsWidth() throws {
    let timeline = Self.timeline(.paging)
    try timeline.flingSection(0, velocity: 3, at: 0)
    #expect(abs(Self.rest(timeline) - 390) < 1e-6)
  }

  @Test func continuousMomentumRestsWhereItsProjectionEnds() throws {
    let timeline = Self.timeline(.continuous)
    try timeline.flingSection(0, velocity: 0.5, at: 0)
    let projected = DecelerationTimingParameters.projectedOffset(
      start: 0, velocity: 0.5, decelerationRate: DecelerationTimingParameters.normal)
    #expect(abs(Double(Self.rest(timeline)) - projected) < 1e-6)
  }

  @Test func leadingBoundaryRestsOnAGroupEdge() throws {
    let timeline = Self.timeline(.continuousGroupLeadingBoundary)
    try timeline.flingSection(0, velocity: 1.2, at: 0)
    let rest = Self.rest(timeline)
    #expect(rest > 0)
    #expect(abs((rest / 296.4).rounded() * 296.4 - rest) < 1e-6)
  }

  /// A drag past the start rubber-bands (less than the finger's travel) and springs back to 0.
  @Test func dragPastTheStartBandsAndReturns() throws {
    let timeline = Self.timeline(.continuous)
    try timeline.dragSection(0, finger: [(0, 100), (0.2, 300)], at: 0, releaseVelocity: 0)
    let during = timeline.orthogonalScrollOffset(ofSection: 0, at: 0.2)
    #expect(during < 0 && during > -200)
    #expect(abs(Self.rest(timeline)) < 1e-6)
  }

  /// While the section moves, its cells are laid out at the moment's offset; the plain section
  /// below stays put.
  @Test func cellsFollowTheSectionsOffset() throws {
    let timeline = Self.timeline(.groupPaging)
    try timeline.setOrthogonalScrollOffset(296.4, ofSection: 0, animated: true, at: 0)
    let middle = timeline.elements(at: 0.15)
    let first = middle.first { $0.key == ElementKey(category: .cell, indexPath: [0, 1]) }
    #expect(first.map { abs($0.attributes.frame.minX - (312.4 - 148.2)) < 1e-6 } == true)
    let plain = middle.first { $0.key == ElementKey(category: .cell, indexPath: [1, 0]) }
    #expect(plain?.attributes.frame.minX == 0)
    let end = timeline.elements(at: 1)
    let settled = end.first { $0.key == ElementKey(category: .cell, indexPath: [0, 1]) }
    #expect(settled.map { abs($0.attributes.frame.minX - 16) < 1e-6 } == true)
  }

  @Test func aSectionThatDoesNotScrollIsRefused() {
    let timeline = Self.timeline(.groupPaging)
    #expect(throws: TimelineError.notOrthogonal(section: 1)) {
      try timeline.flingSection(1, velocity: 2, at: 0)
    }
  }
}

/// Diffable snapshots applied to a timeline from Swift.
@Suite struct TimelineSnapshotTests {
  @Test func aSnapshotAnimatesToItsArrangement() throws {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: FlowLayout(),
      itemIDs: [["1", "2", "3"]], sectionIDs: ["main"])
    let timeline = Timeline(collectionView: cv)
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["main", "more"])
    snapshot.appendItems([3, 1], toSection: "main")
    snapshot.appendItems([4], toSection: "more")
    let transaction = try timeline.apply(snapshot, at: 0.5)
    #expect(transaction.updateItems.count == 3)
    #expect(cv.sections.map(\.id) == ["main", "more"])
    #expect(cv.sections.map { $0.items.map(\.id) } == [["3", "1"], ["4"]])
    var bad = snapshot
    bad.appendItems([4, 4])
    #expect(throws: DiffableDataSourceError.notUnique(kind: "item", duplicates: ["4"])) {
      try timeline.apply(bad, at: 1)
    }
  }
}
