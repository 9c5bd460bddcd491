// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

extension SceneLoader {
  static let screenKeys = [
    "name", "size", "background", "title", "titleBar", "content", "collectionView",
    "useLayoutToLayoutNavigationTransitions",
  ]

  /// The layout name under which a layout-to-layout screen's layout is known to other collection
  /// views.
  package static func layoutToLayoutName(_ screen: String) -> String { "screen.\(screen)" }

  /// `screens:` and `container:`. Returns the screens, the container, and the collection views the
  /// screens hold (named after their screens; a layout-to-layout screen's layout is added to every
  /// other collection view as `screen.<name>`).
  static func screens(_ list: SceneValue, container: SceneValue?, canvas: CanvasSpec)
    throws(SceneError) -> ([ScreenSpec], ContainerSpec, [CollectionViewSpec])
  {
    let elements = try list.list()
    guard !elements.isEmpty else { throw list.error("expected at least one screen") }
    var names: [String] = []
    for element in elements {
      let m = try element.mapping(allowed: screenKeys)
      let nameValue = try m.required("name", "the screen's name")
      let name = try nameValue.string()
      if names.contains(name) { throw nameValue.error("duplicate screen name '\(name)'") }
      names.append(name)
    }
    var spec = try self.container(container, screens: names, list: list)
    spec.bottomInset = canvas.device?.safeAreaInsets.bottom ?? 0
    let full = CGSize(width: canvas.width, height: canvas.height)
    let tabSize = CGSize(width: canvas.width, height: max(canvas.height - spec.tabBarExtent, 1))
    var screens: [ScreenSpec] = []
    var boxIDs = Set<String>()
    for (element, name) in zip(elements, names) {
      let size = spec.kind == .tabBar && spec.screens.contains(name) ? tabSize : full
      let screen = try self.screen(element, name: name, defaultSize: size, canvas: canvas)
      for box in screen.content {
        if let id = box.id, !boxIDs.insert(id).inserted {
          throw element.error("duplicate content id '\(id)'; content ids are unique in the scene")
        }
      }
      screens.append(screen)
    }
    var collectionViews = screens.compactMap {
      $0.useLayoutToLayoutNavigationTransitions ? nil : $0.collectionView
    }
    for screen in screens where screen.useLayoutToLayoutNavigationTransitions {
      guard let layout = screen.collectionView?.layout else { continue }
      for i in collectionViews.indices {
        collectionViews[i].namedLayouts[layoutToLayoutName(screen.name)] = layout
      }
    }
    return (screens, spec, collectionViews)
  }

  static func container(_ value: SceneValue?, screens: [String], list: SceneValue)
    throws(SceneError) -> ContainerSpec
  {
    guard let value else {
      return ContainerSpec(
        kind: .navigation, screens: [screens[0]], selectedTab: 0, tabBarStyle: StylePatch())
    }
    let m = try value.mapping(allowed: SceneKeys.container)
    let kind = ContainerSpec.Kind(
      rawValue: try m.required("type", "navigation or tabBar").choice(
        ContainerSpec.Kind.allCases.map(\.rawValue)))!
    let style =
      try m["style"].map { v throws(SceneError) in
        try StylePatch(v.mapping(allowed: StylePatch.keys))
      } ?? StylePatch()
    switch kind {
    case .navigation:
      if let tabs = m["tabs"] { throw tabs.error("a navigation container has a root, not tabs") }
      let root = try m["root"]?.choice(screens) ?? screens[0]
      return ContainerSpec(kind: .navigation, screens: [root], selectedTab: 0, tabBarStyle: style)
    case .tabBar:
      if let root = m["root"] { throw root.error("a tab bar container has tabs, not a root") }
      let tabsValue = try m.required("tabs", "a list of screen names")
      let tabs = try tabsValue.list().map { v throws(SceneError) in try v.choice(screens) }
      guard tabs.count >= 2, Set(tabs).count == tabs.count else {
        throw tabsValue.error("expected at least two different screens")
      }
      let selected = try m["selected"]?.int(in: 0...(tabs.count - 1)) ?? 0
      return ContainerSpec(kind: .tabBar, screens: tabs, selectedTab: selected, tabBarStyle: style)
    }
  }

