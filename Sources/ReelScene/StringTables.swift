// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import Yams

/// A scene's `strings:`, per locale: `{{key}}` in any text of the scene becomes the chosen
/// locale's string (`--locale de`), else the first locale's. The tables are written in the scene
/// or in a YAML file beside it (`strings: strings.yaml`, held to the same rules as images).
/// Right-to-left locales (Arabic, Hebrew, Persian, Urdu, …) lay the collection views out right
/// to left unless the scene says otherwise.
struct StringTables {
  /// The locales in the order written; the first is the default.
  let locales: [String]
  let tables: [String: [String: String]]
  let file: String
  /// The longest text a `{{key}}` may fill in, bytes (four times `--max-text-length`).
  var maximumBytes = 4 * SceneLimits.standard.textLength

  /// Languages written right to left.
  static let rightToLeftLanguages: Set<String> = [
    "ar", "he", "fa", "ur", "yi", "ps", "sd", "ckb", "dv", "ug",
  ]

  /// Whether `locale` (`ar`, `he-IL`, `fa_IR`) is written right to left.
  static func isRightToLeft(_ locale: String) -> Bool {
    let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
    return rightToLeftLanguages.contains(language.lowercased())
  }

  /// The tables `node` holds: a mapping of locales, each a mapping of keys to text.
  init(_ node: Node, file: String) throws(SceneError) {
    self.file = file
    guard case .mapping(let byLocale) = node, !byLocale.isEmpty else {
      throw Self.error(node, file, "strings", "expected a mapping of locales, such as {en: {…}}")
    }
    var locales: [String] = []
    var tables: [String: [String: String]] = [:]
    for (key, value) in byLocale {
      let locale = key.scalar?.string ?? ""
      guard case .mapping(let entries) = value else {
        throw Self.error(value, file, "strings.\(locale)", "expected a mapping of keys to text")
      }
      var table: [String: String] = [:]
      for (name, text) in entries {
        guard let scalar = text.scalar, let name = name.scalar?.string else {
          throw Self.error(text, file, "strings.\(locale)", "expected text for each key")
        }
        // Nothing after a key is a slip, most often a comma in unquoted text in `{…}`.
        guard !(scalar.style == .plain && scalar.string.isEmpty) else {
          throw Self.error(
            text, file, "strings.\(locale).\(name)",
            "expected text, found nothing (in {…}, a comma ends unquoted text: quote it)")
        }
        table[name] = scalar.string
      }
      locales.append(locale)
      tables[locale] = table
    }
    self.locales = locales
    self.tables = tables
  }

  /// `node` with each `{{key}}` replaced by `locale`'s string for it (else the first locale's).
  func localized(_ node: Node, locale: String, path: String = "") throws(SceneError) -> Node {
    switch node {
    case .scalar(let scalar):
      guard scalar.string.contains("{{") else { return node }
      let text = try replaced(scalar.string, locale: locale, at: node, path: path)
      guard text != scalar.string else { return node }
      return .scalar(Node.Scalar(text, Tag(.str), .doubleQuoted, scalar.mark))
    case .mapping(let mapping):
      var pairs: [(Node, Node)] = []
      for (key, value) in mapping {
        let name = key.scalar?.string ?? ""
        let child = path.isEmpty ? name : "\(path).\(name)"
        pairs.append((key, try localized(value, locale: locale, path: child)))
      }
      return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    case .sequence(let sequence):
      var items: [Node] = []
      for (index, item) in sequence.enumerated() {
        items.append(try localized(item, locale: locale, path: "\(path)[\(index)]"))
      }
      return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
    case .alias:
      return node
    }
  }

  /// `text` with its `{{key}}`s replaced; a key no table has is an error.
  private func replaced(_ text: String, locale: String, at node: Node, path: String)
    throws(SceneError) -> String
  {
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      result += rest[..<open.lowerBound]
      let after = rest[open.upperBound...]
      guard let close = after.range(of: "}}") else { break }
      let key = String(after[..<close.lowerBound])
      guard let string = tables[locale]?[key] ?? tables[locales[0]]?[key] else {
        let known = Array((tables[locale] ?? [:]).keys).sorted()
        throw Self.error(node, file, path, unknownName("string", key, among: known))
      }
      result += string
      rest = after[close.upperBound...]
      if result.utf8.count > maximumBytes {
        throw Self.error(
          node, file, path,
          SceneLimits.message(
            "a text filled in from strings, in bytes", result.utf8.count, limit: maximumBytes,
            flag: "--max-text-length"))
      }
    }
    return result + rest
  }

  static func error(_ node: Node, _ file: String, _ path: String, _ message: String)
    -> SceneError
  {
    SceneError(
      file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, keyPath: path,
      message: message)
  }
}
