// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import Yams

extension SceneLoader {
  /// `root` with its `strings:` applied for the variant's locale and the key removed, and the
  /// locales the tables have (none without `strings:`). A right-to-left locale lays out every
  /// collection view that does not choose a direction right to left.
  static func withStrings(_ root: Node, context: SceneContext, file: String) throws(SceneError)
    -> (Node, [String])
  {
    guard case .mapping(var top) = root, let node = top["strings"] else {
      if let locale = context.variant.locale {
        throw SceneError(
          file: file, line: 1, column: 1, keyPath: "",
          message: "--locale \(locale): the scene has no strings: to choose from")
      }
      return (root, [])
    }
    var tables = try StringTables(
      try stringsNode(node, context: context, file: file, key: "strings"), file: file)
    tables.maximumBytes = 4 * context.limits.textLength
    let locale = context.variant.locale ?? tables.locales[0]
    guard tables.locales.contains(locale) else {
      throw StringTables.error(
        node, file, "strings",
        "--locale \(locale): " + unknownName("locale", locale, among: tables.locales))
    }
    top["strings"] = nil
    var localized = try tables.localized(.mapping(top), locale: locale)
    if StringTables.isRightToLeft(locale) { localized = rightToLeft(localized) }
    return (localized, tables.locales)
  }

  /// `node` itself, or when it is text, the YAML file it names beside the scene (the images'
  /// rules: relative to the scene, inside its folder under `--sandbox`); errors at `key`.
  static func stringsNode(_ node: Node, context: SceneContext, file: String, key: String)
    throws(SceneError) -> Node
  {
    guard let name = node.scalar?.string else { return node }
    if context.limits.sandbox, let problem = Sandbox.problem(name, in: context.baseDirectory) {
      throw StringTables.error(node, file, key, problem)
    }
    let url =
      name.hasPrefix("/")
      ? URL(fileURLWithPath: name) : context.baseDirectory.appendingPathComponent(name)
    let text: String
    do {
      let bytes = try RegularFile.contents(atPath: url.path, maximumBytes: maximumSceneBytes)
      guard let decoded = String(bytes: bytes, encoding: .utf8) else {
        throw StringTables.error(node, file, key, "\(url.path): not UTF-8 text")
      }
      text = decoded
    } catch let error as SceneError {
      throw error
    } catch {
      throw StringTables.error(node, file, key, "cannot read \(url.path): \(error)")
    }
    return try compose(text, file: url.path, limits: context.limits)
  }

  /// `root` with `layoutDirection: rightToLeft` in each collection view that has none.
  static func rightToLeft(_ root: Node) -> Node {
    func mirrored(_ view: Node) -> Node {
      guard case .mapping(var m) = view, m["layoutDirection"] == nil else { return view }
      m["layoutDirection"] = Node("rightToLeft")
      return .mapping(m)
    }
    guard case .mapping(var top) = root else { return root }
    if let one = top["collectionView"] { top["collectionView"] = mirrored(one) }
    if case .sequence(var list)? = top["collectionViews"] {
      for i in list.indices { list[i] = mirrored(list[i]) }
      top["collectionViews"] = .sequence(list)
    }
    if case .sequence(var screens)? = top["screens"] {
      for i in screens.indices {
        guard case .mapping(var screen) = screens[i], let view = screen["collectionView"]
        else { continue }
        screen["collectionView"] = mirrored(view)
        screens[i] = .mapping(screen)
      }
      top["screens"] = .sequence(screens)
    }
    return .mapping(top)
  }
}
