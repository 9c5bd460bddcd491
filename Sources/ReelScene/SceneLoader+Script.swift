// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelTiming

extension SceneLoader {
  static let operationKeys = ["insert", "delete", "reload", "move", "insertSections", "deleteSections", "reloadSections", "moveSections"]
  static let scrollKeys = ["scroll", "fling", "drag"]
  static let boundsKeys = ["resize", "setLayout"]
  static let transitionKeys = ["startTransition", "progress", "finishTransition", "cancelTransition"]
  static let gestureKeys = ["tap", "animateLayout", "pinch"]
  static let stepKeys = ["at", "name", "target", "wait", "animation", "style", "layoutValues"] + operationKeys + scrollKeys + boundsKeys + transitionKeys + gestureKeys
    + screenStepKeys + screenOptionKeys

  /// The script: a list of steps.
  static func script(_ value: SceneValue, targets: [String] = ["main"]) throws(SceneError) -> [StepSpec] {
    try value.list().map { v throws(SceneError) in
      var spec = try step(v)
      let m = try v.mapping(allowed: stepKeys)
      spec.target = try m["target"]?.choice(targets)
      return spec
    }
  }

  static func step(_ value: SceneValue) throws(SceneError) -> StepSpec {
    let m = try value.mapping(allowed: stepKeys)
    let time = try m["at"].map { v throws(SceneError) in
      let t = try v.nonNegative()
      guard t <= 600 else { throw v.error("expected a time from 0 to 600 seconds, found \(t)") }
      return t
    }
    let name = try m["name"]?.string()
    if let screen = try screenStep(m) {
      return StepSpec(value: value, time: time, action: .screen(screen), timing: try m["animation"]?.animationTiming() ?? .default, name: name)
    }
    let ops = operationKeys.filter { m[$0] != nil }
    if let wait = m["wait"] {
      if let op = ops.first { throw m[op]!.error("a wait step cannot also change the data; put \(op) in its own step") }
      let seconds = try wait.nonNegative()
      guard seconds <= 600 else { throw wait.error("expected at most 600 seconds, found \(seconds)") }
      return StepSpec(value: value, time: time, action: .wait(seconds), timing: .immediate, name: name)
    }
    if let tween = m["animateLayout"] {
      if let other = (operationKeys + scrollKeys + boundsKeys + transitionKeys + ["tap"]).first(where: { m[$0] != nil }) {
        throw m[other]!.error("an animateLayout step cannot also \(other); put it in its own step")
      }
      let tm = try tween.mapping(allowed: tween.mappingKeys)
      var values: [String: Double] = [:]
      for key in tm.keys { values[key] = try tm[key]!.double() }
      guard !values.isEmpty else { throw tween.error("expected parameter names with target values, such as {itemWidth: 80}") }
      return StepSpec(value: value, time: time, action: .animateLayout(values), timing: try m["animation"]?.animationTiming() ?? .default, name: name)
    }
    if let pinch = m["pinch"] {
      if let other = (operationKeys + scrollKeys + boundsKeys + transitionKeys + ["tap", "animateLayout"]).first(where: { m[$0] != nil }) {
        throw m[other]!.error("a pinch step cannot also \(other); put it in its own step")
      }
      let pm = try pinch.mapping(allowed: ["touches", "duration"])
      let touchesValue = try pm.required("touches", "a list of finger pairs [[x1, y1], [x2, y2]]")
      let pairs = try touchesValue.list().map { v throws(SceneError) -> (CGPoint, CGPoint) in
        let pair = try v.list()
        guard pair.count == 2 else { throw v.error("expected two finger locations [[x1, y1], [x2, y2]], found \(pair.count)") }
        return (try pair[0].point(), try pair[1].point())
      }
      guard pairs.count >= 2 else { throw touchesValue.error("expected at least two finger pairs, found \(pairs.count)") }
      let duration = try pm.required("duration", "seconds").seconds(atMost: 60)
      return StepSpec(value: value, time: time, action: .pinch(pairs, duration: duration), timing: try m["animation"]?.animationTiming() ?? .default, name: name)
    }
    if let tap = m["tap"] {
      if let other = (operationKeys + scrollKeys + boundsKeys + transitionKeys).first(where: { m[$0] != nil }) {
        throw m[other]!.error("a tap step cannot also \(other); put it in its own step")
      }
      return StepSpec(value: value, time: time, action: .tap(try tap.point()), timing: try m["animation"]?.animationTiming() ?? .default, name: name)
    }
    let transitionSteps = transitionKeys.filter { m[$0] != nil }
    if let key = transitionSteps.first {
      if let other = (operationKeys + scrollKeys + boundsKeys + transitionSteps.dropFirst()).first(where: { m[$0] != nil }) {
        throw m[other]!.error("a \(key) step cannot also \(other); put it in its own step")
      }
      let v = m[key]!
      let action: StepSpec.Action
      switch key {
      case "startTransition": action = .startTransition(try v.string())
      case "progress":
        let p = try v.double()
        guard p >= -1, p <= 2 else { throw v.error("expected a progress from -1 to 2 (0 = the current layout, 1 = the next), found \(p)") }
        action = .progress(p)
      default:
        guard try v.bool() else { throw v.error("expected true") }
        action = .endTransition(finish: key == "finishTransition")
      }
      return StepSpec(value: value, time: time, action: action, timing: try m["animation"]?.animationTiming() ?? .default, name: name)
    }
    if let setLayout = m["setLayout"] {
      if let other = (operationKeys + scrollKeys + ["resize"]).first(where: { m[$0] != nil }) { throw m[other]!.error("a setLayout step cannot also \(other); put it in its own step") }
      return StepSpec(value: value, time: time, action: .setLayout(try setLayout.string()), timing: try m["animation"]?.animationTiming() ?? .default, name: name)
    }
    if let resize = m["resize"] {
      if let other = (operationKeys + scrollKeys).first(where: { m[$0] != nil }) { throw m[other]!.error("a resize step cannot also \(other); put it in its own step") }
      let size = try resize.size()
      guard size.width >= 1, size.height >= 1, size.width <= SceneLoader.maximumCanvasSide, size.height <= SceneLoader.maximumCanvasSide else {
        throw resize.error("expected a size from 1 to \(Int(SceneLoader.maximumCanvasSide)) points on each side")
      }
      return StepSpec(value: value, time: time, action: .resize(size), timing: try m["animation"]?.animationTiming() ?? .default, name: name)
    }
    let scrolls = scrollKeys.filter { m[$0] != nil }
    if let first = scrolls.first {
      if let op = ops.first ?? scrolls.dropFirst().first { throw m[op]!.error("a \(first) step cannot also \(op); put it in its own step") }
      let action = try scrollAction(first, m[first]!)
      let linear = AnimationTiming(duration: 0.3, curve: .linear)
      let timing = try m["animation"]?.animationTiming(base: linear) ?? linear
      return StepSpec(value: value, time: time, action: .scroll(action), timing: timing, name: name)
    }
    guard !ops.isEmpty else {
      throw value.error("expected a step with wait, scroll, fling, drag or at least one of \(operationKeys.joined(separator: ", "))")
    }
    var updates = BatchUpdates()
    var newItems: [IndexPath: ItemSpec] = [:]
    let stepStyle = try m["style"].map { v throws(SceneError) in try StylePatch(v.mapping(allowed: StylePatch.keys)) }
    if let insert = m["insert"] {
      for element in try elements(insert) {
        if element.isMapping {
          let em = try element.mapping(allowed: ["index"] + itemKeys)
          let path = try indexPath(try em.required("index", "the new item's index path"))
          var spec = try item(element, extraKeys: ["index"])
          spec.style = spec.style.over(stepStyle ?? StylePatch())
          newItems[path] = spec
          updates.insertItems(at: [path])
        } else {
          let path = try indexPath(element)
          newItems[path] = ItemSpec(style: stepStyle ?? StylePatch())
          updates.insertItems(at: [path])
        }
      }
    }
    if let delete = m["delete"] { updates.deleteItems(at: try elements(delete).map { v throws(SceneError) in try indexPath(v) }) }
    if let reload = m["reload"] { updates.reloadItems(at: try elements(reload).map { v throws(SceneError) in try indexPath(v) }) }
    if let move = m["move"] {
      for element in try elements(move) {
        let mm = try element.mapping(allowed: ["from", "to"])
        updates.moveItem(at: try indexPath(try mm.required("from", "an index path")), to: try indexPath(try mm.required("to", "an index path")))
      }
    }
    if let sections = m["insertSections"] {
      for element in try elements(sections) {
        if element.isMapping {
          let sm = try element.mapping(allowed: ["index", "items"])
          let index = try sm.required("index", "a section index").int(in: 0...100_000)
          let specs = try items(try sm.required("items", "a count or a list of items"))
          updates.insertSections([index], itemCount: specs.count)
          for (i, spec) in specs.enumerated() {
            var styled = spec
            styled.style = spec.style.over(stepStyle ?? StylePatch())
            newItems[IndexPath(item: i, section: index)] = styled
          }
        } else {
          updates.insertSections([try element.int(in: 0...100_000)])
        }
      }
    }
    if let sections = m["deleteSections"] { updates.deleteSections(try elements(sections).map { v throws(SceneError) in try v.int(in: 0...100_000) }) }
    if let sections = m["reloadSections"] { updates.reloadSections(try elements(sections).map { v throws(SceneError) in try v.int(in: 0...100_000) }) }
    if let moves = m["moveSections"] {
      for element in try elements(moves) {
        let mm = try element.mapping(allowed: ["from", "to"])
        updates.moveSection(try mm.required("from", "a section index").int(in: 0...100_000), toSection: try mm.required("to", "a section index").int(in: 0...100_000))
      }
    }
    let timing = try m["animation"]?.animationTiming() ?? .default
    var layoutValues: [String: Double] = [:]
    if let lv = m["layoutValues"] {
      let lm = try lv.mapping(allowed: lv.mappingKeys)
      for key in lm.keys { layoutValues[key] = try lm[key]!.double() }
    }
    return StepSpec(
      value: value, time: time,
      action: .batch(updates, newItems: newItems, reloadStyle: m["reload"] != nil ? stepStyle : nil, layoutValues: layoutValues),
      timing: timing, name: name)
  }

