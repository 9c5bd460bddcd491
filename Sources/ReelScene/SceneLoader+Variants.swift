// SPDX-License-Identifier: MIT
import Foundation
import Yams

extension SceneLoader {
  /// `node` with YAML merge keys applied: a mapping's `<<: *anchor` (or `<<: [*a, *b]`) adds the
  /// merged mappings' keys that it does not have itself (earlier merged mappings win).
  static func mergingKeys(_ node: Node) -> Node {
    switch node {
    case .mapping(let mapping):
      var pairs: [(Node, Node)] = []
      var merged: [Node] = []
      for (key, value) in mapping {
        if key.scalar?.string == "<<", key.scalar?.style == .plain {
          merged += value.sequence.map(Array.init) ?? [value]
        } else {
          pairs.append((key, mergingKeys(value)))
        }
      }
      for source in merged {
        guard case .mapping(let extra) = mergingKeys(source) else { continue }
        for (key, value) in extra where !pairs.contains(where: { $0.0 == key }) {
          pairs.append((key, value))
        }
      }
      return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    case .sequence(let sequence):
      return .sequence(
        Node.Sequence(sequence.map(mergingKeys), sequence.tag, sequence.style, sequence.mark))
    case .scalar, .alias:
      return node
    }
  }

  /// `root` with each setting's value put at its key path (a missing last key is added).
  /// Each value is held to the scene's own `limits` (values with aliases expanded, nesting)
  /// before it is used: a value is YAML too, and an alias bomb in one must not hang the loader.
  static func applying(_ settings: [SceneSetting], to root: Node, limits: SceneLimits)
    throws(SceneSettingError) -> Node
  {
    var root = root
    for setting in settings {
      let value: Node
      do {
        let composed = try Yams.compose(yaml: setting.value)
        if let composed { try checkShape(composed, file: "--set", limits: limits) }
        value = composed.map(withoutMarks) ?? Node("", .implicit)
      } catch let error as SceneError {
        throw SceneSettingError(setting: setting.description, problem: error.message)
      } catch {
        throw SceneSettingError(setting: setting.description, problem: "the value is not YAML")
      }
      root = try put(value, at: setting.path[...], in: root, setting: setting)
    }
    return root
  }

  private static func put(
    _ value: Node, at path: ArraySlice<SceneSetting.Component>, in node: Node,
    setting: SceneSetting
  ) throws(SceneSettingError) -> Node {
    guard let first = path.first else { return value }
    let rest = path.dropFirst()
    switch (first, node) {
    case (.key(let key), .mapping(var mapping)):
      guard let child = mapping[key] ?? (rest.isEmpty ? Node("", .implicit) : nil) else {
        throw SceneSettingError(
          setting: setting.description, problem: "the scene has no '\(key)' to set inside")
      }
      mapping[key] = try put(value, at: rest, in: child, setting: setting)
      return .mapping(mapping)
    case (.index(let index), .sequence(var sequence)):
      guard index < sequence.count else {
        throw SceneSettingError(
          setting: setting.description,
          problem: "index \(index) is past the end of a list of \(sequence.count)")
      }
      sequence[index] = try put(value, at: rest, in: sequence[index], setting: setting)
      return .sequence(sequence)
    case (.key(let key), _):
      throw SceneSettingError(
        setting: setting.description, problem: "'\(key)' is inside something that is no mapping")
    case (.index(let index), _):
      throw SceneSettingError(
        setting: setting.description, problem: "[\(index)] is inside something that is no list")
    }
  }

  /// `node` without positions: a set value is reported at the key it replaces.
  static func withoutMarks(_ node: Node) -> Node {
    switch node {
    case .scalar(let s): return .scalar(Node.Scalar(s.string, s.tag, s.style))
    case .mapping(let m):
      return .mapping(Node.Mapping(m.map { (withoutMarks($0), withoutMarks($1)) }, m.tag, m.style))
    case .sequence(let s): return .sequence(Node.Sequence(s.map(withoutMarks), s.tag, s.style))
    case .alias: return node
    }
  }
}
