// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelScene
import ReelViews

/// Context menus from a view controller's own code: a long press asks the collection view's
/// delegate (or a table's) for its `UIContextMenuConfiguration` and draws the menu its action
/// provider makes.
extension ScriptRunner {
  /// One row of a menu the code made: what is drawn and the action it runs (nil for a
  /// submenu's row, which Reel draws but does not open).
  struct CodeMenuEntry: Sendable {
    var spec: MenuActionSpec
    var action: Action?
  }

  /// The rows of the menu the screen's code gives for a long press on the item at `path`, at
  /// `point` (content coordinates). An error at `location` when the code gives no menu.
  func codeMenu(at path: IndexPath, point: CGPoint, at location: SourceLocation)
    throws(SceneError) -> [CodeMenuEntry]
  {
    guard ScenePlayer.isOnMainActor else {
      throw location.error("a view controller's scene is made on the main thread")
    }
    let collectionView = stage.collectionView
    let entries: [CodeMenuEntry]? = MainActor.assumeIsolated {
      guard
        let configuration = Self.menuConfiguration(
          of: collectionView, at: path, point: point)
      else { return nil }
      let menu = configuration.actionProvider?([])
      return Self.entries(of: menu?.children ?? [])
    }
    guard let entries else {
      throw location.error(
        "the code gives no menu for the item at \(path): its delegate's "
          + "contextMenuConfigurationForItemsAt answers nil")
    }
    guard (1...ContextMenuSpec.maximumActions).contains(entries.count) else {
      throw location.error(
        "the code's menu has \(entries.count) actions; Reel draws 1 to "
          + "\(ContextMenuSpec.maximumActions)")
    }
    return entries
  }

  /// What the delegate of `collectionView` — or of the table it draws — answers for a long
  /// press at `path`: the many-item form first, then the one-item form.
  @MainActor
  static func menuConfiguration(
    of collectionView: CollectionView, at path: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    if let table = table(showing: collectionView) {
      return table.tableDelegate?.tableView(
        table, contextMenuConfigurationForRowAt: path, point: point)
    }
    guard let delegate = collectionView.delegate as? CollectionViewContextMenuDelegate else {
      return nil
    }
    return delegate.collectionView(
      collectionView, contextMenuConfigurationForItemsAt: [path], point: point)
      ?? delegate.collectionView(
        collectionView, contextMenuConfigurationForItemAt: path, point: point)
  }

  /// The rows `elements` show: actions in order, an inline submenu's children in its place,
  /// another submenu as one row with a chevron; hidden ones left out.
  @MainActor
  static func entries(of elements: [MenuElement]) -> [CodeMenuEntry] {
    elements.flatMap { element -> [CodeMenuEntry] in
      if let menu = element as? Menu {
        if menu.options.contains(.displayInline) { return entries(of: menu.children) }
        let row = MenuActionSpec(
          title: menu.title, symbol: "chevron.right",
          isDestructive: menu.options.contains(.destructive))
        return [CodeMenuEntry(spec: row, action: nil)]
      }
      guard let action = element as? Action, !action.attributes.contains(.hidden) else {
        return []
      }
      var symbol: String?
      if case .symbol(let name) = action.image?.source { symbol = name }
      let row = MenuActionSpec(
        title: action.title, symbol: symbol,
        isDestructive: action.attributes.contains(.destructive))
      return [CodeMenuEntry(spec: row, action: action)]
    }
  }
}
