// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// A scene's `visibleItemsInvalidationHandler`: the effects apps write by hand, by distance from
/// the middle of the collection view along the section's scrolling axis (SPEC-MODERN §4.4):
/// `scale: {minimum, maximum}` (scale = max(maximum − d / width, minimum)) and
/// `fade: {minimum}` (alpha = max(1 − d / width, minimum)), d and width in points.
struct VisibleItemsEffect: Sendable {
  var scale: (minimum: CGFloat, maximum: CGFloat)?
  var fadeMinimum: CGFloat?

  init(_ value: SceneValue) throws(SceneError) {
    let m = try value.mapping(allowed: ["scale", "fade"])
    if let v = m["scale"] {
      let sm = try v.mapping(allowed: ["minimum", "maximum"])
      let minimum = CGFloat(try sm["minimum"]?.double(in: 0...10) ?? 0.8)
      let maximum = CGFloat(try sm["maximum"]?.double(in: 0...10) ?? 1)
      if minimum > maximum { throw v.error("expected minimum ≤ maximum") }
      scale = (minimum, maximum)
    }
    if let v = m["fade"] {
      let fm = try v.mapping(allowed: ["minimum"])
      fadeMinimum = CGFloat(try fm["minimum"]?.double(in: 0...1) ?? 0.5)
    }
    if scale == nil && fadeMinimum == nil { throw value.error("expected scale, fade or both") }
  }

  /// The handler that applies the effects to every cell it is given, measuring along x when the
  /// section scrolls `horizontal`ly, else along y.
  func handler(horizontal: Bool) -> NSCollectionLayoutSection.VisibleItemsInvalidationHandler {
    let effect = self
    return { items, offset, environment in
      let size = environment.container.contentSize
      for item in items where item.representedElementCategory == .cell {
        let length = horizontal ? size.width : size.height
        guard length > 0 else { continue }
        let position = horizontal ? item.frame.midX - offset.x : item.frame.midY - offset.y
        let distance = abs(position - length / 2) / length
        if let scale = effect.scale {
          let s = max(scale.maximum - distance, scale.minimum)
          item.transform = Transform2D(scaleX: s, y: s)
        }
        if let minimum = effect.fadeMinimum { item.alpha = max(1 - distance, minimum) }
      }
    }
  }
}
