// SPDX-License-Identifier: MIT
import Foundation

/// The operations recorded inside one `performBatchUpdates` block, in UIKit's index-path semantics
/// (SPEC §2.2): deletes and reloads use before-update paths, inserts after-update paths, moves go
/// from a before-update path to an after-update path. Call order does not matter (SPEC §2.1.1).
public struct BatchUpdates: Sendable, Equatable {
  public var insertedItems: [IndexPath] = []
  public var deletedItems: [IndexPath] = []
  public var reloadedItems: [IndexPath] = []
  /// Items whose cells keep their views and show new content (before-update paths): their
  /// geometry animates with the update, their content changes at once.
  public var reconfiguredItems: [IndexPath] = []
  public var movedItems: [ItemMove] = []
  public var insertedSections: [Int] = []
  public var deletedSections: [Int] = []
  public var reloadedSections: [Int] = []
  public var movedSections: [SectionMove] = []
  /// How many items each inserted section holds when there is no data source, by after-update
  /// section.
  public var insertedSectionItemCounts: [Int: Int] = [:]
  /// Identifiers for items the update creates, by after-update index path (others get serial
  /// numbers); reserve them with `CollectionView.newItemIDs(count:)`. An identifier an item keeps
  /// through the update is not reused (that item gets a serial number); a deleted item's may be.
  public var itemIDs: [IndexPath: String] = [:]
  /// What the data source reports after the update, items per section, when it is not the
  /// collection view's `dataSource` (a scene's `dataSourceCounts`): UIKit checks the update
  /// against these counts, and fails with its "invalid number of items" wording when they disagree.
  public var dataSourceItemCounts: [Int]?
  /// Identifiers for sections the update inserts, by after-update index (others get `s<serial>`).
  public var sectionIDs: [Int: String] = [:]

  public struct ItemMove: Hashable, Sendable {
    public var from: IndexPath
    public var to: IndexPath
  }
  public struct SectionMove: Hashable, Sendable {
    public var from: Int
    public var to: Int
  }

  public init() {}

  /// Whether nothing was recorded (an empty batch still animates layout changes, SPEC §2.1.5).
  public var isEmpty: Bool { self == BatchUpdates() }

  /// Mirrors `insertItems(at:)`.
  public mutating func insertItems(at indexPaths: [IndexPath]) { insertedItems += indexPaths }
  /// Mirrors `deleteItems(at:)`.
  public mutating func deleteItems(at indexPaths: [IndexPath]) { deletedItems += indexPaths }
  /// Mirrors `reloadItems(at:)`.
  public mutating func reloadItems(at indexPaths: [IndexPath]) { reloadedItems += indexPaths }
  /// Mirrors `reconfigureItems(at:)` (iOS 15) inside a batch: the cells stay and are configured
  /// again with the items' new data, without a reload's cross-fade; a size the new content wants
  /// animates with the rest of the update. Paths that name no item are ignored.
  public mutating func reconfigureItems(at indexPaths: [IndexPath]) {
    reconfiguredItems += indexPaths
  }
  /// Mirrors `moveItem(at:to:)`.
  public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    movedItems.append(ItemMove(from: indexPath, to: newIndexPath))
  }
  /// Mirrors `insertSections(_:)`; `itemCount` is the new section's size when no data source says
  /// it.
  public mutating func insertSections(_ sections: [Int], itemCount: Int = 0) {
    insertedSections += sections
    for s in sections { insertedSectionItemCounts[s] = itemCount }
  }
  /// Mirrors `deleteSections(_:)`.
  public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }
  /// Mirrors `reloadSections(_:)`.
  public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }
  /// Mirrors `moveSection(_:toSection:)`.
  public mutating func moveSection(_ section: Int, toSection newSection: Int) {
    movedSections.append(SectionMove(from: section, to: newSection))
  }

  /// Merges another batch's operations (nested batches coalesce, SPEC §2.1.2).
  public mutating func append(_ other: BatchUpdates) {
    insertedItems += other.insertedItems
    deletedItems += other.deletedItems
    reloadedItems += other.reloadedItems
    reconfiguredItems += other.reconfiguredItems
    movedItems += other.movedItems
    insertedSections += other.insertedSections
    deletedSections += other.deletedSections
    reloadedSections += other.reloadedSections
    movedSections += other.movedSections
    insertedSectionItemCounts.merge(other.insertedSectionItemCounts) { $1 }
  }
}
