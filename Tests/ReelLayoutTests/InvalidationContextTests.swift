// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// A layout that records the contexts it is invalidated with.
final class RecordingLayout: FlowLayout, @unchecked Sendable {
  var contexts: [CollectionViewLayoutInvalidationContext] = []
  var invalidatesOnBoundsChange = true

  override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    contexts.append(context)
    super.invalidateLayout(with: context)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    invalidatesOnBoundsChange
  }
}

/// Invalidation contexts (SPEC-MODERN §10; UIKit's `invalidateLayout(with:)` family).
@Suite struct InvalidationContextTests {
  @Test func invalidateLayoutSaysEverythingAndBoundsChangesSayWhatMoved() throws {
    let layout = RecordingLayout()
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout,
      itemCounts: [40])
    cv.layoutIfNeeded()
    layout.contexts = []
    layout.invalidateLayout()
    let everything = try #require(layout.contexts.last)
    #expect(everything.invalidateEverything && everything.invalidateDataSourceCounts)
    #expect(everything is FlowLayoutInvalidationContext)
    #expect(!everything.keepsItems)
    cv.layoutIfNeeded()
    // A bounds change the layout asks for: a context from invalidationContext(forBoundsChange:).
    let invalidated = layout.invalidateIfNeeded(
      forBoundsChange: CGRect(x: 0, y: 100, width: 300, height: 450))
    let moved = try #require(layout.contexts.last)
    #expect(invalidated && moved.keepsItems && !moved.invalidateEverything)
    #expect(moved.contentSizeAdjustment == CGSize(width: 0, height: 50))
    layout.invalidatesOnBoundsChange = false
    let count = layout.contexts.count
    #expect(!layout.invalidateIfNeeded(forBoundsChange: cv.bounds.offsetBy(dx: 0, dy: 10)))
    #expect(layout.contexts.count == count)
  }

  @Test func contextsNameElementsAndAdjustTheOffset() {
    let layout = FlowLayout()
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout,
      itemCounts: [40])
    cv.layoutIfNeeded()
    let context = layout.makeInvalidationContext()
    context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
    context.invalidateSupplementaryElements(
      ofKind: ElementKind.sectionHeader, at: [IndexPath(item: 0, section: 0)])
    context.invalidateSupplementaryElements(
      ofKind: ElementKind.sectionHeader, at: [IndexPath(item: 0, section: 1)])
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 25)
    layout.invalidateLayout(with: context)
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 3, section: 0)])
    #expect(context.invalidatedSupplementaryIndexPaths?[ElementKind.sectionHeader]?.count == 2)
    #expect(!context.keepsItems)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 25))
    #expect(layout.needsPrepare)
  }

  @Test func aCompositionalLayoutKeepsItsSectionsWhenOnlyTheBoundsMove() {
    let calls = Counter()
    let layout = CollectionViewCompositionalLayout { _, _ in
      calls.count += 1
      let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
      let section = NSCollectionLayoutSection(
        group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: ElementKind.sectionHeader, alignment: .top)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    }
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout,
      itemCounts: [100])
    cv.layoutIfNeeded()
    let solved = calls.count
    // Scrolling: the pinned header asks for invalidation, the sections stay solved.
    #expect(layout.invalidateIfNeeded(forBoundsChange: cv.bounds.offsetBy(dx: 0, dy: 500)))
    cv.bounds = cv.bounds.offsetBy(dx: 0, dy: 500)
    cv.layoutIfNeeded()
    #expect(calls.count == solved)
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == 500)
    // A new width solves again.
    layout.invalidateIfNeeded(forBoundsChange: CGRect(x: 0, y: 500, width: 320, height: 400))
    cv.bounds = CGRect(x: 0, y: 500, width: 320, height: 400)
    cv.layoutIfNeeded()
    #expect(calls.count > solved)
  }

  @Test func aLayoutThatDeclinesPreferredAttributesKeepsItsEstimates() {
    final class Declining: CollectionViewCompositionalLayout, @unchecked Sendable {
      override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
      ) -> Bool { false }
    }
    let config = CollectionLayoutListConfiguration(appearance: .plain)
    for declines in [false, true] {
      let provider: CollectionViewCompositionalLayout.SectionProvider = { _, environment in
        .list(using: config, layoutEnvironment: environment)
      }
      let layout =
        declines
        ? Declining(sectionProvider: provider)
        : CollectionViewCompositionalLayout(
          sectionProvider: provider)
      let cv = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout,
        itemCounts: [2])
      cv.systemVersion = .iOS18
      cv.preferredLayoutAttributesFitting = { attributes, _ in
        let fitted = attributes.copy()
        fitted.size.height = 90
        return fitted
      }
      cv.layoutIfNeeded()
      let height = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.height
      #expect(height == (declines ? 44 : 90))
    }
  }
}

final class Counter: @unchecked Sendable { var count = 0 }
