// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelRuntime
import ReelScene
import ReelViews

/// Documentation overlays and the camera, put on a frame.
extension ScenePlayer {
  /// `list` at `time` with the camera applied and the overlays shown then drawn above it,
  /// attached to where their targets are drawn: spotlights first, then the others in the order
  /// the scene declares them.
  func withOverlays(_ list: DisplayList, at time: Double) -> DisplayList {
    guard let document, !overlays.isEmpty else { return list }
    var list = list
    let base = list
    let locate = { (target: ElementTarget) -> CGRect? in
      self.locate(target, in: base, at: time)
    }
    list.camera = overlays.camera(at: time, output: list.outputInCanvas, locate: locate)
    var builder = OverlayItems(
      theme: document.overlayTheme, canvas: list.size, output: list.outputInCanvas,
      safeArea: canvas.device?.safeAreaInsets ?? .zero,
      layoutDirection: stages.first?.spec.layoutDirection ?? .leftToRight)
    builder.outputCornerRadius = list.device.map { $0.cornerRadius + $0.bezel } ?? 0
    // Spotlights dim the screen, not the other overlays: they are drawn first.
    let spotlights = document.overlays.filter { $0.kind == .spotlight }
    for spec in spotlights + document.overlays.filter({ $0.kind != .spotlight }) {
      guard let shown = overlays.presence(of: spec.id, at: time) else { continue }
      let target = spec.target.flatMap(locate).map(list.camera.apply)
      list.annotations += builder.items(
        for: spec, target: target, amount: shown.amount, age: time - shown.since)
    }
    return list
  }

  /// Where `target` is drawn in `list` (canvas points, before the camera); nil when it is not.
  func locate(_ target: ElementTarget, in list: DisplayList, at time: Double) -> CGRect? {
    switch target {
    case .rect(let r):
      return r
    case .item(let item, let name):
      let candidates = stagesOnScreen(at: time).map { stages[$0] }.filter {
        name == nil || $0.spec.name == name
      }
      for stage in candidates.reversed() {
        guard let id = itemID(item, in: stage, at: time) else { continue }
        let prefix = "\(stage.spec.name)/\(id)#"
        if let r = list.canvasFrameOfItem(where: { $0.hasPrefix(prefix) && !$0.hasSuffix("-out") })
        {
          return r
        }
      }
      // Else a screen's box of that id, or a view of that id inside a drawn cell or box.
      guard name == nil, case .id(let id) = item else { return nil }
      return list.canvasFrameOfItem(where: { $0 == "box:\(id)" })
        ?? list.canvasFrame { ViewLocator.frame(of: id, in: $0) }
    }
  }

  /// The id of the cell `item` names at `time`: its own, or the one at its index path then.
  private func itemID(_ item: ItemReference, in stage: Stage, at time: Double) -> String? {
    switch item {
    case .id(let id): return id
    case .indexPath(let path):
      return stage.timeline.elements(at: time).first {
        $0.key.category == .cell && $0.key.indexPath == path && !$0.isDisappearing
      }?.identity.id
    }
  }
}
