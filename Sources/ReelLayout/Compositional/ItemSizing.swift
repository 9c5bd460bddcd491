// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// How a group solver asks cells of estimated width for their size (SPEC-MODERN §1.3): the cell at
/// a section item index is offered a frame of the container's size on its estimated axes and its
/// fixed size on the others, and answers the size its content wants.
struct ItemSizing {
  /// The section item index of the group's first cell.
  var first: Int
  /// The preferred size of the cell at a section item index offered a frame of a size; nil keeps
  /// the estimate.
  let fit: (Int, CGSize) -> CGSize?
  /// The length a cell of estimated width may take when its group's width is estimated too (the
  /// section's width less its insets), points.
  var widest: CGFloat

  /// The same sizing for the cells from `count` later on.
  func advanced(by count: Int) -> ItemSizing {
    var copy = self
    copy.first += count
    return copy
  }
}

extension NSCollectionLayoutItem {
  /// Whether the item, or any item in it when it is a group, has an estimated width.
  var containsEstimatedWidth: Bool {
    if layoutSize.widthDimension.selfSizes { return true }
    return (self as? NSCollectionLayoutGroup)?.subitems.contains { $0.containsEstimatedWidth }
      ?? false
  }
}
