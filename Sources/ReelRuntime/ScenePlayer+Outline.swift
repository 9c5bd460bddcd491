// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelViews

extension ScenePlayer.Stage {
  /// A tap at `content` (content coordinates) on the hosted cell at `indexPath` that expands or
  /// collapses it, as iOS does for a list cell with an outline disclosure: anywhere on a header
  /// style cell (the first of its section for the automatic style), on the disclosure itself
  /// (the cell's trailing 44 points) otherwise. The accessory's action handler runs when it has
  /// one; else the diffable data source toggles the item's section snapshot, animated. False
  /// when the tap does not toggle (it then selects the item).
  @MainActor
  func tapOutline(at indexPath: IndexPath, content: CGPoint) -> Bool {
    guard let cell = collectionView.cellForItem(at: indexPath) as? CollectionViewListCell,
      let disclosure = cell.accessories.first(where: { $0.kind == .outlineDisclosure }),
      let attributes = collectionView.layoutAttributesForItem(at: indexPath)
    else { return false }
    let header =
      disclosure.outlineStyle == .header
      || (disclosure.outlineStyle == .automatic && indexPath.item == 0)
    let onDisclosure =
      collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? content.x <= attributes.frame.minX + 44 : content.x >= attributes.frame.maxX - 44
    guard header || onDisclosure else { return false }
    if let handler = disclosure.actionHandler {
      handler()
      return true
    }
    return (collectionView.dataSource as? OutlineToggling)?.toggleOutline(at: indexPath) ?? false
  }
}
