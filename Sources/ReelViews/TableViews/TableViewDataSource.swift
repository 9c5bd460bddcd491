// SPDX-License-Identifier: MIT
import Foundation

/// What a table asks for its rows. Every method but the row count and the cell is optional, as
/// in UIKit: the defaults answer one section, no titles, editable rows that do not move.
/// Mirrors `UIKit.UITableViewDataSource`.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many sections there are; default 1. Mirrors `numberOfSections(in:)`.
  func numberOfSections(in tableView: TableView) -> Int
  /// How many rows `section` has. Mirrors `tableView(_:numberOfRowsInSection:)`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of the row at `indexPath`, usually `dequeueReusableCell(withIdentifier:for:)`.
  /// Mirrors `tableView(_:cellForRowAt:)`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The title of `section`'s header; nil (the default) for none. Mirrors
  /// `tableView(_:titleForHeaderInSection:)`.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer; nil (the default) for none. Mirrors
  /// `tableView(_:titleForFooterInSection:)`.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited; default true. Mirrors `tableView(_:canEditRowAt:)`.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved; default false. Mirrors `tableView(_:canMoveRowAt:)`.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// A row's delete or insert button was tapped; default nothing. Mirrors
  /// `tableView(_:commit:forRowAt:)`.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// A row was moved by hand; default nothing. Mirrors `tableView(_:moveRowAt:to:)`.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The section index's titles; nil (the default) for none. Mirrors
  /// `sectionIndexTitles(for:)`.
  func sectionIndexTitles(for tableView: TableView) -> [String]?
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// No row moves.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
}
