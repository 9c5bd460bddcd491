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
    var paths: [IndexPath] = []
    for q in newItemCounts.indices {
      let keepsItems = reloadedSectionsByNew[q] == nil
      for i in 0..<newItemCounts[q] {
        // Most items survive in place: no index path is built for them.
        if keepsItems, itemNewToOld[q][i] != nil { continue }
        let path = IndexPath(item: i, section: q)
        if source(ofNewItem: path) == nil { paths.append(path) }
      }
    }
    return paths
  }
}
