// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import Yams

/// A scene document as plain data, easy to edit in place and to write back as YAML (flow style, so
/// the result is also JSON when every scalar is one). Anchors and aliases are expanded.
indirect enum ValueTree: Equatable, Sendable {
  case scalar(String)
  case list([ValueTree])
  case map([(key: String, value: ValueTree)])

  static func == (a: ValueTree, b: ValueTree) -> Bool {
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): x == y
    case (.list(let x), .list(let y)): x == y
    case (.map(let x), .map(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The tree of a YAML text, or nil when it does not parse.
  init?(yaml: String) {
    guard let node = try? Yams.compose(yaml: yaml) else { return nil }
    self.init(node)
  }

  init(_ node: Node) {
    switch node {
    case .scalar(let s): self = .scalar(s.string)
    case .sequence(let s): self = .list(s.map(ValueTree.init))
    case .mapping(let m):
      self = .map(m.map { (key: $0.key.scalar?.string ?? "?", value: ValueTree($0.value)) })
    case .alias: self = .scalar("")
    }
  }

  /// Paths to every node, root first: each step an index into a list or a map's entries.
  var paths: [[Int]] {
    var result: [[Int]] = [[]]
    switch self {
    case .scalar: break
    case .list(let l): for (i, v) in l.enumerated() { result += v.paths.map { [i] + $0 } }
    case .map(let m): for (i, e) in m.enumerated() { result += e.value.paths.map { [i] + $0 } }
    }
    return result
  }

  subscript(path: [Int]) -> ValueTree {
    get {
      guard let first = path.first else { return self }
      switch self {
      case .scalar: return self
      case .list(let l): return l[first][Array(path.dropFirst())]
      case .map(let m): return m[first].value[Array(path.dropFirst())]
      }
    }
    set {
      guard let first = path.first else {
        self = newValue
        return
      }
      switch self {
      case .scalar: self = newValue
      case .list(var l):
        l[first][Array(path.dropFirst())] = newValue
        self = .list(l)
      case .map(var m):
        m[first].value[Array(path.dropFirst())] = newValue
        self = .map(m)
      }
    }
  }

  /// Every mapping key in the tree (for inserting keys the scene format knows).
  var keys: Set<String> {
    switch self {
    case .scalar: []
    case .list(let l): l.reduce(into: Set()) { $0.formUnion($1.keys) }
    case .map(let m): m.reduce(into: Set(m.map(\.key))) { $0.formUnion($1.value.keys) }
    }
  }

  /// YAML text in flow style: plain scalars where YAML reads them back unchanged, quoted otherwise.
  var yaml: String {
    switch self {
    case .scalar(let s): ValueTree.scalarText(s)
    case .list(let l): "[" + l.map(\.yaml).joined(separator: ", ") + "]"
    case .map(let m):
      "{" + m.map { ValueTree.scalarText($0.key) + ": " + $0.value.yaml }.joined(separator: ", ")
        + "}"
    }
  }

  static func scalarText(_ s: String) -> String {
    let plain =
      !s.isEmpty
      && s.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || ".-+_#".unicodeScalars.contains($0)
      }
      && !s.hasPrefix("#") && !s.hasPrefix("-") || Double(s) != nil
    return plain ? s : JSONValue.quote(s)
  }
}
