// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import Yams

extension SceneLoader {
  /// Top-level keys whose mappings an included file adds entries to (the scene's own win).
  static let includedMappings = ["templates", "overlays", "strings", "theme"]
  /// How deep included files may include others, and how many one `include:` may name.
  static let maximumIncludeDepth = 8
  static let maximumIncludesPerFile = 16
  /// How many files a scene's includes may read in all.
  static let maximumIncludedFiles = 64

  /// `root` with the files its `include:` names (one, or a list; relative to the scene, held
  /// to the images' rules) merged in and the key removed: each file's top-level keys the scene
  /// lacks are added, and entries of its `templates`, `overlays`, `strings` and `theme` the
  /// scene's lack. An included file may include others. What an included file holds is reported
  /// at the `include:` that brought it in, with its key path.
  static func withIncludes(_ root: Node, context: SceneContext, file: String)
    throws(SceneError) -> Node
  {
    var read = 0
    return try including(root, context: context, file: file, depth: 0, read: &read)
  }

  private static func including(
    _ root: Node, context: SceneContext, file: String, depth: Int, read: inout Int
  ) throws(SceneError) -> Node {
    guard case .mapping(var top) = root, let include = top["include"] else { return root }
    top["include"] = nil
    guard depth < maximumIncludeDepth else {
      throw StringTables.error(
        include, file, "include", "files include each other more than 8 deep (a loop?)")
    }
    let names = include.sequence.map(Array.init) ?? [include]
    guard names.count <= maximumIncludesPerFile else {
      throw StringTables.error(
        include, file, "include",
        "expected at most \(maximumIncludesPerFile) files, found \(names.count)")
    }
    for name in names {
      read += 1
      guard read <= maximumIncludedFiles else {
        throw StringTables.error(
          name, file, "include", "the includes read more than \(maximumIncludedFiles) files")
      }
      var included = try stringsNode(name, context: context, file: file, key: "include")
      included = mergingKeys(relocated(included, to: name.mark))
      included = try including(
        included, context: context, file: file, depth: depth + 1, read: &read)
      guard case .mapping(let extra) = included else {
        throw StringTables.error(name, file, "include", "expected a file holding a mapping")
      }
      for (key, value) in extra {
        let text = key.scalar?.string ?? ""
        if case .mapping(var own)? = top[key], includedMappings.contains(text),
          case .mapping(let more) = value
        {
          for (k, v) in more where own[k] == nil { own[k] = v }
          top[key] = .mapping(own)
        } else if top[key] == nil {
          top[key] = value
        }
      }
    }
    // The files together stay within the scene's limits.
    if depth == 0 { try checkShape(.mapping(top), file: file, limits: context.limits) }
    return .mapping(top)
  }

  /// `node` with every position replaced by `mark`.
  static func relocated(_ node: Node, to mark: Mark?) -> Node {
    switch node {
    case .scalar(let s): return .scalar(Node.Scalar(s.string, s.tag, s.style, mark))
    case .mapping(let m):
      let pairs = m.map { (relocated($0, to: mark), relocated($1, to: mark)) }
      return .mapping(Node.Mapping(pairs, m.tag, m.style, mark))
    case .sequence(let s):
      return .sequence(Node.Sequence(s.map { relocated($0, to: mark) }, s.tag, s.style, mark))
    case .alias: return node
    }
  }
}
