// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelRender
import ReelRuntime
import ReelScene

/// Frame composition: a scene's display list at any time, from its timelines, styles, screens,
/// scroll indicators and touches.
extension ScenePlayer {
  /// The frame at `time`, ready for a backend. `scale` overrides the canvas scale.
  public func displayList(at time: Double, scale: CGFloat? = nil) -> DisplayList {
    let size = CGSize(width: canvas.width, height: canvas.height)
    let chrome = canvas.device.map { DeviceChrome($0, size: size, traits: traits) }
    let touchItems =
      canvas.showTouches ? touches.flatMap { $0.items(at: time, style: canvas.touchStyle) } : []
    // A hosted controller's views in front of its collection view (its navigation bar); the
    // screens it moved to, once it moved.
    let moved = hosted.flatMap { $0.timeline.transitions.isEmpty ? nil : $0 }
    let hostedScreens = moved.map { displayScreens(of: $0, at: time) }
    let front =
      hostedScreens?.front
      ?? stages.flatMap { stage in
        stage.frontViews(at: time)?.items(atOffsetY: stage.timeline.contentOffset(at: time).y)
          ?? []
      }
    var list = DisplayList(
      size: size, scale: CanvasBounds.resolved(scale, scene: canvas.scale),
      background: canvas.background, layers: [],
      overlays: front + (chrome?.items ?? []) + touchItems)
    list.device = chrome?.outline
    if let hostedScreens {
      list.screens = hostedScreens.screens
    } else if let director {
      list.screens = displayScreens(of: director, at: time)
    } else {
      // A hosted controller's views behind its collection view, then the collection view.
      list.layers = stages.flatMap { stage -> [DisplayLayer] in
        let back = stage.backViews(at: time)
        let under =
          back.isEmpty
          ? []
          : [
            DisplayLayer(
              frame: CGRect(origin: .zero, size: size), contentOffset: .zero,
              clipsToBounds: false, items: back)
          ]
        return under + [layer(of: stage, at: time)]
      }
    }
    list = withContextMenu(list, front: front.count, at: time)
    return withOverlays(withKeyboard(list, front: front.count, at: time), at: time)
  }

  /// A collection view's visible elements at `time`, framed where its spec puts it.
  func layer(of stage: Stage, at time: Double) -> DisplayLayer {
    let offset = stage.timeline.contentOffset(at: time)
    let visible = stage.timeline.visibleBounds(at: time)
    var items = refreshItems(of: stage, at: time)
    for element in stage.timeline.elements(at: time) {
      let a = element.attributes
      // Elements wholly outside the visible area are never drawn (a transform may move them in).
      if a.transform3D.isIdentity && !a.frame.intersects(visible) && stage.spec.clipsToBounds {
        continue
      }
      var style = stage.styles.style(for: element, at: time)
      if element.key.category == .cell {
        style = stage.lists.styled(
          style, id: element.identity.id, size: a.size, at: time,
          traits: traits, isRow: a is ListLayoutAttributes)
      }
      let identity =
        "\(stage.spec.name)/\(element.identity.id)#\(element.identity.revision)"
        + (element.isDisappearing ? "-out" : "")
      // A change dissolving in draws the new look over the old.
      let looks = changes.looks(of: style, id: element.identity.id, at: time)
      for (index, look) in looks.enumerated() {
        items.append(
          DisplayItem(
            center: stage.timeline.presentedPoint(a.center, at: time), size: a.size,
            transform: a.transform3D, alpha: a.alpha * look.style.opacity * look.alpha,
            style: look.style, identity: identity + (index > 0 ? "~changed" : "")))
      }
    }
    let indicators =
      stage.spec.showsScrollIndicators
      ? ScrollIndicators.items(for: stage.timeline, at: time, traits: traits)
      : []
    return DisplayLayer(
      frame: CGRect(origin: stage.spec.frame.origin, size: visible.size), contentOffset: offset,
      background: stage.spec.background,
      clipsToBounds: stage.spec.clipsToBounds, items: items, overlays: indicators)
  }
}
