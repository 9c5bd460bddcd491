// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Between a table and the collection view drawing its rows: the counts, read from the table's
/// data source on the main actor and kept for layouts on other threads; the cells and the
/// headers' and footers' views, asked of the table's data source and delegate; and the rows
/// view's selection, told to the table's delegate as rows.
@preconcurrency @MainActor
final class TableRows: CollectionViewCellDataSource, CollectionViewDelegate {
  let plan: TablePlan
  weak var table: TableView?
  /// Rows per section as last read.
  nonisolated(unsafe) var counts: [Int] = []
  /// Whether the data source is to be read again at the next layout.
  var needsReload = true
  /// The delegate's header and footer views per section, asked once per reload.
  var headerViews: [Int: View] = [:]
  var footerViews: [Int: View] = [:]

  init(style: TableView.Style) {
    plan = TablePlan(style: style)
  }

  /// A list layout whose sections take the table's appearance, headers and separators.
  func makeLayout() -> CollectionViewLayout {
    let plan = plan
    return CollectionViewCompositionalLayout { section, environment in
      .list(using: plan.configuration(section: section), layoutEnvironment: environment)
    }
  }

  func attach(to table: TableView) {
    self.table = table
    let plan = plan
    table.rowsView.preferredLayoutAttributesFitting = { attributes, _ in plan.fitting(attributes) }
    table.rowsView.dataSource = self
    table.rowsView.needsDataReload = false  // read by `reloadIfNeeded()` on the main actor
    table.rowsView.delegate = self
  }

  /// Whether a diffable data source keeps the rows view's data.
  var isDiffable: Bool { table?.dataSource is RowsOwningDataSource }

  /// A new data source: a diffable one keeps the rows view's data (this object still gives
  /// headers and selection); another is read at the next layout.
  func dataSourceChanged() {
    guard let table else { return }
    if isDiffable {
      needsReload = false
      relayout()
    } else {
      table.rowsView.dataSource = self
      table.rowsView.needsDataReload = false
      reload()
    }
  }

  /// The data source is read again at the next layout.
  func reload() {
    needsReload = true
    table?.setNeedsLayout()
  }

  func reloadIfNeeded() {
    guard needsReload else { return }
    load()
  }

  /// Reads the counts and headers now and shows every row anew.
  func load() {
    needsReload = false
    guard !isDiffable else { return relayout() }
    readCounts()
    table?.rowsView.reloadData()
  }

  /// Reads the counts and which sections have headers and footers.
  func readCounts() {
    guard let table, let source = table.dataSource else {
      counts = []
      relayout()
      return
    }
    counts = (0..<max(source.numberOfSections(in: table), 0)).map {
      max(source.tableView(table, numberOfRowsInSection: $0), 0)
    }
    relayout()
  }

  /// Tells the layout what the table says now about headers, footers and separators.
  func relayout() {
    guard let table else { return }
    let delegate = table.tableDelegate
    let source = table.dataSource
    headerViews = [:]
    footerViews = [:]
    var headers = Set<Int>()
    var footers = Set<Int>()
    let sections = isDiffable ? table.rowsView.numberOfSections : counts.count
    for section in 0..<sections {
      headerViews[section] = delegate?.tableView(table, viewForHeaderInSection: section)
      footerViews[section] = delegate?.tableView(table, viewForFooterInSection: section)
      if headerViews[section] != nil
        || source?.tableView(table, titleForHeaderInSection: section) != nil
      {
        headers.insert(section)
      }
      if footerViews[section] != nil
        || source?.tableView(table, titleForFooterInSection: section) != nil
      {
        footers.insert(section)
      }
    }
    plan.update(
      rowHeights: fixedHeights(sections: sections),
      headerHeights: fixedHeights(of: headers, header: true),
      footerHeights: fixedHeights(of: footers, header: false))
    plan.update(
      headers: headers, footers: footers, separators: table.separatorStyle != .none,
      separatorInset: table.separatorInset, headerTopPadding: table.sectionHeaderTopPadding)
    table.rowsView.collectionViewLayout.invalidateLayout()
  }

  /// The fixed heights of `sections`' headers (or footers): the delegate's, else the table's
  /// `sectionHeaderHeight` (`sectionFooterHeight`); none where it is `automaticDimension`.
  private func fixedHeights(of sections: Set<Int>, header: Bool) -> [Int: CGFloat] {
    guard let table else { return [:] }
    var heights: [Int: CGFloat] = [:]
    for section in sections {
      let height =
        header
        ? table.tableDelegate?.tableView(table, heightForHeaderInSection: section)
          ?? table.sectionHeaderHeight
        : table.tableDelegate?.tableView(table, heightForFooterInSection: section)
          ?? table.sectionFooterHeight
      if height >= 0, height.isFinite { heights[section] = height }
    }
    return heights
  }

  /// The rows' heights from the delegate or `rowHeight`, for the first 20 000 rows (a
  /// self-sizing table asks none; UIKit asks every row's when estimates are off).
  private func fixedHeights(sections: Int) -> [IndexPath: CGFloat] {
    guard let table, table.tableDelegate != nil || table.rowHeight >= 0 else { return [:] }
    var heights: [IndexPath: CGFloat] = [:]
    for section in 0..<sections {
      let rows = isDiffable ? table.rowsView.numberOfItems(inSection: section) : counts[section]
      for row in 0..<rows where heights.count < 20_000 {
        let path = IndexPath(row: row, section: section)
        heights[path] = table.fixedHeight(forRowAt: path)
      }
    }
    return heights
  }

  nonisolated func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  nonisolated func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    guard let table, let source = table.dataSource else {
      return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    let cell = source.tableView(table, cellForRowAt: indexPath)
    table.prepare(cell, at: indexPath)
    table.tableDelegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    let section = indexPath.section
    let isFooter = kind == ElementKind.sectionFooter
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    view.isFooter = isFooter
    if let own = tableView(ofKind: kind) {
      view.holdCustomView(own)
      return view
    }
    if let custom = isFooter ? footerViews[section] : headerViews[section] {
      if let own = custom as? TableViewHeaderFooterView { return own }
      view.holdCustomView(custom)
      return view
    }
    guard let table, let source = table.dataSource else { return view }
    let title =
      isFooter
      ? source.tableView(table, titleForFooterInSection: section)
      : source.tableView(table, titleForHeaderInSection: section)
    var configuration = view.defaultContentConfiguration()
    configuration.text = title
    view.contentConfiguration = configuration
    return view
  }
}
