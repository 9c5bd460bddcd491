// SPDX-License-Identifier: MIT
import Yams

extension SceneLoader {
  /// Checks the composed document against `limits.nesting` and `limits.values` before any of it is
  /// read, walking it depth first without recursion and stopping at the first value over a limit,
  /// so
  /// neither a deep file nor an alias bomb costs more than `values` steps.
  /// - Throws: `SceneError` at the first node nested too deeply, or at the node where the count of
  ///   values passes the limit, with the key path that leads to it.
  static func checkShape(_ root: Node, file: String, limits: SceneLimits) throws(SceneError) {
    // A step of the key path: a mapping's key (its node, turned into text only for a message) or an
    // index; building strings for every value would cost more than the walk itself.
    enum Step {
      case key(Node)
      case index(Int)
    }
    var stack: [(node: Node, depth: Int, step: Step)] = [(root, 0, .index(0))]
    var path: [Step] = []
    var count = 0
    while let (node, depth, step) = stack.popLast() {
      count += 1
      path.removeLast(path.count - depth)
      path.append(step)
      if depth > limits.nesting || count > limits.values {
        let message =
          depth > limits.nesting
          ? SceneLimits.message(
            "the nesting depth of mappings and lists", depth, limit: limits.nesting,
            flag: "--max-nesting",
            ceiling: SceneLimits.parserNestingCeiling)
          : """
          the scene holds more than \(limits.values) values once its aliases are expanded, over \
          the limit (raise it with --max-values)
          """
        let keyPath = path.dropFirst().reduce(into: "") { text, step in
          switch step {
          case .index(let i): text += "[\(i)]"
          case .key(let key): text += (text.isEmpty ? "" : ".") + (key.scalar?.string ?? "(key)")
          }
        }
        throw SceneError(
          file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, keyPath: keyPath,
          message: message)
      }
      switch node {
      case .mapping(let mapping):
        for (key, value) in mapping.reversed() {
          stack.append((value, depth + 1, .key(key)))
          if key.scalar == nil { stack.append((key, depth + 1, .key(key))) }
        }
      case .sequence(let sequence):
        for index in sequence.indices.reversed() {
          stack.append((sequence[index], depth + 1, .index(index)))
        }
      case .scalar, .alias:
        break
      }
    }
  }

  /// Rewrites libyaml's own nesting error (it stops at `SceneLimits.parserNestingCeiling`) as ours.
  static func nestingCeilingError(
    _ problem: String, line: Int, column: Int, file: String, limits: SceneLimits
  ) -> SceneError? {
    guard problem.contains("Maximum nesting level") else { return nil }
    let ceiling = SceneLimits.parserNestingCeiling
    let limit = min(limits.nesting, ceiling)
    let message = SceneLimits.message(
      "the nesting depth of mappings and lists", ceiling + 1, limit: limit, flag: "--max-nesting",
      ceiling: ceiling)
    return SceneError(file: file, line: line, column: column, keyPath: "", message: message)
  }
}
