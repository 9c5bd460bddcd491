// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Selecting rows in code (the delegate is not told, as in UIKit).
extension TableView {
  /// Where a row ends up when scrolled to. Mirrors `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable, CaseIterable {
    case none, top, middle, bottom
  }

  /// The selected row; nil when none. Mirrors `indexPathForSelectedRow`.
  public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

  /// The selected rows in order; nil when none. Mirrors `indexPathsForSelectedRows`.
  public var indexPathsForSelectedRows: [IndexPath]? {
    guard let selected = rowsView.indexPathsForSelectedItems, !selected.isEmpty else {
      return nil
    }
    return selected.sorted()
  }

  /// Selects the row (nil deselects every row). Mirrors `selectRow(at:animated:scrollPosition:)`.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    rows.reloadIfNeeded()
    rowsView.selectItem(
      at: indexPath, animated: animated, scrollPosition: Self.itemPosition(scrollPosition))
  }

  /// Deselects the row. Mirrors `deselectRow(at:animated:)`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    rowsView.deselectItem(at: indexPath, animated: animated)
  }

  private static func itemPosition(_ position: ScrollPosition) -> ReelLayout.ScrollPosition {
    switch position {
    case .none: []
    case .top: .top
    case .middle: .centeredVertically
    case .bottom: .bottom
    }
  }
}
