// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// Cells of estimated width (SPEC-MODERN §1.3): offered their container's width, they take the
/// width their content wants and re-flow into rows as a tag cloud does; groups of estimated width
/// fit their cells; flow layouts fit both axes.
@Suite struct EstimatedWidthTests {
  final class Probe: @unchecked Sendable {
    var offered: [CGSize] = []
  }

  /// A collection view whose cells want `widths[item]` wide (and `heights[item]` tall, if given).
  static func collectionView(
    _ layout: CollectionViewLayout, size: CGSize, counts: [Int], widths: [CGFloat],
    heights: [CGFloat]? = nil, probe: Probe
  ) -> CollectionView {
    let cv = CollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout, itemCounts: counts)
    cv.preferredLayoutAttributesFitting = { attributes, _ in
      probe.offered.append(attributes.size)
      let fitted = attributes.copy()
      fitted.size.width = widths[attributes.indexPath.item]
      if let heights { fitted.size.height = heights[attributes.indexPath.item] }
      return fitted
    }
    cv.layoutIfNeeded()
    return cv
  }

  static func frames(_ layout: CollectionViewLayout, _ count: Int, section: Int = 0) -> [CGRect] {
    (0..<count).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null
    }
  }

  @Test func tagsReflowIntoRowsByTheirMeasuredWidths() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .estimated(50), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      subitems: [item])
    group.interItemSpacing = .fixed(10)
    let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let probe = Probe()
    let cv = Self.collectionView(
      layout, size: CGSize(width: 300, height: 400), counts: [6],
      widths: [100, 120, 90, 60, 200, 40], probe: probe)
    // At the estimates six fit in a row; measured, 100 + 120 fill the first (a third, 90,
    // would end at 330), 90 + 60 the second (200 would end at 370), 200 + 40 the third.
    #expect(
      Self.frames(layout, 6) == [
        CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 110, y: 0, width: 120, height: 30),
        CGRect(x: 0, y: 30, width: 90, height: 30), CGRect(x: 100, y: 30, width: 60, height: 30),
        CGRect(x: 0, y: 60, width: 200, height: 30), CGRect(x: 210, y: 60, width: 40, height: 30),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 90))
    // Each cell is offered the group's width and its fixed height.
    #expect(Set(probe.offered) == [CGSize(width: 300, height: 30)])
    #expect(cv.numberOfSections == 1)
  }

  @Test func aCellWiderThanItsRowIsCutToTheRow() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .estimated(50), heightDimension: .absolute(30)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let cv = Self.collectionView(
      layout, size: CGSize(width: 300, height: 400), counts: [2], widths: [500, 20],
      probe: Probe())
    #expect(
      Self.frames(layout, 2) == [
        CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 30, width: 20, height: 30),
      ])
    #expect(cv.numberOfItems(inSection: 0) == 2)
  }

  @Test func chipGroupsOfEstimatedWidthFitTheirChips() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .estimated(80), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .estimated(80), heightDimension: .absolute(30)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let layout = CollectionViewCompositionalLayout(section: section)
    let probe = Probe()
    let cv = Self.collectionView(
      layout, size: CGSize(width: 300, height: 400), counts: [3], widths: [40, 100, 60],
      probe: probe)
    #expect(Self.frames(layout, 3).map(\.minX) == [16, 64, 172])
    #expect(Self.frames(layout, 3).map(\.width) == [40, 100, 60])
    // 16 + 40 + 8 + 100 + 8 + 60 + 16.
    let solved = try #require(layout.solvedSections.first)
    #expect(solved.orthogonalContentLength == 248)
    // A chip may be as wide as the section less its insets.
    #expect(Set(probe.offered) == [CGSize(width: 268, height: 30)])
    #expect(cv.numberOfSections == 1)
  }

  @Test func horizontallyScrollingLayoutsSizeCellsOnBothAxes() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .estimated(100), heightDimension: .estimated(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .estimated(100), heightDimension: .estimated(50)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
    let cv = Self.collectionView(
      layout, size: CGSize(width: 300, height: 200), counts: [2], widths: [60, 150],
      heights: [80, 30], probe: Probe())
    #expect(
      Self.frames(layout, 2) == [
        CGRect(x: 0, y: 0, width: 60, height: 80), CGRect(x: 70, y: 0, width: 150, height: 30),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 220, height: 200))
    #expect(cv.numberOfSections == 1)
  }

  @Test func flowCellsFitBothAxesNoWiderThanTheirLine() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 50, height: 30)
    layout.minimumInteritemSpacing = 10
    let probe = Probe()
    let cv = Self.collectionView(
      layout, size: CGSize(width: 300, height: 400), counts: [3], widths: [100, 120, 400],
      heights: [30, 44, 30], probe: probe)
    let frames = Self.frames(layout, 3)
    #expect(
      frames.map(\.size) == [
        CGSize(width: 100, height: 30), CGSize(width: 120, height: 44),
        CGSize(width: 300, height: 30),
      ])
    // The first line holds two (justified to its ends), the 400-point cell a line of its own.
    #expect(frames[0].minX == 0 && frames[1].maxX == 300 && frames[2].minY == 54)
    // Cells are offered the estimate widened to the line.
    #expect(Set(probe.offered) == [CGSize(width: 300, height: 30)])
    #expect(cv.numberOfSections == 1)
  }
}