  /// `scroll: {to: [x, y] | item: path, position, animated}`, `fling: [vx, vy]` or `{velocity}`,
  /// `drag: {points: [[x, y]…], duration, velocity}`.
  static func scrollAction(_ key: String, _ value: SceneValue) throws(SceneError) -> StepSpec.ScrollAction {
    switch key {
    case "scroll":
      let m = try value.mapping(allowed: ["to", "item", "position", "animated"])
      let animated = try m["animated"]?.bool() ?? true
      if let to = m["to"] {
        if let item = m["item"] { throw item.error("give either to (an offset) or item, not both") }
        return .offset(try to.point(), animated: animated)
      }
      let item = try indexPath(try m.required("item", "an item index path (or `to`, an offset)"))
      let position = try m["position"].map { v throws(SceneError) in ScrollPosition(rawValue: try v.choice(ScrollPosition.allCases.map(\.rawValue)))! } ?? .top
      return .item(item, position, animated: animated)
    case "fling":
      if value.isMapping {
        let m = try value.mapping(allowed: ["velocity"])
        return .fling(try velocity(try m.required("velocity", "[vx, vy] in points per millisecond")))
      }
      return .fling(try velocity(value))
    default:
      let m = try value.mapping(allowed: ["points", "duration", "velocity"])
      let pointsValue = try m.required("points", "a list of finger locations [x, y] (at least two)")
      let points = try pointsValue.list().map { v throws(SceneError) in try v.point() }
      guard points.count >= 2 else { throw pointsValue.error("expected at least two finger locations, found \(points.count)") }
      let duration = try m.required("duration", "seconds").seconds(atMost: 60)
      return .drag(points, duration: duration, releaseVelocity: try m["velocity"].map { v throws(SceneError) in try velocity(v) })
    }
  }

