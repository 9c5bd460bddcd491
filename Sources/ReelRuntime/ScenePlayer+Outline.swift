// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelScene
import ReelViews

extension ScenePlayer.Stage {
  /// A tap at `content` (content coordinates) at `time` on the hosted cell at `indexPath` that
  /// expands or collapses it, as iOS does for a list cell with an outline disclosure: anywhere
  /// on a header style cell (the first of its section for the automatic style), on the
  /// disclosure itself (the cell's trailing 44 points) otherwise. The accessory's action
  /// handler runs when it has one; else the diffable data source toggles the item's section
  /// snapshot, animated, and the cell is drawn with its disclosure turned from then on. False
  /// when the tap does not toggle (it then selects the item).
  @MainActor
  func tapOutline(at indexPath: IndexPath, content: CGPoint, time: Double, scale: CGFloat)
    throws(SceneError) -> Bool
  {
    guard let cell = collectionView.cellForItem(at: indexPath) as? CollectionViewListCell,
      let disclosure = cell.accessories.first(where: { $0.kind == .outlineDisclosure }),
      let attributes = collectionView.layoutAttributesForItem(at: indexPath),
      let location = spec.hostedController?.location
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
    guard let outline = collectionView.dataSource as? OutlineToggling,
      outline.hasChildren(at: indexPath),
      let element = timeline.elements(at: time).first(where: { $0.key == .cell(indexPath) })
    else { return false }
    // The cell as it was until now; a new revision from now, drawn with the disclosure turned.
    let traits = cellTraits(styles.traits, scale: scale)
    let before = CellViews.picture(of: cell, attributes: element.attributes, traits: traits)
    try startRevision(of: element, keeping: before, at: indexPath, time: time, location: location)
    guard outline.toggleOutline(at: indexPath) else { return true }
    cell.isExpanded = outline.isExpanded(at: indexPath)
    return true
  }
}

extension ScenePlayer {
  /// The outline sections' snapshots, and the styles and levels of all their items (hidden ones
  /// too, so expanding shows them as the scene describes).
  static func registerOutlines(of spec: CollectionViewSpec, in stage: Stage) {
    var merge = SectionStyleMerge()
    for (s, section) in spec.sections.enumerated() {
      guard let outline = section.outline else { continue }
      let snapshot = OutlineNode.snapshot(outline)
      stage.lists.outlines[section.id ?? "s\(s)"] = snapshot
      for item in OutlineNode.allItems(outline) {
        guard let id = item.id else { continue }
        stage.styles.setLevel(snapshot.level(of: id), for: id)
        if stage.styles.knows(id) { continue }
        stage.metrics.register(item, id: id)
        stage.styles.register(
          id: id, revision: 0, shared: merge.merged(item, over: section.style, section: s))
      }
    }
  }
}
