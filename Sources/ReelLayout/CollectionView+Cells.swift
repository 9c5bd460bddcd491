// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionView {
  /// The items in the bounds, in index-path order, as values: the item, where it is and its
  /// attributes (the cells themselves are `visibleCells`, on the view layer).
  public var visibleItems: [VisibleCell] {
    layoutAttributesForElements().filter { $0.representedElementCategory == .cell && !$0.isHidden }
      .sorted { $0.indexPath < $1.indexPath }
      .compactMap { attributes in
        item(at: attributes.indexPath).map {
          VisibleCell(item: $0, indexPath: attributes.indexPath, attributes: attributes)
        }
      }
  }

  /// Where `cell`'s item is now; nil when it is gone. Mirrors `indexPath(for:)`.
  public func indexPath(for cell: VisibleCell) -> IndexPath? {
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(where: { $0.id == cell.item.id }) {
        return IndexPath(item: i, section: s)
      }
    }
    return nil
  }
}

/// A cell as the headless collection view has it: the item it shows and its layout attributes
/// when it was asked for: what `visibleItems` lists (the view layer's `visibleCells` lists
/// `CollectionViewCell`s, as UIKit's).
public struct VisibleCell: Sendable {
  public let item: CollectionViewItem
  public let indexPath: IndexPath
  public let attributes: LayoutAttributes
  /// Mirrors `frame`, `center`, `bounds` and `alpha` of the cell.
  public var frame: CGRect { attributes.frame }
  public var center: CGPoint { attributes.center }
  public var bounds: CGRect { attributes.bounds }
  public var alpha: CGFloat { attributes.alpha }
}
