// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelRender
import ReelRuntime
import ReelScene
import ReelViews

extension ScenePlayer {
  /// The screens at `time`, back to front: the container's screens, its tab bar, then modal ones.
  func displayScreens(of director: ScreenDirector, at time: Double) -> [DisplayScreen] {
    var result: [DisplayScreen] = []
    var chromeDrawn = director.container.kind != .tabBar
    for layer in director.timeline.layers(at: time) {
      if layer.isModal && !chromeDrawn {
        result.append(tabBar(of: director, at: time))
        chromeDrawn = true
      }
      switch layer.content {
      case .dimming(let opacity):
        var dimming = DisplayScreen(
          frame: layer.state.frame, transform: layer.state.transform, alpha: layer.state.alpha,
          background: RGBAColor(red: 0, green: 0, blue: 0, alpha: Double(opacity)))
        dimming.identity = "dimming"
        result.append(dimming)
      case .screen(let name):
        guard let screen = director.screens[name] else { continue }
        result.append(displayScreen(screen, state: layer.state, director: director, at: time))
      }
    }
    if !chromeDrawn { result.append(tabBar(of: director, at: time)) }
    return result
  }

  /// One screen in `state`. Its content keeps its size at rest and stays centred in the frame (as
  /// views with flexible margins do), clipped to it — so a screen that grows from a sliver reveals
  /// its middle first.
  func displayScreen(
    _ screen: ScreenSpec, state: ViewState, director: ScreenDirector, at time: Double
  ) -> DisplayScreen {
    let shift = CGPoint(
      x: (state.frame.width - screen.size.width) / 2,
      y: (state.frame.height - screen.size.height) / 2)
    let items = contentItems(of: screen, shift: shift, director: director, at: time)
    var layers: [DisplayLayer] = []
    if let stage = director.stage(forScreen: screen.name) {
      var layer = self.layer(of: stage, at: time)
      layer.frame = layer.frame.offsetBy(dx: shift.x, dy: shift.y)
      layers.append(layer)
    }
    var display = DisplayScreen(
      state: state, background: screen.background, items: items, layers: layers,
      overlays: titleBar(of: screen, shift: shift))
    display.identity = screen.name
    return display
  }

  /// The screen's content boxes, moved by the animations running alongside its transitions.
  func contentItems(
    of screen: ScreenSpec, shift: CGPoint, director: ScreenDirector, at time: Double
  ) -> [DisplayItem] {
    let boxBase = StylePatch.plainBox
    let alongside = director.alongside.sorted { $0.key < $1.key }
    return screen.content.enumerated().flatMap { index, box -> [DisplayItem] in
      var state = box.state
      var style = box.style.over(boxBase)
      if let id = box.id {
        for (transitionIndex, changes) in alongside {
          let transition = director.timeline.transitions[transitionIndex]
          guard transition.startTime <= time, let change = changes.first(where: { $0.boxID == id })
          else { continue }
          let f = transition.animationFraction(at: time)
          state = state.interpolated(to: change.target(from: state), fraction: f)
          if let target = change.fill {
            style.fill = (style.fill ?? .white).mixed(with: target, fraction: f)
          }
        }
      }
      let resolved = style.resolved(serial: 0)
      let looks = changes.looks(of: resolved, id: box.id ?? "", at: time)
      return looks.enumerated().map { layer, look in
        DisplayItem(
          center: CGPoint(x: state.frame.midX + shift.x, y: state.frame.midY + shift.y),
          size: state.frame.size, alpha: state.alpha * look.style.opacity * look.alpha,
          style: look.style,
          identity: (box.id.map { "box:\($0)" } ?? "box\(index)") + (layer > 0 ? "~changed" : ""))
      }
    }
  }

