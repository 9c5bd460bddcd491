// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A data source that can expand or collapse an item of its section snapshots, as a tap on an
/// outline disclosure does.
@MainActor
package protocol OutlineToggling: AnyObject {
  /// Expands the item at `indexPath` when it is collapsed, else collapses it, asking the
  /// section snapshot handlers first and applying the section snapshot animated; false when the
  /// item has no children or a handler refuses.
  func toggleOutline(at indexPath: IndexPath) -> Bool
  /// Whether the item at `indexPath` is expanded in its section snapshot.
  func isExpanded(at indexPath: IndexPath) -> Bool
  /// Whether the item at `indexPath` has children in its section snapshot.
  func hasChildren(at indexPath: IndexPath) -> Bool
}

extension CollectionViewDiffableDataSource: OutlineToggling {
  package func isExpanded(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section)
    else { return false }
    return snapshot(for: section).isExpanded(item)
  }

  package func hasChildren(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section)
    else { return false }
    let outline = snapshot(for: section)
    return outline.contains(item) && !outline.snapshot(of: item).items.isEmpty
  }

  package func toggleOutline(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section)
    else { return false }
    var outline = snapshot(for: section)
    guard outline.contains(item), !outline.snapshot(of: item).items.isEmpty else { return false }
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: true)
    return true
  }
}
