// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import ReelViews

/// Context menus: a long press on a cell opens one; `dismissMenu` closes it, after a tap on an
/// action if it names one.
extension ScriptRunner {
  /// A `longPress:` step: the finger goes down on the cell's middle and is held for the
  /// recognizer's 0.5 s; then the menu opens. Returns once it is open.
  mutating func longPress(_ spec: ContextMenuSpec, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    let location = step.keyLocations["longPress"] ?? step.location
    guard !contextMenus.isOpen(at: time) else {
      throw location.error("a context menu is open already; close it with dismissMenu first")
    }
    let item = spec.item
    try checkTarget(.item(item, collectionView: spec.collectionView), at: location)
    for stage in tapCandidates(named: spec.collectionView).reversed() {
      guard let frame = visibleFrame(of: item, in: stage, at: time),
        let element = cellElement(of: item, in: stage, at: time)
      else { continue }
      var actions = spec.actions
      var code: [Action?] = []
      if actions.isEmpty {
        guard stage.owner != nil else {
          throw location.error(
            "expected the menu's actions (menu:); only a view controller's scene asks its code")
        }
        let path = element.key.indexPath
        let entries = try codeMenu(at: path, point: element.attributes.center, at: location)
        actions = entries.map(\.spec)
        code = entries.map(\.action)
      }
      let point = CGPoint(x: frame.midX, y: frame.midY)
      touches.append(
        TouchTrack(samples: [(time, point)], lift: time + ContextMenuTrack.pressDuration))
      var menu = ContextMenuTrack.Menu(
        cell: "\(stage.spec.name)/\(element.identity.id)#", cellFrame: frame,
        actions: actions, pressed: time)
      menu.code = code
      contextMenus.open(menu)
      return time + ContextMenuTrack.pressDuration + ContextMenuTrack.openDuration
    }
    throw location.error("item \(item) is not on screen at \(time) s; scroll to it first")
  }

  /// A `dismissMenu:` step: with an action's title, the finger taps that row (highlighted for
  /// 0.15 s) first; then the menu closes. Returns once it is closed.
  mutating func dismissMenu(choose: String?, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    let location = step.keyLocations["dismissMenu"] ?? step.location
    guard contextMenus.isOpen(at: time), let menu = contextMenus.menu(at: time) else {
      throw location.error("no context menu is open; open one with longPress first")
    }
    var close = time
    var chosen: Int?
    if let choose {
      let titles = menu.actions.map(\.title)
      guard let index = titles.firstIndex(of: choose) else {
        throw location.error(unknownName("action", choose, among: titles))
      }
      let layout = ContextMenuLayout(
        cell: menu.cellFrame, actions: titles.count,
        canvas: CGSize(width: canvas.width, height: canvas.height),
        safeArea: canvas.device?.safeAreaInsets ?? .zero)
      let row = layout.rows[index]
      close = time + ContextMenuTrack.chooseDuration
      touches.append(TouchTrack(samples: [(time, CGPoint(x: row.midX, y: row.midY))], lift: close))
      chosen = index
    }
    contextMenus.close(at: close, chosen: chosen)
    let closed = close + ContextMenuTrack.closeDuration
    guard let chosen, !menu.code.isEmpty else { return closed }
    guard let action = menu.code[chosen] else {
      throw location.error("\(choose ?? "") opens a submenu, which Reel does not draw")
    }
    // UIKit runs the handler once the menu has gone.
    return try playCode(step: step, key: "dismissMenu", at: closed) { _, _ throws(SceneError) in
      action.handler(action)
    }
  }
}
