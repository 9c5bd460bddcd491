// SPDX-License-Identifier: MIT
// Ported from an iOS project: the only change is `import UIKit` → `import ReelUIKit`.
import ReelUIKit

/// A flow layout whose inserted items slide in from the trailing edge and whose deleted items
/// slide out to the leading edge, fading, while the others close up as usual.
open class SlidingFlowLayout: UICollectionViewFlowLayout {
  private var insertedIndexPaths: [IndexPath] = []
  private var deletedIndexPaths: [IndexPath] = []

  open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    insertedIndexPaths = updateItems.compactMap {
      $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil
    }
    deletedIndexPaths = updateItems.compactMap {
      $0.updateAction == .delete ? $0.indexPathBeforeUpdate : nil
    }
  }

  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedIndexPaths = []
    deletedIndexPaths = []
  }

  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard insertedIndexPaths.contains(itemIndexPath), let collectionView = collectionView,
      let sliding = attributes?.copy() as? UICollectionViewLayoutAttributes
    else { return attributes }
    sliding.transform = CGAffineTransform(translationX: collectionView.bounds.width, y: 0)
    sliding.alpha = 1
    return sliding
  }

  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard deletedIndexPaths.contains(itemIndexPath), let collectionView = collectionView,
      let sliding = attributes?.copy() as? UICollectionViewLayoutAttributes
    else { return attributes }
    sliding.transform = CGAffineTransform(translationX: -collectionView.bounds.width, y: 0)
    sliding.alpha = 0
    return sliding
  }
}
