// SPDX-License-Identifier: MIT
import Foundation

extension SceneLoader {
  /// The script: a list of steps.
  /// The steps; `targets` names the collection views a step may target (nil: not known, because
  /// they could not be read — any name passes). A failing step is recorded and the next read.
  static func script(_ value: SceneValue, targets: [String]? = ["main"]) throws(SceneError)
    -> [StepSpec]
  {
    var steps: [StepSpec] = []
    var names: [String: String] = [:]
    for v in try value.list() {
      let read = try v.recovering { v throws(SceneError) in
        var spec = try step(v)
        let m = try v.mapping(allowed: stepKeys)
        if let name = m["name"] { try StepName.check(name, seen: &names) }
        if let target = m["target"] {
          if let targets {
            spec.target = try target.choice(targets)
          } else {
            spec.target = try target.text()
          }
        }
        return spec
      }
      if let read { steps.append(read) }
    }
    return steps
  }

  /// One step: its kind is found from its action key in `stepKinds`, and the keys checked against
  /// that kind before the action is read.
  static func step(_ value: SceneValue) throws(SceneError) -> StepSpec {
    let m = try value.mapping(allowed: stepKeys)
    let kind = try stepKind(of: m)
    let time = try m["at"].map { v throws(SceneError) in
      let t = try v.nonNegative()
      guard t <= 600 else { throw v.error("expected a time from 0 to 600 seconds, found \(t)") }
      return t
    }
    let key = m.keys.first { kind.actionKeys.contains($0) }!
    let action = try kind.read(m, key)
    let timing = try m["animation"]?.animationTiming(base: kind.timing) ?? kind.timing
    var locations: [String: SourceLocation] = [:]
    for key in m.keys { locations[key] = m[key]!.location }
    if let tween = m["animateLayout"], tween.isMapping {
      let tm = try tween.mapping(allowed: tween.mappingKeys)
      for name in tm.keys { locations["animateLayout.\(name)"] = tm[name]!.location }
    }
    var step = StepSpec(
      location: value.location, keyLocations: locations, time: time, action: action,
      timing: timing, name: try m["name"]?.string())
    if let v = m["nameAt"] { step.namesStart = try v.choice(["start", "end"]) == "start" }
    return step
  }

  /// The kind of the step `m`, after checking that it has exactly one action (or, for a batch
  /// update, only batch operations) and no key that belongs to another kind.
  static func stepKind(of m: SceneMapping) throws(SceneError) -> StepKind {
    let actions = m.keys.filter { kindByActionKey[$0] != nil }
    guard let first = actions.first, let kind = kindByActionKey[first] else {
      let names = stepKinds.map { $0.actionKeys[0] }.joined(separator: ", ")
      if let modifier = m.keys.first(where: { !StepKind.commonKeys.contains($0) }) {
        throw m.error(
          atKey: modifier,
          "'\(modifier)' modifies a step but this step has no action; expected one of \(names)")
      }
      throw m.value.error("expected a step with one action: \(names)")
    }
    for other in actions.dropFirst() where !kind.actionKeys.contains(other) {
      throw m.error(
        atKey: other,
        "one action per step: this step already has '\(first)', so '\(other)' needs a step of "
          + "its own")
    }
    for key in m.keys where !StepKind.commonKeys.contains(key) && !kind.acceptedKeys.contains(key) {
      let owners = stepKinds.filter { $0.acceptedKeys.contains(key) }.map(\.title)
      let takes = kind.modifiers + (kind.animates ? ["animation"] : [])
      let accepted = takes.isEmpty ? "no other keys" : takes.joined(separator: ", ")
      throw m.error(
        atKey: key,
        "'\(key)' does not go with '\(first)': \(kind.title) steps take \(accepted); '\(key)' "
          + "belongs to \(owners.joined(separator: ", ")) steps")
    }
    return kind
  }

  static func waitSeconds(_ wait: SceneValue) throws(SceneError) -> Double {
    let seconds = try wait.nonNegative()
    guard seconds <= 600 else { throw wait.error("expected at most 600 seconds, found \(seconds)") }
    return seconds
  }
}