  static func screen(_ value: SceneValue, name: String, defaultSize: CGSize, canvas: CanvasSpec)
    throws(SceneError) -> ScreenSpec
  {
    let m = try value.mapping(allowed: screenKeys)
    let size = try m["size"]?.size() ?? defaultSize
    if size.width < 1 || size.height < 1 || size.width > canvas.width || size.height > canvas.height
    {
      // Without its own size a screen takes the container's (the canvas less a tab bar), which a
      // tiny canvas may not leave room for.
      guard let sizeValue = m["size"] else {
        throw value.error(
          """
          the canvas (\(canvas.width)×\(canvas.height)) leaves this screen \
          \(size.width)×\(size.height), less than 1×1; make the canvas larger
          """
        )
      }
      throw sizeValue.error(
        "expected a size from 1×1 to the canvas's \(canvas.width)×\(canvas.height)")
    }
    let title = try m["title"]?.text()
    let titleBar =
      try m["titleBar"].map { v throws(SceneError) in
        try StylePatch(v.mapping(allowed: StylePatch.keys))
      } ?? StylePatch()
    // A screen at the canvas's top reaches up behind the device's status bar.
    let statusBarInset = size == defaultSize ? canvas.device?.safeAreaInsets.top ?? 0 : 0
    let top = title == nil ? 0 : statusBarInset + ScreenSpec.titleBarHeight
    let l2l = try m["useLayoutToLayoutNavigationTransitions"]?.bool() ?? false
    let collectionView = try screenCollectionView(
      m, of: value, name: name, size: size, top: top, layoutToLayout: l2l, canvas: canvas)
    let content = try contentBoxes(m["content"])
    return ScreenSpec(
      name: name, size: size,
      background: try m["background"]?.color()
        ?? SystemColors.named("systemBackground", traits: m.value.context.traits)!, title: title,
      titleBarStyle: titleBar, content: content,
      collectionView: collectionView, useLayoutToLayoutNavigationTransitions: l2l,
      location: value.location, statusBarInset: statusBarInset)
  }

  /// A screen's own collection view, framed below its title bar (`top`); with layout-to-layout
  /// navigation, only the layout it shows the shared collection view in.
  static func screenCollectionView(
    _ m: SceneMapping, of value: SceneValue, name: String, size: CGSize, top: CGFloat,
    layoutToLayout: Bool, canvas: CanvasSpec
  ) throws(SceneError) -> CollectionViewSpec? {
    var collectionView: CollectionViewSpec?
    if let cv = m["collectionView"] {
      if layoutToLayout {
        let cm = try cv.mapping(allowed: ["layout"])
        let layout = try layoutSpec(
          try cm.required("layout", "the layout this screen shows the shared collection view in"))
        collectionView = CollectionViewSpec(
          frame: .zero, background: nil, clipsToBounds: true, contentInset: .zero,
          contentOffset: .zero, layout: layout, namedLayouts: [:],
          layoutName: layoutToLayoutName(name), style: StylePatch(), headerStyle: StylePatch(),
          footerStyle: StylePatch(), sections: [],
          isPagingEnabled: false, decelerationRate: 0.998, showsScrollIndicators: true,
          onTap: TapAction())
      } else {
        var local = CanvasSpec(
          width: size.width, height: size.height - top, scale: canvas.scale,
          background: canvas.background, fps: canvas.fps,
          gifFPS: canvas.gifFPS, duration: canvas.duration, hold: canvas.hold,
          showTouches: canvas.showTouches)
        local.touchStyle = canvas.touchStyle
        var spec = try self.collectionView(cv, canvas: local)
        if (try cv.mapping(allowed: cv.mappingKeys))["frame"] == nil { spec.frame.origin.y = top }
        spec.name = name
        collectionView = spec
      }
    } else if layoutToLayout {
      throw value.error(
        """
        a screen with useLayoutToLayoutNavigationTransitions needs a collectionView with the \
        layout it shows
        """
      )
    }
    return collectionView
  }

  /// A screen's plain content boxes (`content:`).
  static func contentBoxes(_ list: SceneValue?) throws(SceneError) -> [ContentBoxSpec] {
    var content: [ContentBoxSpec] = []
    if let list {
      for element in try list.list() {
        let bm = try element.mapping(allowed: ["id", "frame", "alpha"] + StylePatch.keys)
        content.append(
          ContentBoxSpec(
            id: try bm["id"]?.string(),
            state: ViewState(
              frame: try bm.required("frame", "[x, y, width, height] in screen points").rect(),
              alpha: try bm["alpha"].map { v throws(SceneError) in try unit(v) } ?? 1),
            style: try StylePatch(bm)))
      }
    }
    return content
  }

  /// A number in 0…1.
  static func unit(_ value: SceneValue) throws(SceneError) -> CGFloat {
    let x = try value.double()
    guard x >= 0, x <= 1 else { throw value.error("expected a number from 0 to 1, found \(x)") }
    return CGFloat(x)
  }
}
