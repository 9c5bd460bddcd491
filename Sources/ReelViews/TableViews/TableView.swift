// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A scrolling list of rows in sections, filled by a data source and told about by a delegate.
/// Mirrors `UIKit.UITableView`.
///
/// ## Differences from UIKit
/// The rows are a list-layout collection view inside the table (`rowsView`): UIKit's lists copy
/// the tables' plain, grouped and inset-grouped looks, so one layout draws both, scripts scroll
/// and tap a table as they do a collection view, and the table's cells are list cells
/// (`TableViewCell` is a `CollectionViewListCell`). `contentOffset`, `contentSize` and
/// `contentInset` are the rows view's.
@preconcurrency @MainActor
open class TableView: ScrollView {
  /// The table's look. Mirrors `UITableView.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    /// Rows edge to edge, headers pinned while their section scrolls.
    case plain
    /// Sections as groups of rows on the grouped background.
    case grouped
    /// Groups inset from the edges with rounded corners.
    case insetGrouped
  }

  /// The lines between rows. Mirrors `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A hairline between rows (the default).
    case singleLine
    /// Deprecated on iOS; drawn as `singleLine`.
    case singleLineEtched
  }

  /// `UITableView.automaticDimension`: a row, header or footer sized by its content.
  public nonisolated static let automaticDimension: CGFloat = -1

  /// The style the table was made with.
  public let style: Style
  /// The collection view that lays out, scrolls and draws the rows. Not UIKit API.
  public let rowsView: CollectionView
  /// Gives the rows and the sections' titles; weak, as UIKit's. Setting one reloads the rows at
  /// the next layout. Mirrors `dataSource`.
  open weak var dataSource: TableViewDataSource? {
    didSet { rows.dataSourceChanged() }
  }
  /// The height of every row, points; `automaticDimension` (the default) sizes each row by its
  /// content. The delegate's `heightForRowAt` wins. Mirrors `rowHeight`.
  open var rowHeight: CGFloat = TableView.automaticDimension {
    didSet { rowsView.collectionViewLayout.invalidateLayout() }
  }
  /// Kept: rows are measured as they are laid out. Mirrors `estimatedRowHeight`.
  open var estimatedRowHeight: CGFloat = TableView.automaticDimension
  /// Every section header's height, points, unless the delegate says otherwise; default
  /// `automaticDimension` (its content's). Mirrors `sectionHeaderHeight`.
  open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { rows.relayout() }
  }
  /// Every section footer's height; as `sectionHeaderHeight`. Mirrors `sectionFooterHeight`.
  open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { rows.relayout() }
  }
  /// Kept: headers are measured as they are laid out. Mirrors `estimatedSectionHeaderHeight`.
  open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
  /// Kept, as the header's. Mirrors `estimatedSectionFooterHeight`.
  open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
  /// Kept (rows are selected only by taps outside editing). Default false. Mirrors
  /// `allowsSelectionDuringEditing`.
  open var allowsSelectionDuringEditing = false
  /// Kept. Default false. Mirrors `allowsMultipleSelectionDuringEditing`.
  open var allowsMultipleSelectionDuringEditing = false
  /// Kept (cells take the table's margins). Default false. Mirrors
  /// `cellLayoutMarginsFollowReadableWidth`.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// The lines between rows. Default `singleLine`. Mirrors `separatorStyle`.
  open var separatorStyle = SeparatorStyle.singleLine { didSet { rows.relayout() } }
  /// The separators' colour; default `separator` (nil draws that too). Mirrors
  /// `separatorColor`.
  open var separatorColor: Color? = Color(systemName: "separator")
  /// Kept, not drawn: separators are drawn in `separatorColor`. Mirrors `separatorEffect`.
  open var separatorEffect: VisualEffect?
  /// The separators' insets from the edges; nil is the rows' own (where their text starts).
  /// Mirrors `separatorInset`.
  open var separatorInset: EdgeInsets? { didSet { rows.relayout() } }
  /// Extra space above each section's header, points; nil is the style's. Mirrors
  /// `sectionHeaderTopPadding`.
  open var sectionHeaderTopPadding: CGFloat? { didSet { rows.relayout() } }
  /// Whether rows show their editing controls (delete and insert buttons, reorder grips).
  /// Mirrors `isEditing`.
  open var isEditing = false {
    didSet { for cell in visibleCells { cell.isEditing = isEditing } }
  }

  /// Starts or ends editing (in virtual time the change is at once). Mirrors
  /// `setEditing(_:animated:)`.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  /// What the table keeps between the rows view and its data source and delegate.
  let rows: TableRows
  /// Registered header and footer classes by identifier.
  var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
  /// Open `beginUpdates()` groups, and the changes made inside them.
  var updateDepth = 0
  var pendingRowUpdates: [() -> Void] = []

  /// A table of `style` in `frame` (points), with no rows until it has a data source. Mirrors
  /// `init(frame:style:)`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    rows = TableRows(style: style)
    rowsView = CollectionView(
      frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: rows.makeLayout())
    super.init(frame: frame)
    rows.attach(to: self)
    rowsView.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    let host = rowsView.hostView
    host.frame = CGRect(origin: .zero, size: frame.size)
    host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(host)
  }

  /// A plain table in `frame`. Mirrors `init(frame:)`.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// Reads the data source first if it changed, then lays out the rows view (filling the table)
  /// and its rows.
  open override func layoutSubviews() {
    rows.reloadIfNeeded()
    super.layoutSubviews()
    rowsView.layoutIfNeeded()
  }

  /// The rows view's content offset. Mirrors `contentOffset`.
  open override var contentOffset: CGPoint {
    get { rowsView.contentOffset }
    set {
      guard newValue != rowsView.contentOffset else { return }
      rowsView.contentOffset = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// The rows' size, points; the table works it out from its rows, so a size set is replaced at
  /// once (UIKit replaces it at the next layout). Mirrors `contentSize`.
  open override var contentSize: CGSize {
    get { rowsView.contentSize }
    set {}
  }

  /// The rows view's content inset. Mirrors `contentInset`.
  open override var contentInset: EdgeInsets {
    get { rowsView.contentInset }
    set { rowsView.contentInset = newValue }
  }

  /// Whether taps select rows. Default true. Mirrors `allowsSelection`.
  open var allowsSelection: Bool {
    get { rowsView.allowsSelection }
    set { rowsView.allowsSelection = newValue }
  }

  /// Whether several rows can be selected at once. Default false. Mirrors
  /// `allowsMultipleSelection`.
  open var allowsMultipleSelection: Bool {
    get { rowsView.allowsMultipleSelection }
    set { rowsView.allowsMultipleSelection = newValue }
  }

  /// The colour behind the rows: `systemBackground` for a plain table, else
  /// `systemGroupedBackground`. Mirrors `backgroundColor`.
  open override var backgroundColor: Color? {
    get { rowsView.backgroundColor }
    set { rowsView.backgroundColor = newValue }
  }

  /// The view above the rows, scrolling with them: as wide as the table and as tall as its
  /// frame (a height its constraints give is not used, as on iOS). Mirrors `tableHeaderView`.
  open var tableHeaderView: View? { didSet { rows.relayoutTableViews() } }
  /// The view below the rows, as `tableHeaderView` (a zero-height footer, set to hide a plain
  /// table's separators below its last row, changes nothing: Reel draws none there). Mirrors
  /// `tableFooterView`.
  open var tableFooterView: View? { didSet { rows.relayoutTableViews() } }

  /// The view behind the rows. Mirrors `backgroundView`.
  open var backgroundView: View? {
    get { rowsView.backgroundView }
    set { rowsView.backgroundView = newValue }
  }
}
