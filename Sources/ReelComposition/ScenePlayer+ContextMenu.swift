// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelRuntime

/// Context menus, put on a frame.
extension ScenePlayer {
  /// `list` at `time` with the context menu of that moment: its cell lifted out of the list (and
  /// hidden where it was) over the blurred screen, the menu beside it — above the app and below
  /// the device's status bar, home indicator and the touches. `front` is how many overlays the
  /// app's own views are.
  func withContextMenu(_ list: DisplayList, front: Int, at time: Double) -> DisplayList {
    guard !contextMenus.isEmpty, let menu = contextMenus.menu(at: time) else { return list }
    let matches = { (identity: String) in
      identity.hasPrefix(menu.cell) && !identity.hasSuffix("-out")
    }
    guard let cell = list.item(where: matches) else { return list }
    let frame = list.canvasFrameOfItem(where: matches) ?? menu.cellFrame
    let layout = ContextMenuLayout(
      cell: frame, actions: menu.actions.count, canvas: list.size,
      safeArea: canvas.device?.safeAreaInsets ?? .zero)
    let picture = ContextMenuPicture(layout: layout, canvas: list.size, traits: traits)
    let items = picture.items(
      cell: cell, cellFrame: frame, menu: menu,
      press: ContextMenuTrack.press(of: menu, at: time),
      open: ContextMenuTrack.openness(of: menu, at: time),
      highlighted: ContextMenuTrack.highlighted(of: menu, at: time))
    var list = list.hidingItems(where: matches)
    list.overlays.insert(contentsOf: items, at: min(front, list.overlays.count))
    return list
  }
}
