// SPDX-License-Identifier: MIT
import Foundation
import Yams

/// Fills in a scene's `templates:`: every mapping with a `template: name` key (an item, a view,
/// a section, anything) becomes that template's node with its `{parameter}` placeholders replaced
/// by the mapping's other keys of those names; the mapping's remaining keys go over the
/// template's own (`{template: row, title: Inbox, fill: systemRed}`). A placeholder that is a
/// whole value takes the parameter's value as it is (a number, a list, a mapping); inside text,
/// its text. Templates may use templates, 16 deep at most; what they make counts against the
/// scene's limit on values.
struct TemplateExpander {
  let templates: [String: Node]
  let file: String
  let limits: SceneLimits
  /// Placeholders Reel fills per item when it draws (`{index}`, …): never template parameters.
  static let drawingPlaceholders: Set<String> = ["index", "item", "section", "id"]
  static let maximumDepth = 16
  private(set) var made = 0

  init(templates: [String: Node], file: String, limits: SceneLimits) {
    self.templates = templates
    self.file = file
    self.limits = limits
  }

  /// `node` with every template use filled in.
  mutating func expand(_ node: Node, path: String = "", depth: Int = 0) throws(SceneError)
    -> Node
  {
    made += 1
    if made > limits.values {
      throw error(
        at: node, path,
        """
        the scene holds more than \(limits.values) values once its templates are filled in, \
        over the limit (raise it with --max-values)
        """)
    }
    switch node {
    case .mapping(let mapping):
      if let name = mapping["template"] {
        return try use(name, in: mapping, path: path, depth: depth)
      }
      var pairs: [(Node, Node)] = []
      for (key, value) in mapping {
        let child = path.isEmpty ? key.scalar?.string ?? "" : "\(path).\(key.scalar?.string ?? "")"
        pairs.append((key, try expand(value, path: child, depth: depth)))
      }
      return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    case .sequence(let sequence):
      var items: [Node] = []
      for (index, item) in sequence.enumerated() {
        items.append(try expand(item, path: "\(path)[\(index)]", depth: depth))
      }
      return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
    case .scalar, .alias:
      return node
    }
  }

  /// The template `nameNode` names, filled from `use`'s keys.
  private mutating func use(_ nameNode: Node, in use: Node.Mapping, path: String, depth: Int)
    throws(SceneError) -> Node
  {
    let at = path.isEmpty ? "template" : "\(path).template"
    guard let name = nameNode.scalar?.string else {
      throw error(at: nameNode, at, "expected a template's name")
    }
    guard let template = templates[name] else {
      throw error(at: nameNode, at, unknownName("template", name, among: templates.keys.sorted()))
    }
    guard depth < Self.maximumDepth else {
      throw error(
        at: nameNode, at, "templates use each other more than \(Self.maximumDepth) deep (a loop?)")
    }
    let wanted = Self.placeholders(in: template)
    var parameters: [String: Node] = [:]
    var overrides: [(Node, Node)] = []
    for (key, value) in use where key.scalar?.string != "template" {
      let text = key.scalar?.string ?? ""
      if wanted.contains(text) { parameters[text] = value } else { overrides.append((key, value)) }
    }
    for missing in wanted.subtracting(parameters.keys).sorted()
    where !Self.drawingPlaceholders.contains(missing) {
      throw error(at: nameNode, at, "'\(name)' needs \(missing): add \(missing): …")
    }
    var filled = try fill(template, with: parameters, path: at)
    if !overrides.isEmpty {
      guard case .mapping(var mapping) = filled else {
        throw error(at: overrides[0].0, path, "only a template that is a mapping takes more keys")
      }
      for (key, value) in overrides { mapping[key] = value }
      filled = .mapping(mapping)
    }
    return try expand(filled, path: path, depth: depth + 1)
  }

  /// `node` with `{name}` placeholders replaced from `parameters`.
  private func fill(_ node: Node, with parameters: [String: Node], path: String)
    throws(SceneError) -> Node
  {
    switch node {
    case .scalar(let scalar):
      let text = scalar.string
      if text.hasPrefix("{"), text.hasSuffix("}"),
        let whole = parameters[String(text.dropFirst().dropLast())]
      {
        return whole
      }
      var result = text
      for (name, value) in parameters.sorted(by: { $0.key < $1.key })
      where Self.names(in: result).contains(name) {
        guard let replacement = value.scalar?.string else {
          throw error(at: node, path, "{\(name)} inside text takes a text or number, not a list")
        }
        result = Self.outsideStringKeys(result) {
          $0.replacingOccurrences(of: "{\(name)}", with: replacement)
        }
        // Templates filling templates could grow text without end: it stays drawable.
        if result.utf8.count > 4 * limits.textLength {
          throw error(
            at: node, path,
            SceneLimits.message(
              "a text filled in from templates, in bytes", result.utf8.count,
              limit: 4 * limits.textLength, flag: "--max-text-length"))
        }
      }
      guard result != text else { return node }
      return .scalar(Node.Scalar(result, Tag(.str), .doubleQuoted, scalar.mark))
    case .mapping(let mapping):
      var pairs: [(Node, Node)] = []
      for (key, value) in mapping {
        pairs.append((key, try fill(value, with: parameters, path: path)))
      }
      return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    case .sequence(let sequence):
      var items: [Node] = []
      for item in sequence { items.append(try fill(item, with: parameters, path: path)) }
      return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
    case .alias:
      return node
    }
  }

  /// The `{name}` placeholders in `node`'s text (names of letters, digits and `_`).
  static func placeholders(in node: Node) -> Set<String> {
    switch node {
    case .scalar(let scalar): return names(in: scalar.string)
    case .mapping(let mapping):
      return mapping.reduce(into: Set()) { $0.formUnion(placeholders(in: $1.1)) }
    case .sequence(let sequence):
      return sequence.reduce(into: Set()) { $0.formUnion(placeholders(in: $1)) }
    case .alias: return []
    }
  }

  /// The `{name}`s of `text`, outside the `{{key}}`s of the scene's strings.
  static func names(in text: String) -> Set<String> {
    var found: Set<String> = []
    _ = outsideStringKeys(text) { part in
      found.formUnion(singleNames(in: part))
      return part
    }
    return found
  }

  /// `text` with `transform` applied to its parts outside `{{…}}` (string keys, kept as they are).
  static func outsideStringKeys(_ text: String, _ transform: (String) -> String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{{"),
      let close = rest[open.upperBound...].range(of: "}}")
    {
      result += transform(String(rest[..<open.lowerBound]))
      result += rest[open.lowerBound..<close.upperBound]
      rest = rest[close.upperBound...]
    }
    return result + transform(String(rest))
  }

  static func singleNames(in text: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty, after.dropFirst(name.count).first == "}" { found.insert(String(name)) }
      rest = after
    }
    return found
  }

  private func error(at node: Node, _ path: String, _ message: String) -> SceneError {
    SceneError(
      file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, keyPath: path,
      message: message)
  }
}
