// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout

extension SceneLoader {
  /// `scroll: {to: [x, y] | item: path, position, animated}`, `fling: [vx, vy]` or `{velocity}`,
  /// `drag: {points: [[x, y]…], duration, velocity}`.
  /// With `section: s`, the step scrolls orthogonal section `s` instead of the content.
  static func scrollAction(_ key: String, _ value: SceneValue) throws(SceneError)
    -> StepSpec.ScrollAction
  {
    let section =
      try value.isMapping
      ? value.mapping(allowed: value.mappingKeys)["section"].map { v throws(SceneError) in
        try v.int(in: 0...maximumItemsPerSection)
      } : nil
    let action = try contentScrollAction(key, value, inSection: section != nil)
    return section.map { .section($0, action) } ?? action
  }

  static func contentScrollAction(_ key: String, _ value: SceneValue, inSection: Bool)
    throws(SceneError) -> StepSpec.ScrollAction
  {
    let extra = inSection ? ["section"] : []
    switch key {
    case "scroll":
      let m = try value.mapping(allowed: ["to", "item", "position", "animated"] + extra)
      let animated = try m["animated"]?.bool() ?? true
      if let to = m["to"] {
        if let item = m["item"] { throw item.error("give either to (an offset) or item, not both") }
        if inSection && to.isScalar {
          let offset = try to.cgFloat()
          return .offset(CGPoint(x: offset, y: offset), animated: animated)
        }
        return .offset(try to.point(), animated: animated)
      }
      let item = try indexPath(try m.required("item", "an item index path (or `to`, an offset)"))
      let position =
        try m["position"].map { v throws(SceneError) in
          ScrollPosition(name: try v.choice(ScrollPosition.named.map(\.name)))!
        } ?? .top
      return .item(item, position, animated: animated)
    case "fling":
      if value.isMapping {
        let m = try value.mapping(allowed: ["velocity"] + extra)
        return .fling(
          try velocity(try m.required("velocity", "[vx, vy] in points per millisecond")))
      }
      return .fling(try velocity(value))
    default:
      return try dragAction(value, extraKeys: extra)
    }
  }

  static func dragAction(_ value: SceneValue, extraKeys: [String] = []) throws(SceneError)
    -> StepSpec.ScrollAction
  {
    let m = try value.mapping(allowed: ["points", "duration", "velocity"] + extraKeys)
    let (points, duration) = try fingerPath(m)
    return .drag(
      points, duration: duration,
      releaseVelocity: try m["velocity"].map { v throws(SceneError) in try velocity(v) })
  }

  /// A finger's `points` (at least two) and the `duration` it takes through them.
  static func fingerPath(_ m: SceneMapping) throws(SceneError) -> ([CGPoint], Double) {
    let pointsValue = try m.required("points", "a list of finger locations [x, y] (at least two)")
    let points = try pointsValue.list().map { v throws(SceneError) in try v.point() }
    guard points.count >= 2 else {
      throw pointsValue.error("expected at least two finger locations, found \(points.count)")
    }
    return (points, try m.required("duration", "seconds").seconds(atMost: 60))
  }

  /// `[vx, vy]` (points per millisecond), or one number for a vertical velocity.
  static func velocity(_ value: SceneValue) throws(SceneError) -> CGPoint {
    let v = value.isScalar ? CGPoint(x: 0, y: try value.cgFloat()) : try value.point()
    guard abs(v.x) <= 50, abs(v.y) <= 50 else {
      throw value.error(
        "expected a velocity within ±50 points per millisecond, found [\(v.x), \(v.y)]")
    }
    return v
  }
}
