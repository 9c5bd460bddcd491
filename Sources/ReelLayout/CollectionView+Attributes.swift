// SPDX-License-Identifier: MIT
import Foundation

extension CollectionView {
  /// The item's attributes, laid out first if needed; nil when the layout has none. Mirrors
  /// `layoutAttributesForItem(at:)`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The supplementary view's attributes, laid out first if needed; nil when the layout has
  /// none. Mirrors `layoutAttributesForSupplementaryElement(ofKind:at:)`.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: indexPath)
  }
}
