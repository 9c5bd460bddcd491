// SPDX-License-Identifier: MIT
import Foundation

/// A `longPress:` step: a finger held on a cell until its context menu opens, as
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` opens one — the cell lifted
/// as its own preview over the blurred screen, the menu's actions beside it.
public struct ContextMenuSpec: Sendable, Hashable {
  /// The cell pressed, by its id or index path.
  public var item: ItemReference
  /// The collection view it is in (nil: the front one that shows it).
  public var collectionView: String?
  /// The menu's actions, top to bottom (1…12); empty on a view controller's scene to draw the
  /// menu its code gives (`contextMenuConfigurationForItemsAt`).
  public var actions: [MenuActionSpec]

  /// A press on `item` of `collectionView` opening `actions`.
  public init(item: ItemReference, collectionView: String? = nil, actions: [MenuActionSpec]) {
    self.item = item
    self.collectionView = collectionView
    self.actions = actions
  }

  /// The most actions one menu lists.
  public static let maximumActions = 12
}

/// One `UIAction` of a context menu: its title, an optional symbol and whether it is
/// destructive (drawn in red).
public struct MenuActionSpec: Sendable, Hashable {
  /// The title, as `UIAction.title`.
  public var title: String
  /// A symbol's name (`UIImage(systemName:)`), drawn at the trailing end; nil for none.
  public var symbol: String?
  /// `UIMenuElement.Attributes.destructive`: the title and symbol in systemRed.
  public var isDestructive: Bool

  /// An action titled `title`.
  public init(title: String, symbol: String? = nil, isDestructive: Bool = false) {
    self.title = title
    self.symbol = symbol
    self.isDestructive = isDestructive
  }
}

extension SceneLoader {
  /// The context menu's steps: `longPress:` and `dismissMenu:`.
  static let contextMenuKinds: [StepKind] = [
    StepKind("longPress", keys: ["longPress"], animates: false, timing: .immediate) {
      m, _ throws(SceneError) in .longPress(try longPress(m["longPress"]!))
    },
    StepKind("dismissMenu", keys: ["dismissMenu"], animates: false, timing: .immediate) {
      m, _ throws(SceneError) in
      let v = m["dismissMenu"]!
      if let flag = try? v.bool() {
        guard flag else { throw v.error("expected true, or the title of the action to choose") }
        return .dismissMenu(choose: nil)
      }
      return .dismissMenu(choose: try v.text())
    },
  ]

  /// `longPress: {item, collectionView, menu: [title | {title, image, destructive}]}`; without
  /// `menu`, the screen's code gives the menu.
  static func longPress(_ value: SceneValue) throws(SceneError) -> ContextMenuSpec {
    let m = try value.mapping(allowed: ["item", "collectionView", "menu"])
    let item = try itemReference(m.required("item", "the cell to press: its id or [section, item]"))
    guard let menu = m["menu"] else {
      return ContextMenuSpec(
        item: item, collectionView: try m["collectionView"]?.string(), actions: [])
    }
    let entries = try menu.list()
    guard (1...ContextMenuSpec.maximumActions).contains(entries.count) else {
      throw menu.error(
        "expected 1 to \(ContextMenuSpec.maximumActions) actions, found \(entries.count)")
    }
    var actions: [MenuActionSpec] = []
    for entry in entries {
      guard entry.isMapping else {
        actions.append(MenuActionSpec(title: try entry.text()))
        continue
      }
      let a = try entry.mapping(allowed: ["title", "image", "destructive"])
      var action = MenuActionSpec(title: try a.required("title", "the action's title").text())
      action.symbol = try a["image"].map { v throws(SceneError) in try StylePatch.symbolName(v) }
      action.isDestructive = try a["destructive"]?.bool() ?? false
      actions.append(action)
    }
    return ContextMenuSpec(
      item: item, collectionView: try m["collectionView"]?.string(), actions: actions)
  }
}
