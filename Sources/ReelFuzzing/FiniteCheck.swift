// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender

/// Finds geometry no frame may contain: NaN or infinite positions, sizes, transforms or opacities,
/// negative sizes — values a backend would draw as garbage or not at all. Opacity may overshoot 0…1
/// a little (a spring animating it does, as in Core Animation); backends clamp it when drawing.
enum FiniteCheck {
  /// A description of the first bad value in `list`, or nil when all are sound.
  static func problem(in list: DisplayList) -> String? {
    for (i, layer) in list.layers.enumerated() {
      if let p = problem(in: layer) { return "collection view \(i): \(p)" }
    }
    for (i, screen) in list.screens.enumerated() {
      if !finite(screen.frame) { return "screen \(i): frame \(screen.frame)" }
      if !finite(screen.transform) { return "screen \(i): transform \(screen.transform)" }
      if !unit(screen.alpha) { return "screen \(i): alpha \(screen.alpha)" }
      if let p = items(screen.items + screen.overlays) { return "screen \(i): \(p)" }
      for (j, layer) in screen.layers.enumerated() {
        if let p = problem(in: layer) { return "screen \(i), collection view \(j): \(p)" }
      }
    }
    return items(list.overlays).map { "overlay: \($0)" }
  }

  static func problem(in layer: DisplayLayer) -> String? {
    if !finite(layer.frame) { return "frame \(layer.frame)" }
    if !layer.contentOffset.x.isFinite || !layer.contentOffset.y.isFinite {
      return "content offset \(layer.contentOffset)"
    }
    return items(layer.items + layer.overlays)
  }

  static func items(_ items: [DisplayItem]) -> String? {
    for item in items {
      let name = item.identity ?? "an element"
      if !item.center.x.isFinite || !item.center.y.isFinite {
        return "\(name) centred at \(item.center)"
      }
      if !(item.size.width >= 0 && item.size.height >= 0 && item.size.width.isFinite
        && item.size.height.isFinite)
      {
        return "\(name) of size \(item.size)"
      }
      if !finite(item.transform) { return "\(name) transformed by \(item.transform)" }
      if !unit(item.alpha) { return "\(name) with alpha \(item.alpha)" }
    }
    return nil
  }

  static func finite(_ rect: CGRect) -> Bool {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
  }

  static func finite(_ t: Transform3D) -> Bool {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41,
      t.m42, t.m43, t.m44,
    ].allSatisfy(\.isFinite)
  }

  static func unit(_ alpha: CGFloat) -> Bool { alpha.isFinite }
}
