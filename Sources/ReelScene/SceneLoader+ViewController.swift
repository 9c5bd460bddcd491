// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

extension SceneLoader {
  /// `viewController: Name` or `viewController: {type: Name, navigation: true}`: the screen is a
  /// registered view controller of the program's code, filling the canvas; its collection view
  /// (named `main` for steps' `target`) is what the script drives.
  static func hostedCollectionView(
    _ value: SceneValue, top: SceneMapping, canvas: CanvasSpec
  ) throws(SceneError) -> CollectionViewSpec {
    for key in ["collectionView", "collectionViews", "screens", "container"] {
      if let other = top[key] {
        throw other.error(
          "a scene of a view controller shows the controller's own collection view; remove \(key)")
      }
    }
    let name: String
    var navigation = false
    if value.isMapping {
      let m = try value.mapping(allowed: SceneKeys.viewController)
      name = try m.required("type", "the view controller's class name").string()
      navigation = try m["navigation"]?.bool() ?? false
    } else {
      name = try value.string()
    }
    let known = ViewControllerRegistry.shared.names
    guard known.contains(name) else {
      let among = known.isEmpty ? ["(none: reel port registers a package's own)"] : known
      throw value.error(unknownName("view controller", name, among: among))
    }
    let frame = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    var spec = CollectionViewSpec(
      frame: frame, layout: LayoutSpec(type: "code", location: value.location))
    spec.hostedController = HostedControllerSpec(
      name: name, embedsInNavigation: navigation, location: value.location)
    spec.startsAtRest = true
    return spec
  }
}
