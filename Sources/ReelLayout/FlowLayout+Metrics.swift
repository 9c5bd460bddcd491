// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Each section's and item's metrics: the collection view's delegate's answer
/// (`CollectionViewDelegateFlowLayout`), else the layout's property; item sizes from the cells'
/// content when self-sizing.
extension FlowLayout {
  /// The collection view and its delegate, when the delegate answers flow layout questions.
  private var asked: (CollectionView, CollectionViewDelegateFlowLayout)? {
    guard let cv = collectionView, let delegate = cv.delegate as? CollectionViewDelegateFlowLayout
    else { return nil }
    return (cv, delegate)
  }

  func itemSize(at indexPath: IndexPath) -> CGSize {
    var size =
      asked.map { $1.collectionView($0, layout: self, sizeForItemAt: indexPath) } ?? itemSize
    if estimatedItemSize != .zero {
      // Self-sizing (SPEC-MODERN §10.1): the estimate's width, the height the cell wants (the
      // estimate itself when nothing measures cells).
      let estimate = estimatedItemSize == Self.automaticSize ? size : estimatedItemSize
      size = estimate
      if let cv = collectionView, let fit = cv.preferredLayoutAttributesFitting {
        let estimated = Self.attributesType.init(
          category: .cell, kind: nil, indexPath: indexPath)
        estimated.size = estimate
        let preferred = fit(estimated, cv)
        if shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: estimated)
        {
          size = preferred.size
        }
      }
    }
    return CGSize(
      width: size.width.isFinite ? max(size.width, 0) : 0,
      height: size.height.isFinite ? max(size.height, 0) : 0)
  }

  func inset(for section: Int) -> EdgeInsets {
    asked.map { $1.collectionView($0, layout: self, insetForSectionAt: section) } ?? sectionInset
  }

  func lineSpacing(for section: Int) -> CGFloat {
    asked.map { $1.collectionView($0, layout: self, minimumLineSpacingForSectionAt: section) }
      ?? minimumLineSpacing
  }

  func interitemSpacing(for section: Int) -> CGFloat {
    asked.map { $1.collectionView($0, layout: self, minimumInteritemSpacingForSectionAt: section) }
      ?? minimumInteritemSpacing
  }

  func headerSize(for section: Int) -> CGSize {
    asked.map { $1.collectionView($0, layout: self, referenceSizeForHeaderInSection: section) }
      ?? headerReferenceSize
  }

  func footerSize(for section: Int) -> CGSize {
    asked.map { $1.collectionView($0, layout: self, referenceSizeForFooterInSection: section) }
      ?? footerReferenceSize
  }
}
