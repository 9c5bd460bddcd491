// SPDX-License-Identifier: MIT
import Foundation
import Yams

/// Reading mappings: their keys, checked against the keys a place allows.
extension SceneValue {
  /// The keys of a mapping node (any keys), or none.
  public var mappingKeys: [String] {
    guard case .mapping(let mapping) = node else { return [] }
    return mapping.keys.compactMap { $0.scalar?.string }.filter {
      !$0.hasPrefix(Self.extensionKeyPrefix)
    }
  }

  /// Keys that start with this (`x-anchors: &row …`) are ignored wherever they appear, so a
  /// scene can keep YAML anchors, notes and tool settings beside Reel's keys.
  public static let extensionKeyPrefix = "x-"

  /// A mapping whose keys must all be in `allowed` (extension keys, `x-…`, are skipped).
  public func mapping(allowed keys: [String]) throws(SceneError) -> SceneMapping {
    // Callers join lists of keys that may overlap (a view's keys and a style's): each once.
    var seen = Set<String>()
    let allowed = keys.filter { seen.insert($0).inserted }
    guard case .mapping(let mapping) = node else {
      throw error(
        "expected a mapping with keys \(allowed.joined(separator: ", ")), found \(kindName)")
    }
    var entries: [(String, SceneValue)] = []
    var keyNodes: [String: SceneValue] = [:]
    for (keyNode, valueNode) in mapping {
      let key = keyNode.scalar?.string ?? ""
      // Extension keys are the author's own (YAML anchors live there): ignored at any level.
      if key.hasPrefix(Self.extensionKeyPrefix) { continue }
      let childPath = path.isEmpty ? key : "\(path).\(key)"
      let keyValue = SceneValue(
        node: keyNode, path: childPath, file: file, fallbackMark: node.mark, context: context)
      guard allowed.contains(key) else {
        let listed = allowed.joined(separator: ", ")
        let hint =
          SceneHints.topLevelOnly.contains(key) && !path.isEmpty
          ? " ('\(key)' belongs at the top of the scene, not inside '\(path)': unindent it)"
          : suggestion(for: key, among: allowed)
        // Recorded, and the key skipped: the rest of the file is still read, so one run names
        // every problem (the tally is thrown when the file is read; past its limit, here).
        let unknown = keyValue.error("unknown key '\(key)'\(hint); expected one of \(listed)")
        guard context.errorTally.add(unknown, drops: false) else { throw unknown }
        continue
      }
      if entries.contains(where: { $0.0 == key }) { throw keyValue.error("duplicate key '\(key)'") }
      keyNodes[key] = keyValue
      entries.append(
        (
          key,
          SceneValue(
            node: valueNode, path: childPath, file: file, fallbackMark: keyNode.mark,
            context: context)
        ))
    }
    return SceneMapping(value: self, entries: entries, keyNodes: keyNodes)
  }
}
