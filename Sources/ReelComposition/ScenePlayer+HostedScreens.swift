// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelRender
import ReelRuntime

extension ScenePlayer {
  /// The screens a hosted controller's code showed, at `time`, back to front, and what is in
  /// front of them: the bars of the screen in front. While a push, pop or tab switch runs, the
  /// two screens' bars cross-fade in place (a bar drawn alike in both stays) as UIKit's
  /// navigation bar fades its items; a presented screen's bars move with it.
  func displayScreens(of hosted: HostedScreens, at time: Double)
    -> (screens: [DisplayScreen], front: [DisplayItem])
  {
    var screens: [DisplayScreen] = []
    for layer in hosted.timeline.layers(at: time) {
      guard let name = layer.screenName, let screen = hosted.screen(named: name) else { continue }
      var display = DisplayScreen(
        state: layer.state, background: screen.background, items: screen.items(at: time),
        layers: screen.stage.map { [self.layer(of: $0, at: time)] } ?? [])
      if screen.isModal { display.overlays = screen.barItems(at: time) }
      display.identity = name
      screens.append(display)
    }
    return (screens, frontBars(of: hosted, at: time))
  }

  /// The bars in front of the screens at `time`, outside presented screens.
  private func frontBars(of hosted: HostedScreens, at time: Double) -> [DisplayItem] {
    let front = hosted.timeline.layers(at: time).compactMap { layer in
      layer.screenName.flatMap(hosted.screen(named:))
    }.filter { !$0.isModal }
    guard let top = front.last else { return [] }
    let bars = top.barItems(at: time).map { $0.prefixed("\(top.name)/") }
    guard let transition = hosted.timeline.transition(at: time),
      transition.operation != .present, transition.operation != .dismiss,
      let other = front.first(where: {
        $0.name != top.name
          && ($0.name == transition.fromScreen || $0.name == transition.toScreen)
      })
    else { return bars }
    // The incoming screen's bars fade in over the outgoing one's, which fade out.
    let others = other.barItems(at: time).map { $0.prefixed("\(other.name)/") }
    let incomingOnTop = top.name == transition.toScreen
    return crossFade(
      from: incomingOnTop ? others : bars, to: incomingOnTop ? bars : others,
      fraction: transition.animationFraction(at: time))
  }

  /// `from` fading out and `to` fading in, `fraction` (0…1) of the way; an item drawn alike in
  /// both stays as it is.
  private func crossFade(from: [DisplayItem], to: [DisplayItem], fraction: CGFloat)
    -> [DisplayItem]
  {
    var result: [DisplayItem] = []
    for (index, item) in from.enumerated() {
      if index < to.count, to[index].sameLook(as: item) { continue }
      var fading = item
      fading.alpha *= 1 - fraction
      result.append(fading)
    }
    for (index, item) in to.enumerated() {
      var appearing = item
      if !(index < from.count && from[index].sameLook(as: item)) { appearing.alpha *= fraction }
      result.append(appearing)
    }
    return result
  }
}

extension DisplayItem {
  /// This item with `prefix` before its identity.
  fileprivate func prefixed(_ prefix: String) -> DisplayItem {
    var copy = self
    copy.identity = prefix + (identity ?? "")
    return copy
  }

  /// Whether `other` draws the same thing in the same place (names aside).
  fileprivate func sameLook(as other: DisplayItem) -> Bool {
    var named = other
    named.identity = identity
    return named == self
  }
}
