// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A screen that is a table: its view is a table of its style, whose data source and delegate
/// it is. Override the data source's and delegate's methods to fill it. Mirrors
/// `UIKit.UITableViewController`.
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The style the table is made with.
  public let tableViewStyle: TableView.Style
  /// The table, made with the view. Mirrors `tableView`.
  open var tableView: TableView! {
    get {
      loadViewIfNeeded()
      return table
    }
    set {
      table = newValue
      view = newValue
    }
  }
  private var table: TableView?
  /// Whether the selection is cleared when the screen appears again; default true. Mirrors
  /// `clearsSelectionOnViewWillAppear`.
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose table has `style`. Mirrors `init(style:)`.
  public init(style: TableView.Style) {
    tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table. Mirrors `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableViewStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller with a plain table (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) {
    tableViewStyle = .plain
    super.init(coder: coder)
  }

  /// Makes the table, the screen's size, with this controller as its data source and delegate.
  open override func loadView() {
    let table = TableView(frame: Screen.main.bounds, style: tableViewStyle)
    table.dataSource = self
    table.delegate = self
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView = table
  }

  /// Starts or ends editing, the table's too.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  /// Clears the selection when `clearsSelectionOnViewWillAppear`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table else { return }
    for row in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: row, animated: animated)
    }
  }

  /// One section.
  open func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No rows; override.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A plain cell; override.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// No title.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No title.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// True.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// False.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  /// `delete`.
  open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// The table's `rowHeight`.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `sectionHeaderHeight`.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No view.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  /// No view.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// True.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row itself.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// The row itself.
  open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Nothing.
  open func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// Nothing.
  open func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// None.
  open func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
