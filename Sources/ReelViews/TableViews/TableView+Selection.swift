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

  /// Scrolls so the row sits at `scrollPosition` (`.none`: the least scroll that shows it
  /// whole, none when it is), as the collection view's `scrollToItem(at:at:animated:)` moves;
  /// `file` and `line` name the call. Mirrors `scrollToRow(at:at:animated:)`.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool,
    file: String = #fileID, line: Int = #line
  ) {
    rows.reloadIfNeeded()
    rowsView.layoutIfNeeded()
    var position = Self.itemPosition(scrollPosition)
    if scrollPosition == .none {
      let row = rectForRow(at: indexPath)
      let shown = rowsView.bounds.inset(by: rowsView.adjustedContentInset)
      position = row.minY < shown.minY ? .top : row.maxY > shown.maxY ? .bottom : []
    }
    guard !position.isEmpty else { return }
    rowsView.scrollToItem(
      at: indexPath, at: position, animated: animated, file: file, line: line)
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
