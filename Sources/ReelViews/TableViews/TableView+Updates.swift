// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Changing rows and sections after the data source changed, as one batch update of the rows
/// view (a data source whose counts disagree is UIKit's "Invalid update" exception: recorded
/// with the caller's file and line, and nothing changes).
extension TableView {
  /// How inserted, deleted and reloaded rows animate. Reel animates them as a list's rows (the
  /// kind is kept). Mirrors `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable, CaseIterable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Runs `updates` (inserts, deletes, moves, reloads) as one animated change, then
  /// `completion` with whether it was applied. Mirrors `performBatchUpdates(_:completion:)`.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: String = #fileID,
    line: Int = #line
  ) {
    rows.reloadIfNeeded()
    let recorded = rowsView.recordUpdates { updates?() }
    rows.readCounts()
    let cells = CollectionViewCells.of(rowsView)
    do {
      try cells.play(recorded, animated: true)
      completion?(true)
    } catch {
      cells.report(Self.tableWording("\(error)"), file: file, line: line)
      completion?(false)
    }
  }

  /// UIKit's table wording of a collection view's update error ("rows", "Table view").
  static func tableWording(_ message: String) -> String {
    message.replacingOccurrences(of: "number of items", with: "number of rows")
      .replacingOccurrences(of: " items ", with: " rows ")
      .replacingOccurrences(of: "item ", with: "row ")
      .replacingOccurrences(of: "collection view", with: "table view")
  }

  /// Inserts rows (the data source already has them). Mirrors `insertRows(at:with:)`.
  public func insertRows(
    at indexPaths: [IndexPath], with animation: RowAnimation,
    file: String = #fileID, line: Int = #line
  ) {
    update(file: file, line: line) { self.rowsView.insertItems(at: indexPaths) }
  }

  /// Deletes rows. Mirrors `deleteRows(at:with:)`.
  public func deleteRows(
    at indexPaths: [IndexPath], with animation: RowAnimation,
    file: String = #fileID, line: Int = #line
  ) {
    update(file: file, line: line) { self.rowsView.deleteItems(at: indexPaths) }
  }

  /// Asks for the rows' cells again. Mirrors `reloadRows(at:with:)`.
  public func reloadRows(
    at indexPaths: [IndexPath], with animation: RowAnimation,
    file: String = #fileID, line: Int = #line
  ) {
    update(file: file, line: line) { self.rowsView.reloadItems(at: indexPaths) }
  }

  /// Moves a row. Mirrors `moveRow(at:to:)`.
  public func moveRow(
    at indexPath: IndexPath, to newIndexPath: IndexPath,
    file: String = #fileID, line: Int = #line
  ) {
    update(file: file, line: line) { self.rowsView.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Inserts sections, their rows from the data source. Mirrors `insertSections(_:with:)`.
  public func insertSections(
    _ sections: IndexSet, with animation: RowAnimation,
    file: String = #fileID, line: Int = #line
  ) {
    update(file: file, line: line) {
      for section in sections {
        let count = (self.dataSource?.tableView(self, numberOfRowsInSection: section)) ?? 0
        self.rowsView.insertSections([section], itemCount: count)
      }
    }
  }

  /// Deletes sections. Mirrors `deleteSections(_:with:)`.
  public func deleteSections(
    _ sections: IndexSet, with animation: RowAnimation,
    file: String = #fileID, line: Int = #line
  ) {
    update(file: file, line: line) { self.rowsView.deleteSections(Array(sections)) }
  }

  /// Asks for the sections' rows again. Mirrors `reloadSections(_:with:)`.
  public func reloadSections(
    _ sections: IndexSet, with animation: RowAnimation,
    file: String = #fileID, line: Int = #line
  ) {
    update(file: file, line: line) { self.rowsView.reloadSections(Array(sections)) }
  }

  /// Starts a group of changes applied together at `endUpdates()`. Mirrors `beginUpdates()`.
  public func beginUpdates() { updateDepth += 1 }

  /// Applies the changes made since `beginUpdates()`. Mirrors `endUpdates()`.
  public func endUpdates(file: String = #fileID, line: Int = #line) {
    updateDepth = max(updateDepth - 1, 0)
    guard updateDepth == 0 else { return }
    let pending = pendingRowUpdates
    pendingRowUpdates = []
    performBatchUpdates({ for change in pending { change() } }, file: file, line: line)
  }

  /// Runs `change` now as its own batch, or at `endUpdates()` inside a group.
  private func update(file: String, line: Int, _ change: @escaping () -> Void) {
    if updateDepth > 0 {
      pendingRowUpdates.append(change)
    } else {
      performBatchUpdates(change, file: file, line: line)
    }
  }
}
