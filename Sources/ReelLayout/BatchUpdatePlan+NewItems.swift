// SPDX-License-Identifier: MIT
import Foundation

extension BatchUpdatePlan {
  /// Where the item at after-update `path` comes from, and whether it is reloaded (a new revision
  /// of that item); nil for an item the update creates (inserted, or in an inserted section).
  public func source(ofNewItem path: IndexPath) -> (old: IndexPath, isReloaded: Bool)? {
    let reloadedSection = reloadedSectionsByNew[path.section]
    if reloadedSection == nil, let old = itemNewToOld[path.section][path.item] {
      return (old, false)
    }
    if let old = reloadedItemsByNew[path] { return (old, true) }
    if let s = reloadedSection, path.item < oldItemCounts[s] {
      return (IndexPath(item: path.item, section: s), true)
    }
    return nil
  }

  /// The after-update index paths of the items the update creates, section by section: the order
  /// in which the collection view gives them identifiers.
  public var newItemPaths: [IndexPath] {
    newItemCounts.indices.flatMap { q in
      (0..<newItemCounts[q]).map { IndexPath(item: $0, section: q) }
        .filter { source(ofNewItem: $0) == nil }
    }
  }
}