  /// The title bar and its hairline, when the screen has a title. On a device the bar's
  /// background reaches up behind the status bar and its title sits in the 44 points below.
  func titleBar(of screen: ScreenSpec, shift: CGPoint) -> [DisplayItem] {
    guard let title = screen.title else { return [] }
    let width = screen.size.width
    let height = ScreenSpec.titleBarHeight
    let top = screen.statusBarInset
    var base = StylePatch.titleBar(traits)
    base.label = title
    var style = screen.titleBarStyle.over(base)
    var overlays: [DisplayItem] = []
    if top > 0 {
      var background = style
      background.label = ""
      overlays.append(
        DisplayItem(
          center: CGPoint(x: width / 2 + shift.x, y: (top + height) / 2 + shift.y),
          size: CGSize(width: width, height: top + height),
          style: background.resolved(serial: 0), identity: "title-bar"))
      // The title's own box is clear: the background, border and shadow are the bar's.
      style.fill = .clear
      style.borderWidth = nil
      style.shadow = nil
    }
    overlays.append(
      DisplayItem(
        center: CGPoint(x: width / 2 + shift.x, y: top + height / 2 + shift.y),
        size: CGSize(width: width, height: height),
        style: style.resolved(serial: 0), identity: "title"))
    overlays.append(
      DisplayItem(
        center: CGPoint(x: width / 2 + shift.x, y: top + height - 0.25 + shift.y),
        size: CGSize(width: width, height: 0.5), style: StylePatch.hairline(traits),
        identity: "title-line"))
    return overlays
  }

  /// The tab bar at the bottom of the canvas: one label per tab, the selected one tinted, above
  /// the device's home-indicator strip, which the bar's background covers. The selection moves
  /// when a tab switch starts and moves back if an interactive one is cancelled.
  func tabBar(of director: ScreenDirector, at time: Double) -> DisplayScreen {
    let tabs = director.container.screens
    let selected = director.selectedTab(at: time)
    let height = ContainerSpec.tabBarHeight
    let extent = director.container.tabBarExtent
    let width = director.canvasSize.width
    let tabWidth = width / CGFloat(tabs.count)
    let base = director.container.tabBarStyle.over(StylePatch.tabBar(traits))
    var items = [
      DisplayItem(
        center: CGPoint(x: width / 2, y: 0.25), size: CGSize(width: width, height: 0.5),
        style: StylePatch.hairline(traits))
    ]
    for (i, name) in tabs.enumerated() {
      var label = StylePatch()
      label.label = director.screens[name]?.title ?? name
      label.textColor =
        i == selected
        ? base.textColor : SystemColors.named("systemGray", traits: traits)
      label.fill = .clear
      label.fontSize = 12
      items.append(
        DisplayItem(
          center: CGPoint(x: tabWidth * (CGFloat(i) + 0.5), y: height / 2),
          size: CGSize(width: tabWidth, height: height),
          style: label.over(base).resolved(serial: i),
          identity: "tab\(i)-\(i == selected ? "on" : "off")"))
    }
    var bar = DisplayScreen(
      frame: CGRect(
        x: 0, y: director.canvasSize.height - extent, width: width, height: extent),
      background: base.fill, items: items)
    bar.identity = "tab-bar"
    return bar
  }
}

extension StylePatch {
  /// Content boxes: square corners unless set, no label unless set.
  static var plainBox: StylePatch {
    var p = StylePatch()
    p.cornerRadius = 0
    p.label = ""
    return p
  }

  /// A bar's background (UINavigationBar's and UITabBar's opaque look): light grey, or near
  /// black in dark mode.
  static let barColor = DynamicColor(
    light: RGBAColor(r: 247, g: 247, b: 247), dark: RGBAColor(r: 22, g: 22, b: 22))

  /// UINavigationBar's look: a bar, the title in the label colour, 17-point bold.
  static func titleBar(_ traits: TraitCollection) -> StylePatch {
    var p = StylePatch()
    p.fill = barColor.resolvedColor(with: traits)
    p.cornerRadius = 0
    p.textColor = SystemColors.named("label", traits: traits)
    return p
  }

  /// UITabBar's look: a bar, the selected title in the tint colour.
  static func tabBar(_ traits: TraitCollection) -> StylePatch {
    var p = titleBar(traits)
    p.textColor = SystemColors.named("tintColor", traits: traits)
    p.fontWeight = .regular
    return p
  }

  /// The thin line under a title bar and above a tab bar, in the separator colour.
  static func hairline(_ traits: TraitCollection) -> ItemStyle {
    ItemStyle(fill: SystemColors.named("separator", traits: traits)!, cornerRadius: 0, label: nil)
  }
}
