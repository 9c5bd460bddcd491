// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A table's data source driven by snapshots of identifiers, as the collection view's: applying
/// one animates the rows' inserts, deletes and moves; cells come from the cell provider. It
/// becomes the table's data source when made; subclass it to give sections' titles
/// (`tableView(_:titleForHeaderInSection:)`). Mirrors `UIKit.UITableViewDiffableDataSource`.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
  TableViewDataSource, RowsOwningDataSource
{
  /// Gives the cell of a row. Mirrors `UITableViewDiffableDataSource.CellProvider`.
  public typealias TableCellProvider = (TableView, IndexPath, ItemIdentifierType) ->
    TableViewCell?

  /// How applied changes animate (kept: rows animate as a list's). Mirrors
  /// `defaultRowAnimation`.
  public var defaultRowAnimation = TableView.RowAnimation.automatic
  let tableCellProvider: TableCellProvider
  weak var table: TableView?

  /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table's
  /// `dataSource`. Mirrors `init(tableView:cellProvider:)`.
  public init(tableView: TableView, cellProvider: @escaping TableCellProvider) {
    tableCellProvider = cellProvider
    super.init(collectionView: tableView.rowsView) { [weak tableView] _, indexPath, item in
      guard let tableView else { return nil }
      let cell = cellProvider(tableView, indexPath, item)
      if let cell { tableView.prepare(cell, at: indexPath) }
      return cell
    }
    table = tableView
    supplementaryViewProvider = { [weak tableView] collectionView, kind, indexPath in
      tableView?.rows.collectionView(
        collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    tableView.dataSource = self
  }

  /// Shows `snapshot`'s rows (see the collection view's), and the sections' titles it asks for.
  public override func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
    file: String = #fileID, line: Int = #line
  ) {
    super.apply(
      snapshot, animatingDifferences: animatingDifferences, completion: completion, file: file,
      line: line)
    table?.rows.relayout()
  }

  /// The snapshot's section count.
  public func numberOfSections(in tableView: TableView) -> Int {
    snapshot().numberOfSections
  }

  /// The snapshot's rows in `section`.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return snapshot().numberOfItems(inSection: identifier)
  }

  /// The cell provider's cell for the row's identifier.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard let item = itemIdentifier(for: indexPath),
      let cell = tableCellProvider(tableView, indexPath, item)
    else { return TableViewCell(style: .default, reuseIdentifier: nil) }
    return cell
  }

  /// No header title; override to give one. Mirrors `tableView(_:titleForHeaderInSection:)`.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title; override to give one. Mirrors `tableView(_:titleForFooterInSection:)`.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// False; override to let rows be edited. Mirrors `tableView(_:canEditRowAt:)`.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// False; override to let rows be moved. Mirrors `tableView(_:canMoveRowAt:)`.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing; override to change the data for a delete or insert. Mirrors
  /// `tableView(_:commit:forRowAt:)`.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing; override to follow a row moved by hand. Mirrors `tableView(_:moveRowAt:to:)`.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// A table data source that keeps the rows view's data itself (a diffable one): the table then
/// does not read counts into the rows view.
@MainActor
protocol RowsOwningDataSource: AnyObject {}
