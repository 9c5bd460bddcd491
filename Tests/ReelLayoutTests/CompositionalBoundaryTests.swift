// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// Headers, footers, backgrounds, badges, orthogonal sections and visible-items handlers, against
/// SPEC-MODERN's worked examples F–J.
@Suite struct CompositionalBoundaryTests {
  typealias T = CompositionalLayoutTests

  static let header = "header"

  /// Example F's section: insets (10, 16, 10, 16), a 44-point header, two 100-point items a row.
  static func sectionF() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: T.size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: T.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let section = T.section(
      group, insets: .init(top: 10, leading: 16, bottom: 10, trailing: 16), spacing: 8)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: T.size(.fractionalWidth(1), .absolute(44)), elementKind: header,
        alignment: .top)
    ]
    return section
  }

  static func supplementary(_ layout: CollectionViewLayout, _ kind: String, _ section: Int)
    -> LayoutAttributes?
  {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))
  }

  @Test func headerTakesTheInsetWidthAndPushesTheContent() {
    let layout = CollectionViewCompositionalLayout(section: Self.sectionF())
    layout.configuration.interSectionSpacing = 20
    let cv1 = T.view(layout, [5, 1])
    defer { withExtendedLifetime(cv1) {} }
    #expect(
      Self.supplementary(layout, Self.header, 0)?.frame
        == CGRect(x: 16, y: 0, width: 358, height: 44))
    #expect(T.frame(layout, 0).minY == 54)
    #expect(abs(T.frame(layout, 4).minY - (54 + 2 * 108)) < 1e-9)
    // H = 44 + 10 + (3·100 + 2·8) + 10 = 380; the next section starts 20 points later.
    #expect(Self.supplementary(layout, Self.header, 1)?.frame.minY == 400)
    #expect(abs(layout.collectionViewContentSize.height - (400 + 44 + 10 + 100 + 10)) < 1e-9)
  }

  @Test func headerNotFollowingInsetsSpansTheWidth() {
    let section = Self.sectionF()
    section.supplementariesFollowContentInsets = false
    let layout = CollectionViewCompositionalLayout(section: section)
    let cv2 = T.view(layout, [5])
    defer { withExtendedLifetime(cv2) {} }
    #expect(
      Self.supplementary(layout, Self.header, 0)?.frame
        == CGRect(x: 0, y: 0, width: 390, height: 44))
  }

  @Test func headerNotExtendingTheBoundaryLiesOverTheContent() {
    let section = Self.sectionF()
    section.boundarySupplementaryItems[0].extendsBoundary = false
    let layout = CollectionViewCompositionalLayout(section: section)
    let cv3 = T.view(layout, [1])
    defer { withExtendedLifetime(cv3) {} }
    #expect(T.frame(layout, 0).minY == 10)
    #expect(Self.supplementary(layout, Self.header, 0)?.frame.minY == 0)
  }

  /// Example J: the background covers the section less its own insets, below the content.
  @Test func backgroundCoversTheSectionLessItsInsets() {
    let section = Self.sectionF()
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
    background.contentInsets = .init(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.decorationItems = [background]
    let layout = CollectionViewCompositionalLayout(section: section)
    layout.configuration.interSectionSpacing = 100
    let cv4 = T.view(layout, [1, 5])
    defer { withExtendedLifetime(cv4) {} }
    let decoration = layout.layoutAttributesForDecorationView(
      ofKind: "bg", at: IndexPath(item: 0, section: 1))
    // Section 1 starts at 44 + 10 + 100 + 10 + 100 = 264 and is 380 tall.
    #expect(decoration?.frame == CGRect(x: 16, y: 272, width: 358, height: 364))
    #expect(decoration?.zIndex == 0)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.zIndex == 1)
  }

  /// Example I: a badge on the top-trailing corner, moved by a fraction of its own size.
  @Test func badgeAnchorsToItsItem() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: T.size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(
      layoutSize: T.size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: T.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: T.section(group))
    let cv5 = T.view(layout, [2])
    defer { withExtendedLifetime(cv5) {} }
    let frame = layout.layoutAttributesForSupplementaryView(
      ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
    #expect(frame.map { T.close($0, CGRect(x: 186, y: -6, width: 20, height: 20)) } == true)
  }

  @Test func pinnedHeaderStaysInViewWithinItsSection() {
    let section = Self.sectionF()
    section.boundarySupplementaryItems[0].pinToVisibleBounds = true
    let layout = CollectionViewCompositionalLayout(section: section)
    let cv = T.view(layout, [5, 5], size: CGSize(width: 390, height: 300))
    cv.contentOffset = CGPoint(x: 0, y: 100)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: cv.bounds))
    #expect(Self.supplementary(layout, Self.header, 0)?.frame.minY == 100)
    // Near the section's end it is pushed up: section 0 ends at 380.
    cv.contentOffset = CGPoint(x: 0, y: 360)
    #expect(abs((Self.supplementary(layout, Self.header, 0)?.frame.minY ?? 0) - 336) < 1e-9)
    #expect(Self.supplementary(layout, Self.header, 1)?.frame.minY == 380)
  }

  /// Example G: an orthogonal section's document holds its insets; `groupPagingCentered` pads
  /// both ends so a resting group is centred.
  static func orthogonal(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior)
    -> CollectionViewCompositionalLayout
  {
    let item = NSCollectionLayoutItem(layoutSize: T.size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: T.size(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
    let section = T.section(
      group, insets: .init(top: 0, leading: 16, bottom: 0, trailing: 16), spacing: 10)
    section.orthogonalScrollingBehavior = behavior
    return CollectionViewCompositionalLayout(section: section)
  }

  @Test func orthogonalSectionScrollsOnItsOwn() {
    let layout = Self.orthogonal(.continuous)
    let cv = T.view(layout, [5, 5])
    #expect(abs(layout.orthogonalScrollRange(forSection: 0).upperBound - (1504 - 390)) < 1e-6)
    #expect(T.close(T.frame(layout, 1), CGRect(x: 16 + 296.4, y: 0, width: 286.4, height: 200)))
    #expect(T.frame(layout, 0, 1).minY == 200)
    layout.setOrthogonalScrollOffset(296.4, forSection: 0)
    cv.layoutIfNeeded()
    #expect(abs(T.frame(layout, 1).minX - 16) < 1e-6)
    #expect(abs(T.frame(layout, 1, 1).minX - 312.4) < 1e-6)
    let visible = cv.layoutAttributesForElements().filter { $0.indexPath.section == 0 }
    #expect(visible.map(\.indexPath.item) == [0, 1, 2])
  }

  @Test func groupPagingCenteredPadsBothEnds() {
    let layout = Self.orthogonal(.groupPagingCentered)
    let cv6 = T.view(layout, [5])
    defer { withExtendedLifetime(cv6) {} }
    #expect(abs(T.frame(layout, 0).minX - 51.8) < 1e-6)
    #expect(abs(T.frame(layout, 0).maxX - 338.2) < 1e-6)
  }

  /// Example H: the carousel idiom scales items by their distance from the middle.
  @Test func visibleItemsHandlerChangesWhatIsShown() {
    let layout = Self.orthogonal(.continuous)
    let description = layout.sectionProvider!(0, layout.layoutContainer)!
    description.visibleItemsInvalidationHandler = { items, offset, environment in
      let middle = environment.container.contentSize.width / 2
      for item in items {
        let distance = abs(item.frame.midX - offset.x - middle)
        let scale = max(1 - distance / environment.container.contentSize.width, 0.8)
        item.transform = Transform2D(scaleX: scale, y: scale)
      }
    }
    let scaled = CollectionViewCompositionalLayout(section: description)
    let cv7 = T.view(scaled, [5])
    defer { withExtendedLifetime(cv7) {} }
    let first = scaled.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
    #expect(abs(first.transform3D.m11 - (1 - 35.8 / 390)) < 1e-6)
    #expect(abs(T.frame(scaled, 1).minX - 312.4) < 1e-6)
    #expect(
      scaled.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform3D.m11 == 0.8)
  }

  @Test func layoutHeaderAndHorizontalSections() {
    let item = NSCollectionLayoutItem(
      layoutSize: T.size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: T.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 10
    configuration.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: T.size(.absolute(30), .fractionalHeight(1)), elementKind: "banner",
        alignment: .leading)
    ]
    let layout = CollectionViewCompositionalLayout(
      section: T.section(group, spacing: 5), configuration: configuration)
    let cv8 = T.view(layout, [3, 2], size: CGSize(width: 300, height: 200))
    defer { withExtendedLifetime(cv8) {} }
    #expect(T.frame(layout, 0) == CGRect(x: 30, y: 0, width: 100, height: 100))
    #expect(T.frame(layout, 2) == CGRect(x: 135, y: 0, width: 100, height: 100))
    #expect(T.frame(layout, 0, 1) == CGRect(x: 245, y: 0, width: 100, height: 100))
    #expect(layout.collectionViewContentSize == CGSize(width: 345, height: 200))
    #expect(
      Self.supplementary(layout, "banner", 0)?.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
  }
}
