// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// What a table asks about its rows' sizes and headers and tells about selection. Every method
/// is optional, as in UIKit. A table's `delegate` is its scroll view's: set it to an object of
/// this protocol. Mirrors `UIKit.UITableViewDelegate`.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The row's height, points; default the table's `rowHeight` (`automaticDimension`: its
  /// content's). Mirrors `tableView(_:heightForRowAt:)`.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of `section`'s header, points; default the table's `sectionHeaderHeight`
  /// (`automaticDimension`: its content's). Mirrors `tableView(_:heightForHeaderInSection:)`.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer; as the header's. Mirrors
  /// `tableView(_:heightForFooterInSection:)`.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// A view for `section`'s header; nil (the default) for the data source's title, if any.
  /// Mirrors `tableView(_:viewForHeaderInSection:)`.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// A view for `section`'s footer; nil (the default) for the data source's title, if any.
  /// Mirrors `tableView(_:viewForFooterInSection:)`.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// The cell is about to be shown; default nothing. Mirrors
  /// `tableView(_:willDisplay:forRowAt:)`.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// Whether a touch highlights the row; default true. Mirrors
  /// `tableView(_:shouldHighlightRowAt:)`.
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// A touch highlighted the row; default nothing. Mirrors `tableView(_:didHighlightRowAt:)`.
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight cleared; default nothing. Mirrors `tableView(_:didUnhighlightRowAt:)`.
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row to select for a tap on `indexPath`: itself (the default), or nil for none. Another
  /// index path counts as nil here. Mirrors `tableView(_:willSelectRowAt:)`.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was selected by a tap. Mirrors `tableView(_:didSelectRowAt:)`.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The row to deselect for a tap; default itself, nil for none. Mirrors
  /// `tableView(_:willDeselectRowAt:)`.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was deselected by a tap. Mirrors `tableView(_:didDeselectRowAt:)`.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// The row's editing control; default `delete`. Mirrors `tableView(_:editingStyleForRowAt:)`.
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  /// The menu a long press on the row shows (a scene's `longPress:` asks it); nil (the default)
  /// for none. Mirrors `tableView(_:contextMenuConfigurationForRowAt:point:)`.
  func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration?
  /// What swiping the row from its leading edge reveals (a scene's `swipe` step draws it);
  /// nil (the default) for nothing. Mirrors
  /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// What swiping the row from its trailing edge reveals (a scene's `swipe` step draws it;
  /// a full swipe runs the first action's handler); nil (the default) for nothing — UIKit's
  /// default Delete action for rows the data source can delete is not made. Mirrors
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
  /// The table's `rowHeight`.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `sectionHeaderHeight`.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No view.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }
  /// No view.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// True.
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row itself.
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `delete`.
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }
  /// None.
  public func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Nothing.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// Nothing.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
}
