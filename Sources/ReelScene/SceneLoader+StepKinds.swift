// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

extension SceneLoader {
  /// Scrolls move linearly over 0.3 s unless their `animation` says otherwise; flings and drags
  /// move as the scroll view's physics moves them, so they take no `animation`.
  static let scrollKinds: [StepKind] = {
    let linear = AnimationTiming(duration: 0.3, curve: .linear)
    return [
      StepKind("scroll", keys: ["scroll"], timing: linear) { m, key throws(SceneError) in
        .scroll(try scrollAction(key, m[key]!))
      },
      StepKind("fling", keys: ["fling"], animates: false, timing: linear) {
        m, key throws(SceneError) in .scroll(try scrollAction(key, m[key]!))
      },
      StepKind("drag", keys: ["drag"], animates: false, timing: linear) {
        m, key throws(SceneError) in .scroll(try scrollAction(key, m[key]!))
      },
    ]
  }()

  /// Steps that change the layout or the collection view's size.
  static let layoutKinds: [StepKind] = [
    StepKind("resize", keys: ["resize"]) { m, _ throws(SceneError) in
      let resize = m["resize"]!
      let size = try resize.size()
      let side = SceneLoader.maximumCanvasSide
      guard size.width >= 1, size.height >= 1, size.width <= side, size.height <= side else {
        throw resize.error("expected a size from 1 to \(Int(side)) points on each side")
      }
      return .resize(size)
    },
    StepKind("setLayout", keys: ["setLayout"]) { m, _ throws(SceneError) in
      .setLayout(try m["setLayout"]!.string())
    },
    StepKind("startTransition", keys: ["startTransition"], animates: false) {
      m, _ throws(SceneError) in .startTransition(try m["startTransition"]!.string())
    },
    StepKind("progress", keys: ["progress"], animates: false) { m, _ throws(SceneError) in
      let v = m["progress"]!
      let p = try v.double()
      guard p >= -1, p <= 2 else {
        throw v.error(
          "expected a progress from -1 to 2 (0 = the current layout, 1 = the next), found \(p)")
      }
      return .progress(p)
    },
    StepKind("finishTransition", keys: ["finishTransition"]) { m, key throws(SceneError) in
      try endTransition(m[key]!, finish: true)
    },
    StepKind("cancelTransition", keys: ["cancelTransition"]) { m, key throws(SceneError) in
      try endTransition(m[key]!, finish: false)
    },
    StepKind("animateLayout", keys: ["animateLayout"]) { m, _ throws(SceneError) in
      let tween = m["animateLayout"]!
      let tm = try tween.mapping(allowed: tween.mappingKeys)
      var values: [String: Double] = [:]
      for key in tm.keys { values[key] = try tm[key]!.double() }
      guard !values.isEmpty else {
        throw tween.error("expected parameter names with target values, such as {itemWidth: 80}")
      }
      return .animateLayout(values)
    },
  ]

  static func endTransition(_ v: SceneValue, finish: Bool) throws(SceneError) -> StepSpec.Action {
    guard try v.bool() else { throw v.error("expected true") }
    return .endTransition(finish: finish)
  }

  /// Touches: a tap does the collection view's `onTap`; a pinch resizes the item under it.
  static let gestureKinds: [StepKind] = [
    StepKind("tap", keys: ["tap"]) { m, _ throws(SceneError) in .tap(try tapAction(m["tap"]!)) },
    StepKind("pinch", keys: ["pinch"]) { m, _ throws(SceneError) in try pinchAction(m["pinch"]!) },
    StepKind("swipe", keys: ["swipe"]) { m, _ throws(SceneError) in
      .swipe(try swipeAction(m["swipe"]!))
    },
    StepKind("expand", keys: ["expand"]) { m, _ throws(SceneError) in
      .outline(OutlineSpec(expand: true, ids: try outlineIDs(m["expand"]!)))
    },
    StepKind("collapse", keys: ["collapse"]) { m, _ throws(SceneError) in
      .outline(OutlineSpec(expand: false, ids: try outlineIDs(m["collapse"]!)))
    },
    StepKind("reorder", keys: ["reorder"]) { m, _ throws(SceneError) in
      .reorder(try reorderAction(m["reorder"]!))
    },
  ]

