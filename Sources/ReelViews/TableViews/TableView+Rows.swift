// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Cells: registering classes, dequeuing, and finding rows and their cells.
extension TableView {
  /// The delegate, when it is a table's. Not UIKit API (UIKit's `delegate` has this type).
  public var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

  /// Registers `cellClass` (a `TableViewCell` subclass, made with the `default` style; nil
  /// removes it) for `identifier`. Mirrors `register(_:forCellReuseIdentifier:)`.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    rowsView.register(cellClass as? TableViewCell.Type, forCellWithReuseIdentifier: identifier)
  }

  /// Registers `aClass` (a `TableViewHeaderFooterView` subclass) for headers and footers.
  /// Mirrors `register(_:forHeaderFooterViewReuseIdentifier:)`.
  public func register(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterClasses[identifier] = aClass as? TableViewHeaderFooterView.Type
  }

  /// A cell of the class registered for `identifier`, for the row at `indexPath` (an
  /// unregistered identifier is UIKit's exception: recorded with the caller's file and line,
  /// and a plain cell returned). Mirrors `dequeueReusableCell(withIdentifier:for:)`.
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath, file: String = #fileID,
    line: Int = #line
  ) -> TableViewCell {
    let cell = rowsView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath, file: file, line: line)
    return cell as? TableViewCell ?? TableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell of the class registered for `identifier`, or nil when none is (the code then makes
  /// one). Mirrors `dequeueReusableCell(withIdentifier:)`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard let type = CollectionViewCells.of(rowsView).cellClasses[identifier] else { return nil }
    let cell = (type as? TableViewCell.Type)?.init(reuseFrame: .zero) as? TableViewCell
    cell?.reuseIdentifier = identifier
    return cell
  }

  /// A header or footer of the class registered for `identifier`; nil when none is. Mirrors
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    guard let type = headerFooterClasses[identifier] else { return nil }
    let view: TableViewHeaderFooterView? = type.init(reuseFrame: .zero)
    view?.reuseIdentifier = identifier
    return view
  }

  /// Mirrors `numberOfSections`.
  public var numberOfSections: Int {
    rows.reloadIfNeeded()
    return rowsView.numberOfSections
  }

  /// Rows in `section`; 0 for a section that does not exist. Mirrors `numberOfRows(inSection:)`.
  public func numberOfRows(inSection section: Int) -> Int {
    rows.reloadIfNeeded()
    return rowsView.numberOfItems(inSection: section)
  }

  /// Reads the data source again and shows every row anew. Mirrors `reloadData()`.
  public func reloadData() { rows.load() }

  /// The cell shown for the row, if it has one. Mirrors `cellForRow(at:)`.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    rowsView.cellForItem(at: indexPath) as? TableViewCell
  }

  /// The row `cell` shows; nil for a cell not in the table. Mirrors `indexPath(for:)`.
  public func indexPath(for cell: TableViewCell) -> IndexPath? { rowsView.indexPath(for: cell) }

  /// The row at `point` (the table's content coordinates); nil between or past the rows.
  /// Mirrors `indexPathForRow(at:)`.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    rowsView.indexPathForItem(at: point)
  }

  /// `section`'s header view, once it has been shown; nil otherwise. Mirrors
  /// `headerView(forSection:)`.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    rowsView.supplementaryView(
      forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
      as? TableViewHeaderFooterView
  }

  /// `section`'s footer view, as `headerView(forSection:)`. Mirrors `footerView(forSection:)`.
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    rowsView.supplementaryView(
      forElementKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: section))
      as? TableViewHeaderFooterView
  }

  /// The cells of the rows in view. Mirrors `visibleCells`.
  public var visibleCells: [TableViewCell] {
    rowsView.visibleCells.compactMap { $0 as? TableViewCell }
  }

  /// The rows in view, in order. Mirrors `indexPathsForVisibleRows`.
  public var indexPathsForVisibleRows: [IndexPath]? { rowsView.indexPathsForVisibleItems.sorted() }

  /// The row's frame in the table's content, points. Mirrors `rectForRow(at:)`.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    rowsView.layoutIfNeeded()
    return rowsView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  }

  /// The height a row has when it does not size itself: the delegate's, else `rowHeight`; nil
  /// for `automaticDimension`.
  func fixedHeight(forRowAt indexPath: IndexPath) -> CGFloat? {
    let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    return height >= 0 ? height : nil
  }

  /// Readies `cell`, made for the row at `indexPath`, to be shown in this table: its editing
  /// state and the controls editing shows — leading, the delegate's editing style's (a delete
  /// or insert button) when the data source lets the row be edited; trailing, the reorder
  /// control when it lets the row move.
  func prepare(_ cell: TableViewCell, at indexPath: IndexPath) {
    cell.table = self
    cell.isEditing = isEditing
    var controls: [CellAccessory] = []
    if dataSource?.tableView(self, canEditRowAt: indexPath) ?? false {
      switch tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete {
      case .delete: controls.append(.delete())
      case .insert: controls.append(.insert())
      case .none: break
      }
    }
    if dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false {
      controls.append(.reorder())
    }
    cell.editingControls = controls
  }
}
