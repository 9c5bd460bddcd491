// SPDX-License-Identifier: MIT
import Foundation

/// A validated batch update: which before-update element becomes which after-update element.
///
/// Built from the before-update item counts and the recorded operations (SPEC §2.2–2.5): deletes
/// and reloads in old index paths, inserts in new ones, moves old → new; reloads are a delete plus
/// an
/// insert at the place the item would otherwise move to; section deletes/inserts imply their items.
/// If `newItemCounts` (the data source after the update) is given, UIKit's count invariants are
/// checked against it; otherwise the new counts follow from the operations.
///
/// - Complexity: O(n log n) in the number of items and operations.
public struct BatchUpdatePlan: Sendable {
  public let oldItemCounts: [Int]
  public let newItemCounts: [Int]
  /// For each before-update section, its after-update index; nil if deleted or reloaded.
  public let sectionOldToNew: [Int?]
  /// For each after-update section, its before-update index; nil if inserted or reloaded.
  public let sectionNewToOld: [Int?]
  /// For each before-update item, where the same cell ends up; nil if deleted or reloaded.
  public let itemOldToNew: [[IndexPath?]]
  /// For each after-update item, where its cell was; nil if inserted or reloaded.
  public let itemNewToOld: [[IndexPath?]]
  /// Reloaded items: before-update path → after-update path (same data, new cell).
  public let reloadedItems: [IndexPath: IndexPath]
  /// Reloaded sections: before-update index → after-update index.
  public let reloadedSections: [Int: Int]
  /// What `prepare(forCollectionViewUpdates:)` receives: deletes, inserts, reloads, moves (SPEC
  /// §2.4.2).
  public let updateItems: [CollectionViewUpdateItem]
  /// `reloadedItems` and `reloadedSections` the other way: after-update → before-update.
  let reloadedItemsByNew: [IndexPath: IndexPath]
  let reloadedSectionsByNew: [Int: Int]

  enum Slot {
    case inserted
    case old(Int)
  }

  /// Validates `updates` against `oldItemCounts` and computes the mapping.
  /// - Throws: `BatchUpdateError` with UIKit's wording for the first inconsistency found.
  public init(oldItemCounts: [Int], updates u: BatchUpdates, newItemCounts given: [Int]? = nil)
    throws(BatchUpdateError)
  {
    self.oldItemCounts = oldItemCounts
    let sections = try SectionPlan(
      oldCount: oldItemCounts.count, updates: u, givenNewCount: given?.count)
    sectionOldToNew = sections.oldToNew
    sectionNewToOld = sections.newToOld
    reloadedSections = sections.reloaded
    let items = try ItemPlan(
      oldItemCounts: oldItemCounts, sections: sections, updates: u, givenNewCounts: given)
    self.newItemCounts = items.newCounts
    itemOldToNew = items.oldToNew
    itemNewToOld = items.newToOld
    reloadedItems = items.reloaded
    reloadedItemsByNew = Dictionary(
      items.reloaded.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    reloadedSectionsByNew = Dictionary(
      sections.reloaded.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    updateItems = Self.makeUpdateItems(u, sections: sections, items: items)
  }

  /// The after-update path of the cell at `indexPath` before the update, or nil if it goes away.
  public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, itemOldToNew.indices.contains(indexPath.section),
      itemOldToNew[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemOldToNew[indexPath.section][indexPath.item]
  }

  /// The before-update path of the cell now at `indexPath`, or nil if it is new.
  public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, itemNewToOld.indices.contains(indexPath.section),
      itemNewToOld[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemNewToOld[indexPath.section][indexPath.item]
  }

  private static func makeUpdateItems(_ u: BatchUpdates, sections: SectionPlan, items: ItemPlan)
    -> [CollectionViewUpdateItem]
  {
    let sp = CollectionViewUpdateItem.sectionPath
    var deletes = sections.deleted.map {
      CollectionViewUpdateItem(before: sp($0), after: nil, action: .delete)
    }
    deletes += items.deleted.map {
      CollectionViewUpdateItem(before: $0, after: nil, action: .delete)
    }
    var inserts = sections.inserted.map {
      CollectionViewUpdateItem(before: nil, after: sp($0), action: .insert)
    }
    inserts += items.inserted.map {
      CollectionViewUpdateItem(before: nil, after: $0, action: .insert)
    }
    var reloads = sections.reloaded.map {
      CollectionViewUpdateItem(before: sp($0.key), after: sp($0.value), action: .reload)
    }
    reloads += items.reloaded.map {
      CollectionViewUpdateItem(before: $0.key, after: $0.value, action: .reload)
    }
    var moves = sections.moves.map {
      CollectionViewUpdateItem(before: sp($0.from), after: sp($0.to), action: .move)
    }
    moves += items.moves.map {
      CollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move)
    }
    deletes.sort { $0.indexPathBeforeUpdate! > $1.indexPathBeforeUpdate! }
    inserts.sort { $0.indexPathAfterUpdate! < $1.indexPathAfterUpdate! }
    reloads.sort { $0.indexPathBeforeUpdate! < $1.indexPathBeforeUpdate! }
    moves.sort { $0.indexPathBeforeUpdate! < $1.indexPathBeforeUpdate! }
    return deletes + inserts + reloads + moves
  }

  /// Places survivors, in order, into the slots not taken by inserts and moves.
  static func fill(_ slots: inout [Slot?], survivors: [Int]) {
    var next = survivors.makeIterator()
    for i in slots.indices where slots[i] == nil { slots[i] = next.next().map(Slot.old) }
  }
}
