// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// The table's own header and footer views (`tableHeaderView`, `tableFooterView`), shown as the
/// rows view's layout-wide header and footer: above the first section and below the last,
/// across the table, scrolling with the rows.
extension TableRows {
  /// The element kinds of the table's header and footer views in the rows view.
  static let tableHeaderKind = "ReelTableHeaderView"
  static let tableFooterKind = "ReelTableFooterView"

  /// The table's header or footer view for `kind`; nil for other kinds or when none is set.
  func tableView(ofKind kind: String) -> View? {
    switch kind {
    case Self.tableHeaderKind: table?.tableHeaderView
    case Self.tableFooterKind: table?.tableFooterView
    default: nil
    }
  }

  /// Gives the rows view's layout a header and a footer as tall as the table's views' frames.
  func relayoutTableViews() {
    guard let table,
      let layout = table.rowsView.collectionViewLayout as? CollectionViewCompositionalLayout
    else { return }
    let configuration = layout.configuration
    configuration.boundarySupplementaryItems = [
      (table.tableHeaderView, Self.tableHeaderKind, NSRectAlignment.top),
      (table.tableFooterView, Self.tableFooterKind, NSRectAlignment.bottom),
    ].compactMap { view, kind, alignment in
      guard let view, view.frame.height > 0, view.frame.height.isFinite else { return nil }
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(view.frame.height))
      return NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: kind, alignment: alignment)
    }
    layout.configuration = configuration
  }
}
