// SPDX-License-Identifier: MIT
import Foundation
import Yams

extension SceneLoader {
  /// `root` with its `templates:` filled in wherever a mapping uses one, and the key removed.
  static func withTemplates(_ root: Node, file: String, limits: SceneLimits) throws(SceneError)
    -> Node
  {
    guard case .mapping(var top) = root, let definitions = top["templates"] else { return root }
    guard case .mapping(let named) = definitions else {
      throw SceneError(
        file: file, line: definitions.mark?.line ?? 1, column: definitions.mark?.column ?? 1,
        keyPath: "templates", message: "expected a mapping of templates by name")
    }
    var templates: [String: Node] = [:]
    for (key, value) in named { if let name = key.scalar?.string { templates[name] = value } }
    top["templates"] = nil
    var expander = TemplateExpander(templates: templates, file: file, limits: limits)
    let filled = try expander.expand(.mapping(top))
    try checkShape(filled, file: file, limits: limits)
    return filled
  }
}
