// SPDX-License-Identifier: MIT
import ReelTiming

/// One kind of script step, as the loader's table of steps knows it: the key that names its action,
/// the modifier keys it accepts and how its action is read. Every rule about which keys go together
/// ("exactly one action per step", "no key another kind owns") is checked once, from this table,
/// for every kind (`SceneLoader.step`).
struct StepKind: Sendable {
  /// What the step is called in messages, e.g. "fling" or "batch update".
  let name: String
  /// The keys that make a step of this kind. Only a batch update has several, and a step may give
  /// several of them together (an insert and a delete in one update).
  let actionKeys: [String]
  /// Keys the kind accepts besides its action, `animation` and the keys every step has.
  let modifiers: [String]
  /// Whether the step takes an `animation`, and the timing when it gives none. Kinds that take no
  /// `animation` keep `timing` as their (unused) timing.
  let animates: Bool
  let timing: AnimationTiming
  /// Reads the action from the step's mapping; `key` is the action key present.
  let read: @Sendable (_ m: SceneMapping, _ key: String) throws(SceneError) -> StepSpec.Action

  init(
    _ name: String, keys: [String], modifiers: [String] = [], animates: Bool = true,
    timing: AnimationTiming = .default,
    read: @escaping @Sendable (SceneMapping, String) throws(SceneError) -> StepSpec.Action
  ) {
    self.name = name
    self.actionKeys = keys
    self.modifiers = modifiers
    self.animates = animates
    self.timing = timing
    self.read = read
  }

  /// The kind in messages: its action key, or for a batch update its name and keys.
  var title: String {
    actionKeys.count == 1 ? actionKeys[0] : "\(name) (\(actionKeys.joined(separator: ", ")))"
  }

  /// Every key the kind accepts besides the common ones.
  var acceptedKeys: [String] { actionKeys + modifiers + (animates ? ["animation"] : []) }

  /// Keys every step may have, whatever its kind.
  static let commonKeys = ["at", "name", "nameAt", "target"]
}

extension SceneLoader {
  /// The table of step kinds, in the order the format documents them.
  static let stepKinds: [StepKind] =
    [
      StepKind("wait", keys: ["wait"], animates: false, timing: .immediate) {
        m, _ throws(SceneError) in
        .wait(try waitSeconds(m["wait"]!))
      },
      StepKind(
        "batch update", keys: operationKeys,
        modifiers: ["style", "layoutValues", "dataSourceCounts"]
      ) {
        m, _ throws(SceneError) in try batchAction(m)
      },
      StepKind("apply", keys: ["apply"]) { m, _ throws(SceneError) in
        .apply(try snapshot(m["apply"]!))
      },
    ] + scrollKinds + layoutKinds + gestureKinds + screenKinds + [performKind] + overlayKinds
    + keyboardKinds + contextMenuKinds + refreshKinds

  /// The kind each action key makes.
  static let kindByActionKey: [String: StepKind] = Dictionary(
    uniqueKeysWithValues: stepKinds.flatMap { kind in kind.actionKeys.map { ($0, kind) } })

  /// Every key a step may have: the common keys and each kind's.
  static let stepKeys: [String] = {
    var keys = StepKind.commonKeys
    for key in stepKinds.flatMap(\.acceptedKeys) where !keys.contains(key) { keys.append(key) }
    return keys
  }()

  static let operationKeys = [
    "insert", "delete", "reload", "move", "insertSections", "deleteSections", "reloadSections",
    "moveSections",
  ]
}
