// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// Geometry checked against numbers worked out by hand from Apple's documentation
/// (SPEC-MODERN's worked examples A–J).
@Suite struct CompositionalLayoutTests {
  typealias Size = NSCollectionLayoutSize

  static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> Size {
    Size(widthDimension: w, heightDimension: h)
  }

  /// A 390 × 844 collection view with `counts` items per section, laid out.
  static func view(
    _ layout: CollectionViewCompositionalLayout, _ counts: [Int],
    size: CGSize = CGSize(width: 390, height: 844)
  ) -> CollectionView {
    let cv = CollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout, itemCounts: counts)
    cv.layoutIfNeeded()
    return cv
  }

  static func frame(_ layout: CollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
  }

  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3
      && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
  }

  static func section(
    _ group: NSCollectionLayoutGroup, insets: NSDirectionalEdgeInsets = .zero,
    spacing: CGFloat = 0
  ) -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = insets
    section.interGroupSpacing = spacing
    return section
  }

  /// Example A: fractional item in a fractional group inside section insets, item insets 4.
  @Test func fractionalItemsResolveAgainstTheInsetSection() {
    let item = NSCollectionLayoutItem(
      layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(all: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let layout = CollectionViewCompositionalLayout(
      section: Self.section(group, insets: .init(top: 8, leading: 16, bottom: 8, trailing: 16)))
    let cv1 = Self.view(layout, [3])
    defer { withExtendedLifetime(cv1) {} }
    #expect(Self.close(Self.frame(layout, 0), CGRect(x: 20, y: 12, width: 171, height: 92)))
    #expect(Self.close(Self.frame(layout, 1), CGRect(x: 199, y: 12, width: 171, height: 92)))
    // The third item starts the second group repetition, 100 points down.
    #expect(Self.close(Self.frame(layout, 2), CGRect(x: 20, y: 112, width: 171, height: 92)))
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 216))
  }

  /// Example B: a top-level group's fractional height is of the container less the section's
  /// top and bottom insets.
  @Test func fractionalHeightOfTheTopLevelGroup() {
    let item = NSCollectionLayoutItem(
      layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.25)), subitems: [item])
    let layout = CollectionViewCompositionalLayout(
      section: Self.section(group, insets: .init(top: 8, leading: 0, bottom: 8, trailing: 0)))
    let cv2 = Self.view(layout, [1])
    defer { withExtendedLifetime(cv2) {} }
    #expect(abs(Self.frame(layout, 0).height - 207) < 1e-9)
  }

  /// Example C: two flexible edge spacings centre an item.
  @Test func flexibleEdgeSpacingCentresAnItem() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(100), .absolute(50)))
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let layout = CollectionViewCompositionalLayout(
      section: Self.section(group, insets: .init(top: 0, leading: 16, bottom: 0, trailing: 16)))
    let cv3 = Self.view(layout, [1])
    defer { withExtendedLifetime(cv3) {} }
    #expect(abs(Self.frame(layout, 0).minX - 145) < 1e-9)
    // Two items share a row: (358 − 200) / 4 slots = 39.5 on each side of each.
    let cv4 = Self.view(layout, [2])
    defer { withExtendedLifetime(cv4) {} }
    #expect(abs(Self.frame(layout, 0).minX - 55.5) < 1e-9)
    #expect(abs(Self.frame(layout, 1).minX - 234.5) < 1e-9)
  }

  /// Example D: `subitem:count:` divides the width, fixed spacing taken out of the items.
  @Test func countedGroupDividesTheWidth() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(10), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(80)), subitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let layout = CollectionViewCompositionalLayout(
      section: Self.section(group, insets: .init(top: 0, leading: 16, bottom: 0, trailing: 16)))
    let cv5 = Self.view(layout, [4])
    defer { withExtendedLifetime(cv5) {} }
    let width: CGFloat = (358 - 20) / 3
    for (i, x) in [16, 16 + width + 10, 16 + 2 * (width + 10)].enumerated() {
      #expect(Self.close(Self.frame(layout, i), CGRect(x: x, y: 0, width: width, height: 80)))
    }
    #expect(Self.close(Self.frame(layout, 3), CGRect(x: 16, y: 80, width: width, height: 80)))
  }

  /// Example D′: `repeatingSubitem:count:` keeps the subitem's size and adds the spacing, so it
  /// can overflow the group.
  @Test func repeatingSubitemKeepsItsSize() {
    let item = NSCollectionLayoutItem(
      layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(80)), repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let layout = CollectionViewCompositionalLayout(
      section: Self.section(group, insets: .init(top: 0, leading: 16, bottom: 0, trailing: 16)))
    let cv6 = Self.view(layout, [3])
    defer { withExtendedLifetime(cv6) {} }
    #expect(abs(Self.frame(layout, 2).minX - (16 + 2 * (358.0 / 3 + 10))) < 1e-9)
    #expect(abs(Self.frame(layout, 2).maxX - 394) < 1e-9)
  }

  /// Example E: items repeat while they fit; flexible inter-item spacing shares out the rest.
  @Test func flexibleInterItemSpacingJustifies() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(100), .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    group.interItemSpacing = .flexible(0)
    let layout = CollectionViewCompositionalLayout(
      section: Self.section(group, insets: .init(top: 0, leading: 16, bottom: 0, trailing: 16)))
    let cv7 = Self.view(layout, [4])
    defer { withExtendedLifetime(cv7) {} }
    #expect((0..<3).map { Self.frame(layout, $0).minX } == [16, 145, 274])
    // The fourth item starts the next row, where it keeps the first slot.
    #expect(Self.frame(layout, 3).origin == CGPoint(x: 16, y: 100))
  }

  /// Nested groups: a vertical pair beside a large item, repeated.
  @Test func nestedGroupsPlaceTheirItemsInOrder() {
    let large = NSCollectionLayoutItem(
      layoutSize: Self.size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [large, pair])
    let layout = CollectionViewCompositionalLayout(section: Self.section(group))
    let cv8 = Self.view(layout, [5], size: CGSize(width: 300, height: 600))
    defer { withExtendedLifetime(cv8) {} }
    #expect(Self.close(Self.frame(layout, 0), CGRect(x: 0, y: 0, width: 200, height: 200)))
    #expect(Self.close(Self.frame(layout, 1), CGRect(x: 200, y: 0, width: 100, height: 100)))
    #expect(Self.close(Self.frame(layout, 2), CGRect(x: 200, y: 100, width: 100, height: 100)))
    #expect(Self.close(Self.frame(layout, 3), CGRect(x: 0, y: 200, width: 200, height: 200)))
    #expect(Self.close(Self.frame(layout, 4), CGRect(x: 200, y: 200, width: 100, height: 100)))
  }

  /// A custom group's frames, offset by the group's origin, one item each.
  @Test func customGroupUsesTheProvidersFrames() {
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(120))
    ) {
      environment in
      let width = environment.container.contentSize.width
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 120)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: width / 2, y: 60, width: width / 2, height: 60), zIndex: 3),
      ]
    }
    let layout = CollectionViewCompositionalLayout(
      section: Self.section(
        group, insets: .init(top: 0, leading: 10, bottom: 0, trailing: 10), spacing: 5))
    let cv9 = Self.view(layout, [3], size: CGSize(width: 220, height: 500))
    defer { withExtendedLifetime(cv9) {} }
    #expect(Self.close(Self.frame(layout, 1), CGRect(x: 110, y: 60, width: 100, height: 60)))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
    #expect(Self.close(Self.frame(layout, 2), CGRect(x: 10, y: 125, width: 100, height: 120)))
  }
}
