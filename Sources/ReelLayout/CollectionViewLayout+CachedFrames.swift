// SPDX-License-Identifier: MIT
import Foundation

/// Helpers for the commonest custom layout: one section whose item frames are computed in
/// `prepare()` and cached in an array (stack, waterfall, selection strip…).
extension CollectionViewLayout {
  /// New cell attributes of the layout's `layoutAttributesClass`, framed by
  /// `frames[indexPath.item]`:
  /// the body of `layoutAttributesForItem(at:)`. Nil for index paths outside section 0 or the
  /// array.
  public func cellAttributes(at indexPath: IndexPath, cachedFrames frames: [CGRect])
    -> LayoutAttributes?
  {
    guard indexPath.count == 2, indexPath.section == 0, frames.indices.contains(indexPath.item)
    else { return nil }
    let attributes = type(of: self).attributesType.init(
      category: .cell, kind: nil, indexPath: indexPath)
    attributes.frame = frames[indexPath.item]
    return attributes
  }

  /// The body of `layoutAttributesForElements(in:)`: the items whose cached frame meets `rect`,
  /// each from `layoutAttributesForItem(at:)` so a subclass's changes to it apply.
  public func layoutAttributesForItems(cachedFrames frames: [CGRect], in rect: CGRect)
    -> [LayoutAttributes]
  {
    frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }
}
