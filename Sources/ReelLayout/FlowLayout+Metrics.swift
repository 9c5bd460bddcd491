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

  /// The size of the item at `indexPath`; a self-sizing cell (SPEC-MODERN §10.1) is offered the
  /// estimate's size widened along the line to `lineLength` (the room the line has, points) and
  /// takes the size its content wants, no longer than the line.
  func itemSize(at indexPath: IndexPath, lineLength: CGFloat) -> CGSize {
    var size =
      asked.map { $1.collectionView($0, layout: self, sizeForItemAt: indexPath) } ?? itemSize
    if estimatedItemSize != .zero {
      // The estimate itself without a measuring collection view.
      size = estimatedItemSize == Self.automaticSize ? size : estimatedItemSize
      if let cv = collectionView, let fit = cv.preferredLayoutAttributesFitting {
        let vertical = scrollDirection == .vertical
        let room = max(lineLength, 0)
        let estimated = Self.attributesType.init(
          category: .cell, kind: nil, indexPath: indexPath)
        estimated.size = size
        let offered = estimated.copy()
        offered.size =
          vertical
          ? CGSize(width: room, height: size.height) : CGSize(width: size.width, height: room)
        let preferred = fit(offered, cv)
        if shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: estimated)
        {
          size = preferred.size
          if vertical {
            size.width = min(size.width, room)
          } else {
            size.height = min(size.height, room)
          }
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