  /// `[vx, vy]` (points per millisecond), or one number for a vertical velocity.
  static func velocity(_ value: SceneValue) throws(SceneError) -> CGPoint {
    let v = value.isScalar ? CGPoint(x: 0, y: try value.cgFloat()) : try value.point()
    guard abs(v.x) <= 50, abs(v.y) <= 50 else { throw value.error("expected a velocity within ±50 points per millisecond, found [\(v.x), \(v.y)]") }
    return v
  }

  /// The step key whose operations a batch-update error is about, for locating the message.
  static func operationKey(for error: BatchUpdateError) -> String? {
    switch error {
    case .invalidNumberOfItems, .invalidNumberOfSections: return nil
    case .deleteItemBeyondItems, .deleteItemBeyondSections: return "delete"
    case .deleteSectionBeyondSections: return "deleteSections"
    case .reloadItemBeyondItems, .reloadItemBeyondSections, .deleteAndReloadSameIndexPath: return "reload"
    case .reloadSectionBeyondSections, .deleteAndReloadSameSection: return "reloadSections"
    case .insertItemBeyondItems, .insertItemBeyondSections: return "insert"
    case .insertSectionBeyondSections: return "insertSections"
    case .moveItemFromBeyondItems, .moveItemToBeyondItems, .deleteAndMoveSameIndexPath, .reloadAndMoveSameIndexPath,
      .moveFromDeletedSection, .insertAndMoveSameIndexPath, .moveIntoInsertedSection, .moveItemToTwo, .moveTwoItemsToOne:
      return "move"
    case .moveSectionBeyondSections, .deleteAndMoveSameSection, .insertAndMoveSameSection, .moveSectionToTwo, .moveTwoSectionsToOne:
      return "moveSections"
    }
  }

  /// A list of elements, or a single element standing for a list of one (`delete: 3`,
  /// `move: {from: 0, to: 5}`). An index path inside a list is itself a list: `insert: [[1, 0]]`.
  static func elements(_ value: SceneValue) throws(SceneError) -> [SceneValue] {
    value.isSequence ? try value.list() : [value]
  }

  /// An item index in section 0, or `[section, item]`.
  static func indexPath(_ value: SceneValue) throws(SceneError) -> IndexPath {
    if value.isSequence {
      let parts = try value.list()
      guard parts.count == 2 else { throw value.error("expected an index path [section, item], found a list of \(parts.count)") }
      return IndexPath(item: try parts[1].int(in: 0...1_000_000), section: try parts[0].int(in: 0...1_000_000))
    }
    guard value.isScalar else { throw value.error("expected an item index or [section, item], found \(value.kindName)") }
    return IndexPath(item: try value.int(in: 0...1_000_000), section: 0)
  }
}
