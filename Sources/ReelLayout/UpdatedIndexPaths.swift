// SPDX-License-Identifier: MIT
import Foundation

/// The index paths a batch update touches, by action — what custom layouts record in
/// `prepare(forCollectionViewUpdates:)` so their appearing/disappearing attributes animate only the
/// items really inserted or deleted (UIKit calls those hooks for every visible element, SPEC §3.2).
public struct UpdatedIndexPaths: Sendable, Equatable {
  /// After-update paths of inserted items.
  public var inserted: Set<IndexPath> = []
  /// Before-update paths of deleted items.
  public var deleted: Set<IndexPath> = []
  /// Reloaded items: before-update path → after-update path.
  public var reloaded: [IndexPath: IndexPath] = [:]
  /// Moved items: before-update path → after-update path.
  public var moved: [IndexPath: IndexPath] = [:]

  public init() {}

  /// Sorts the update items of one batch (section operations are left out).
  public init(_ updateItems: [CollectionViewUpdateItem]) {
    for item in updateItems where !item.isSectionOperation {
      switch (item.updateAction, item.indexPathBeforeUpdate, item.indexPathAfterUpdate) {
      case (.insert, _, let after?): inserted.insert(after)
      case (.delete, let before?, _): deleted.insert(before)
      case (.reload, let before?, let after?): reloaded[before] = after
      case (.move, let before?, let after?): moved[before] = after
      default: break
      }
    }
  }

  /// The after-update path of a reloaded item's old path, or of nothing.
  public func reloadedBefore(_ after: IndexPath) -> IndexPath? {
    reloaded.first { $0.value == after }?.key
  }
}
