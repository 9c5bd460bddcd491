// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// The collection view's safe area, margins and traits as compositional layouts and ports read
/// them (issue 16, point 5).
@Suite struct CollectionViewSurfaceTests {
  typealias T = CompositionalLayoutTests

  /// Landscape iPhone: 844 × 390 with 47-point safe areas on the sides leaves 750 for sections
  /// (SPEC-MODERN §7's worked example); `none` ignores the safe area.
  @Test func sectionsRespectTheSafeArea() {
    let item = NSCollectionLayoutItem(layoutSize: T.size(.fractionalWidth(0.5), .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: T.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    final class Seen: @unchecked Sendable { var width: CGFloat = 0 }
    let seen = Seen()
    let layout = CollectionViewCompositionalLayout { _, environment in
      seen.width = environment.container.effectiveContentSize.width
      return T.section(group)
    }
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 844, height: 390), collectionViewLayout: layout,
      itemCounts: [2])
    cv.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    layout.invalidateLayout()
    cv.layoutIfNeeded()
    #expect(seen.width == 750)
    #expect(T.frame(layout, 1) == CGRect(x: 47 + 375, y: 0, width: 375, height: 50))
    #expect(cv.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    cv.contentInsetAdjustmentBehavior = .never
    layout.invalidateLayout()
    cv.layoutIfNeeded()
    #expect(seen.width == 844 && cv.adjustedContentInset == .zero)
    let configuration = layout.configuration
    configuration.contentInsetsReference = .layoutMargins
    cv.contentInsetAdjustmentBehavior = .automatic
    layout.configuration = configuration
    cv.layoutIfNeeded()
    let margins = seen.width
    #expect(margins == 828, "\(margins)")
  }

  @Test func traitsAndVisibleItems() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 250), collectionViewLayout: layout,
      itemCounts: [20], scale: 3)
    cv.effectiveUserInterfaceLayoutDirection = .rightToLeft
    let traits = cv.traitCollection
    #expect(traits.displayScale == 3 && traits.layoutDirection == .rightToLeft)
    #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
    #expect(cv.indexPathsForVisibleItems == (0..<9).map { IndexPath(item: $0, section: 0) })
    let empty = LayoutAttributes()
    #expect(empty.representedElementCategory == .cell && empty.indexPath.isEmpty)
    #expect(
      CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi / 2, 0, 0, 1)
        == Transform3D(scaleX: 2, y: 2, z: 1).rotated(by: .pi / 2, x: 0, y: 0, z: 1))
  }
}

/// Estimated dimensions: cells take the size `preferredLayoutAttributesFitting` gives them.
@Suite struct SelfSizingTests {
  typealias T = CompositionalLayoutTests

  @Test func estimatedRowsFitTheirContent() {
    let item = NSCollectionLayoutItem(layoutSize: T.size(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: T.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: T.section(group, spacing: 2))
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
      itemCounts: [3])
    // Item i wants 20 · (i + 1) points at any width.
    cv.preferredLayoutAttributesFitting = { attributes, _ in
      let fitted = attributes.copy()
      fitted.size.height = CGFloat(20 * (attributes.indexPath.item + 1))
      return fitted
    }
    cv.layoutIfNeeded()
    #expect(
      (0..<3).map { T.frame(layout, $0) } == [
        CGRect(x: 0, y: 0, width: 300, height: 20), CGRect(x: 0, y: 22, width: 300, height: 40),
        CGRect(x: 0, y: 64, width: 300, height: 60),
      ])
    #expect(layout.collectionViewContentSize.height == 124)
    // Without a fitting, cells keep their estimates.
    cv.preferredLayoutAttributesFitting = nil
    layout.invalidateLayout()
    cv.layoutIfNeeded()
    #expect(T.frame(layout, 2) == CGRect(x: 0, y: 92, width: 300, height: 44))
  }

  /// In a row of estimated cells the group takes the tallest; a fixed-height group keeps its
  /// height.
  @Test func aRowTakesItsTallestCell() {
    let item = NSCollectionLayoutItem(layoutSize: T.size(.fractionalWidth(0.5), .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: T.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: T.section(group))
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
      itemCounts: [3])
    cv.preferredLayoutAttributesFitting = { attributes, _ in
      let fitted = attributes.copy()
      fitted.size.height = attributes.indexPath.item == 1 ? 90 : 30
      return fitted
    }
    cv.layoutIfNeeded()
    #expect(T.frame(layout, 0).height == 30 && T.frame(layout, 1).height == 90)
    #expect(T.frame(layout, 2).minY == 90)
  }
}

/// The flow layout's self-sizing (`estimatedItemSize`).
@Suite struct FlowSelfSizingTests {
  @Test func estimatedItemsTakeTheirContentsHeight() {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 300, height: 44)
    layout.minimumLineSpacing = 0
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
      itemCounts: [3])
    cv.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: [0, 2])?.frame.minY == 88)
    cv.preferredLayoutAttributesFitting = { attributes, _ in
      let fitted = attributes.copy()
      fitted.size.height = attributes.indexPath.item == 0 ? 100 : 10
      return fitted
    }
    layout.invalidateLayout()
    cv.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: [0, 2])?.frame.minY == 110)
    #expect(cv.contentSize.height == 120)
  }
}
