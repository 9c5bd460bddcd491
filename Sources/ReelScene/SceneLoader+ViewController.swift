// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelViews

extension SceneLoader {
  /// `viewController:` (see `hostedController(_:)`): the screen is a registered view controller
  /// of the program's code, filling the canvas; its collection view (named `main` for steps'
  /// `target`) is what the script drives.
  static func hostedCollectionView(
    _ value: SceneValue, top: SceneMapping, canvas: CanvasSpec
  ) throws(SceneError) -> CollectionViewSpec {
    for key in ["collectionView", "collectionViews", "screens", "container"] {
      if let other = top[key] {
        throw other.error(
          "a scene of a view controller shows the controller's own collection view; remove \(key)")
      }
    }
    let controller = try hostedController(value)
    let frame = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    var spec = CollectionViewSpec(
      frame: frame, layout: LayoutSpec(type: "code", location: value.location))
    spec.hostedController = controller
    spec.startsAtRest = true
    return spec
  }

  /// The most screens a scene's tab bar controller holds (a compact tab bar shows five; more
  /// only make controllers that are never drawn).
  static let hostedTabLimit = 64

  /// `Name`, `{type: Name, navigation: true}`, or `{tabs: [Name, {type: …}, …], selected: 1}`:
  /// a registered controller, alone, as a navigation controller's root, or the screens of a tab
  /// bar controller.
  static func hostedController(_ value: SceneValue) throws(SceneError) -> HostedControllerSpec {
    guard value.isMapping else { return try registered(value.string(), at: value) }
    let m = try value.mapping(allowed: SceneKeys.viewController)
    if let tabs = m["tabs"] {
      if let type = m["type"] { throw type.error("a tab bar controller has tabs, not a type") }
      let list = try tabs.list()
      guard !list.isEmpty, list.count <= hostedTabLimit else {
        throw tabs.error("expected 1 to \(hostedTabLimit) tabs")
      }
      let screens = try list.map { (tab) throws(SceneError) -> HostedControllerSpec in
        guard tab.isMapping else { return try registered(tab.string(), at: tab) }
        let t = try tab.mapping(allowed: ["type", "navigation"])
        let type = try t.required("type", "the view controller's class name")
        var screen = try registered(type.string(), at: type)
        screen.embedsInNavigation = try t["navigation"]?.bool() ?? false
        return screen
      }
      let selected = try m["selected"]?.int(in: 0...(screens.count - 1)) ?? 0
      return HostedControllerSpec(tabs: screens, selectedIndex: selected, location: value.location)
    }
    if let index = m["selected"] { throw index.error("a selected tab needs tabs") }
    let type = try m.required("type", "the view controller's class name or tabs")
    var spec = try registered(type.string(), at: value)
    spec.embedsInNavigation = try m["navigation"]?.bool() ?? false
    return spec
  }

  /// The controller registered as `name`, named where `value` is.
  private static func registered(
    _ name: String, at value: SceneValue
  ) throws(SceneError) -> HostedControllerSpec {
    let known = ViewControllerRegistry.shared.names
    guard known.contains(name) else {
      let among = known.isEmpty ? ["(none: reel port registers a package's own)"] : known
      throw value.error(unknownName("view controller", name, among: among))
    }
    return HostedControllerSpec(name: name, location: value.location)
  }
}
