// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// Estimated heights in orthogonal sections: each card takes its content's height and the row is
/// as tall as its tallest group.
@Suite struct CompositionalSelfSizingTests {
  @Test func orthogonalRowsTakeTheTallestCardsHeight() throws {
    let size = NSCollectionLayoutSize(
      widthDimension: .absolute(200), heightDimension: .estimated(100))
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
    let cards = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
    cards.orthogonalScrollingBehavior = .continuous
    cards.interGroupSpacing = 10
    let rows = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
    let list = NSCollectionLayoutSection(
      group: .vertical(layoutSize: rows.layoutSize, subitems: [rows]))
    let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? cards : list }
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout,
      itemCounts: [3, 2])
    cv.preferredLayoutAttributesFitting = { attributes, _ in
      let fitted = attributes.copy()
      fitted.size.height = attributes.indexPath.item == 1 ? 150 : 80
      return fitted
    }
    cv.layoutIfNeeded()
    let frame = { (item: Int, section: Int) in
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }
    #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(frame(1, 0) == CGRect(x: 210, y: 0, width: 200, height: 150))
    // The next section starts below the tallest card.
    #expect(frame(0, 1).minY == 150)
  }
}

@Suite struct UniformSiblingsTests {
  @Test func siblingsGrowToTheTallestInTheirGroup() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1 / 3),
        heightDimension: .uniformAcrossSiblings(estimate: 50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
      subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout,
      itemCounts: [6])
    let heights: [CGFloat] = [60, 90, 70, 40, 45, 30]
    cv.preferredLayoutAttributesFitting = { attributes, _ in
      let fitted = attributes.copy()
      fitted.size.height = heights[attributes.indexPath.item]
      return fitted
    }
    cv.layoutIfNeeded()
    let frames = (0..<6).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null
    }
    #expect(frames.prefix(3).allSatisfy { $0.height == 90 && $0.minY == 0 })
    // The second row starts below the first's 90 points and shares its own tallest, 45.
    #expect(frames.suffix(3).allSatisfy { $0.height == 45 && $0.minY == 90 })
    #expect(NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 50).isUniformAcrossSiblings)
  }
}
