// SPDX-License-Identifier: MIT
import Foundation

/// A `tap:` step: a finger down and up on a canvas point or on an element, and the screen it
/// opens.
public struct TapSpec: Sendable, Hashable {
  /// Where the finger goes.
  public enum Target: Sendable, Hashable {
    /// A canvas point, points.
    case point(CGPoint)
    /// The middle of a cell (where it is drawn at the step's time) or of a canvas rectangle.
    case element(ElementTarget)
  }

  /// Where the finger lands.
  public var target: Target
  /// A screen pushed (`push:`) once the finger lifts, as a table or list row's selection does.
  public var push: String?
  /// A screen presented (`present:`) once the finger lifts.
  public var present: String?
  /// A view inside the item the finger lands on the middle of (`view:`): a view's `id:`, or an
  /// accessory's kind name (`switch`, `checkmark`, …); nil for the item's middle.
  public var view: String?

  /// A tap on `target` that opens no screen, or pushes or presents one.
  public init(target: Target, push: String? = nil, present: String? = nil) {
    self.target = target
    self.push = push
    self.present = present
  }
}

extension SceneLoader {
  /// `tap: [x, y]` (a canvas point), `tap: id` (an item), or `tap: {item | rect | point,
  /// collectionView, view, push | present}`.
  static func tapAction(_ value: SceneValue) throws(SceneError) -> TapSpec {
    if value.isSequence { return TapSpec(target: .point(try value.point())) }
    guard value.isMapping else {
      return TapSpec(target: .element(.item(try itemReference(value), collectionView: nil)))
    }
    let m = try value.mapping(
      allowed: ["point", "item", "collectionView", "rect", "push", "present", "view"])
    let target: TapSpec.Target
    if let point = m["point"] {
      if let other = m["item"] ?? m["rect"] ?? m["collectionView"] {
        throw other.error("a point stands alone: give a point, an item or a rect")
      }
      target = .point(try point.point())
    } else {
      guard ["item", "rect", "collectionView"].contains(where: { m[$0] != nil }) else {
        throw value.error("expected where to tap: item, rect or point")
      }
      target = .element(try elementTarget(value, allowing: ["push", "present", "view"]))
    }
    var spec = TapSpec(target: target)
    spec.push = try m["push"]?.text()
    spec.present = try m["present"]?.text()
    spec.view = try m["view"]?.text()
    if let v = m["view"], m["item"] == nil {
      throw v.error("a view is found inside an item: give the item too")
    }
    if spec.push != nil, let v = m["present"] {
      throw v.error("a tap opens one screen: push or present")
    }
    return spec
  }
}
