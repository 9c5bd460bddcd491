// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// List sections (SPEC-MODERN §8, SPEC-VISUAL §4–5), numbers worked out by hand: rows of the
/// default height (44 points; 52 on iOS 26) under the appearance's top padding, inset
/// appearances 16 points in from each side (20 on wide phones), corners 10 (26), separators.
@Suite struct ListLayoutTests {
  typealias Config = CollectionLayoutListConfiguration

  /// A collection view of `counts` items laid out as a list of `config`.
  static func view(
    _ config: Config, _ counts: [Int], width: CGFloat = 390, version: SystemVersion = .iOS18,
    fit: ((LayoutAttributes) -> CGFloat?)? = nil
  ) -> (CollectionView, CollectionViewCompositionalLayout) {
    let layout = CollectionViewCompositionalLayout.list(using: config)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout,
      itemCounts: counts)
    cv.systemVersion = version
    if let fit {
      cv.preferredLayoutAttributesFitting = { attributes, _ in
        let fitted = attributes.copy()
        if let height = fit(attributes) { fitted.size.height = height }
        return fitted
      }
    }
    cv.layoutIfNeeded()
    return (cv, layout)
  }

  static func row(_ layout: CollectionViewLayout, _ item: Int, _ section: Int = 0)
    -> ListLayoutAttributes?
  {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))
      as? ListLayoutAttributes
  }

  static func minY(_ layout: CollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGFloat {
    row(layout, item, section)?.frame.minY ?? -1
  }

  static func header(_ layout: CollectionViewLayout, _ section: Int) -> LayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
  }

  @Test func insetGroupedRowsAreInsetRoundedAndSeparatedToTheirText() throws {
    let (cv, layout) = Self.view(Config(appearance: .insetGrouped), [3, 2])
    defer { withExtendedLifetime(cv) {} }
    let first = try #require(Self.row(layout, 0))
    // 35 points above a section without a header; 16 in from each side of 390.
    #expect(first.frame == CGRect(x: 16, y: 35, width: 358, height: 44))
    #expect(Self.minY(layout, 2) == 123)  // 35 + 88
    // The second section: 35 below the first's last row (35 + 132).
    #expect(Self.minY(layout, 0, 1) == 202)  // 35 + 132 + 35
    #expect(first.cornerRadius == 10 && first.roundsTopCorners && !first.roundsBottomCorners)
    let middle = try #require(Self.row(layout, 1))
    #expect(!middle.roundsTopCorners && !middle.roundsBottomCorners)
    let last = try #require(Self.row(layout, 2))
    #expect(last.roundsBottomCorners && !last.roundsTopCorners)
    // Every row but the last has a line below it, its leading edge at the text (automatic).
    #expect(first.bottomSeparatorInsets == ListSeparatorConfiguration.automaticInsets)
    #expect(first.topSeparatorInsets == nil)
    #expect(last.bottomSeparatorInsets == nil)
  }

  @Test func iOS26RowsAreTallerAndRounderAndWidePhonesInsetTwenty() throws {
    let (cv, layout) = Self.view(
      Config(appearance: .insetGrouped), [2], width: 430, version: .iOS26)
    defer { withExtendedLifetime(cv) {} }
    let first = try #require(Self.row(layout, 0))
    #expect(first.frame == CGRect(x: 20, y: 35, width: 390, height: 52))
    #expect(first.cornerRadius == 26)
    #expect(Self.minY(layout, 1) == 87)  // 35 + 52
  }

  @Test func groupedListsFrameEachSectionWithFullWidthLines() throws {
    let (cv, layout) = Self.view(Config(appearance: .grouped), [3])
    defer { withExtendedLifetime(cv) {} }
    let first = try #require(Self.row(layout, 0))
    #expect(first.frame == CGRect(x: 0, y: 35, width: 390, height: 44))
    #expect(first.topSeparatorInsets?.leading == 0)
    #expect(first.cornerRadius == 0)
    #expect(Self.row(layout, 1)?.topSeparatorInsets == nil)
    #expect(
      ListSeparatorConfiguration.isAutomatic(
        Self.row(layout, 1)?.bottomSeparatorInsets?.leading ?? 0))
    #expect(Self.row(layout, 2)?.bottomSeparatorInsets?.leading == 0)
  }

  @Test func plainHeadersSitBelowTheirPaddingAndPin() throws {
    var config = Config(appearance: .plain)
    config.headerMode = .supplementary
    let (cv, layout) = Self.view(config, [30, 5])
    defer { withExtendedLifetime(cv) {} }
    // 22 points of padding, a 28-point header, then rows from 50.
    #expect(Self.header(layout, 0)?.frame == CGRect(x: 0, y: 22, width: 390, height: 28))
    #expect(Self.minY(layout, 0) == 50)
    // Section 1: 50 + 30 × 44 = 1370, its header 22 below.
    #expect((Self.header(layout, 1)?.frame.minY ?? -1) == 1392)  // 1370 + 22
    #expect(Self.row(layout, 0)?.frame.minX == 0)
    // Scrolled 300 points, section 0's header stays at the top of the visible area.
    cv.contentOffset = CGPoint(x: 0, y: 300)
    let pinned = cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds)?.first {
      $0.representedElementKind == ElementKind.sectionHeader && $0.indexPath.section == 0
    }
    #expect(pinned?.frame.minY == 300)
    #expect((pinned?.zIndex ?? 0) > 0)
  }

  @Test func headersAndFootersTakeTheHeightTheirContentWants() throws {
    var config = Config(appearance: .insetGrouped)
    config.headerMode = .supplementary
    config.footerMode = .supplementary
    config.headerTopPadding = 5
    let (cv, layout) = Self.view(config, [2, 1]) { attributes in
      switch attributes.representedElementKind {
      case ElementKind.sectionHeader?: return 40
      case ElementKind.sectionFooter?: return 30
      default: return 60
      }
    }
    defer { withExtendedLifetime(cv) {} }
    // Headers follow the section's insets: 16 in, 358 wide, 5 points of padding above.
    #expect(Self.header(layout, 0)?.frame == CGRect(x: 16, y: 5, width: 358, height: 40))
    #expect(Self.row(layout, 0)?.frame == CGRect(x: 16, y: 45, width: 358, height: 60))
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 16, y: 165, width: 358, height: 30))
    // A header measured is told which section it heads (grouped headers sit lower in the first).
    let header = try #require(Self.header(layout, 0) as? ListLayoutAttributes)
    #expect(header.isInFirstSection && header.appearance == .insetGrouped)
    #expect((Self.header(layout, 1)?.frame.minY ?? -1) == 200)  // 195 + 5
  }

  @Test func theFirstItemCanBeTheHeader() throws {
    var config = Config(appearance: .insetGrouped)
    config.headerMode = .firstItemInSection
    let (cv, layout) = Self.view(config, [3])
    defer { withExtendedLifetime(cv) {} }
    let header = try #require(Self.row(layout, 0))
    #expect(header.isHeaderItem && header.bottomSeparatorInsets == nil)
    #expect(!header.roundsTopCorners)
    #expect(Self.row(layout, 1)?.roundsTopCorners == true)
  }

  @Test func separatorsFollowTheConfigurationAndTheItemHandler() throws {
    var config = Config(appearance: .plain)
    config.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 60, bottom: 0, trailing: 0)
    config.itemSeparatorHandler = { path, separators in
      var separators = separators
      if path.item == 1 { separators.bottomSeparatorVisibility = .hidden }
      if path.item == 2 { separators.topSeparatorVisibility = .visible }
      return separators
    }
    let (cv, layout) = Self.view(config, [4])
    defer { withExtendedLifetime(cv) {} }
    #expect(Self.row(layout, 0)?.bottomSeparatorInsets?.leading == 60)
    #expect(Self.row(layout, 0)?.topSeparatorInsets == nil)
    #expect(Self.row(layout, 1)?.bottomSeparatorInsets == nil)
    #expect(
      ListSeparatorConfiguration.isAutomatic(Self.row(layout, 2)?.topSeparatorInsets?.leading ?? 0))
    var hidden = Config(appearance: .plain)
    hidden.showsSeparators = false
    let (cv2, layout2) = Self.view(hidden, [2])
    defer { withExtendedLifetime(cv2) {} }
    #expect(Self.row(layout2, 0)?.bottomSeparatorInsets == nil)
    #expect(Config(appearance: .sidebar).showsSeparators == false)
  }

  @Test func aListSectionMixesWithOtherSectionsAndSizesRowsFromContent() throws {
    let config = Config(appearance: .insetGrouped)
    let layout = CollectionViewCompositionalLayout { index, environment in
      if index == 0 {
        let item = NSCollectionLayoutItem(
          layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        return NSCollectionLayoutSection(
          group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
      }
      return .list(using: config, layoutEnvironment: environment)
    }
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
      itemCounts: [1, 2])
    cv.systemVersion = .iOS18
    cv.preferredLayoutAttributesFitting = { attributes, _ in
      let fitted = attributes.copy()
      fitted.size.height = attributes.indexPath.item == 0 ? 70 : 44
      return fitted
    }
    cv.layoutIfNeeded()
    #expect(
      !(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is ListLayoutAttributes))
    #expect(Self.row(layout, 0, 1)?.frame == CGRect(x: 16, y: 135, width: 358, height: 70))
    #expect(Self.minY(layout, 1, 1) == 205)
  }
}