  /// `perform: methodName` (or `methodName()`): a method without arguments of the scene's view
  /// controller, named as Swift spells it.
  static let performKind = StepKind("perform", keys: ["perform"]) { m, _ throws(SceneError) in
    let value = m["perform"]!
    var name = try value.string()
    if name.hasSuffix("()") { name.removeLast(2) }
    let head = name.unicodeScalars.first
    guard let head, head == "_" || CharacterSet.letters.contains(head),
      name.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }),
      name.count <= 200
    else {
      throw value.error("expected the name of a method without arguments, such as reloadItems")
    }
    return .perform(name)
  }

  /// `reorder: {points: [[x, y], …], duration, cancel}`.
  static func reorderAction(_ value: SceneValue) throws(SceneError) -> ReorderSpec {
    let m = try value.mapping(allowed: ["points", "duration", "velocity", "cancel"])
    if let v = m["velocity"] { throw v.error("a reorder takes no velocity: the item is dropped") }
    let (points, duration) = try fingerPath(m)
    guard points.count <= ReorderSpec.maximumPoints else {
      throw m["points"]!.error(
        "expected at most \(ReorderSpec.maximumPoints) finger locations, found \(points.count)")
    }
    return ReorderSpec(
      points: points, duration: duration, cancel: try m["cancel"]?.bool() ?? false)
  }

  /// `swipe: [section, item]`, `swipe: id` or `swipe: {item, edge, to}`.
  static func swipeAction(_ value: SceneValue) throws(SceneError) -> SwipeSpec {
    guard value.isMapping else { return SwipeSpec(item: try itemReference(value)) }
    let m = try value.mapping(allowed: ["item", "edge", "to"])
    var spec = SwipeSpec(
      item: try itemReference(m.required("item", "the row: [section, item] or its id")))
    if let v = m["edge"] { spec.edge = try v.choice(["leading", "trailing"]) }
    if let v = m["to"] { spec.target = try StylePatch.choice(v, SwipeSpec.Target.self) }
    return spec
  }

  /// `[section, item]`, an item index in section 0, or an item id.
  static func itemReference(_ value: SceneValue) throws(SceneError) -> ItemReference {
    if value.isScalar, (try? value.int(in: 0...1_000_000)) == nil {
      return .id(try value.text())
    }
    return .indexPath(try indexPath(value))
  }

  /// One item id or a list of them.
  static func outlineIDs(_ value: SceneValue) throws(SceneError) -> [String] {
    let ids = try elements(value).map { v throws(SceneError) in try v.text() }
    if ids.isEmpty { throw value.error("expected at least one item id") }
    return ids
  }

  /// `pinch: {touches: [[[x1, y1], [x2, y2]], …], duration}`.
  static func pinchAction(_ pinch: SceneValue) throws(SceneError) -> StepSpec.Action {
    let pm = try pinch.mapping(allowed: ["touches", "duration"])
    let touchesValue = try pm.required("touches", "a list of finger pairs [[x1, y1], [x2, y2]]")
    let pairs = try touchesValue.list().map { v throws(SceneError) -> (CGPoint, CGPoint) in
      let pair = try v.list()
      guard pair.count == 2 else {
        throw v.error(
          "expected two finger locations [[x1, y1], [x2, y2]], found \(pair.count)")
      }
      return (try pair[0].point(), try pair[1].point())
    }
    guard pairs.count >= 2 else {
      throw touchesValue.error("expected at least two finger pairs, found \(pairs.count)")
    }
    let duration = try pm.required("duration", "seconds").seconds(atMost: 60)
    return .pinch(pairs, duration: duration)
  }

  /// Navigation, tab and modal transitions between screens.
  static let screenKinds: [StepKind] = {
    let options = ["transition", "interactive", "alongside"]
    let read: @Sendable (SceneMapping, String) throws(SceneError) -> StepSpec.Action = {
      m, key throws(SceneError) in
      .screen(try screenStep(m, key: key))
    }
    return ["push", "pop", "present", "dismiss", "selectTab"].map { key in
      StepKind(key, keys: [key], modifiers: options, read: read)
    } + [
      StepKind(
        "edgePan", keys: ["edgePan"], modifiers: ["transition", "alongside"], animates: false,
        read: read)
    ]
  }()
}
