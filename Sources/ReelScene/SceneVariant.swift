// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// One variant of a scene file, chosen from the command line: light or dark, and values set by
/// key path (`--set canvas.scale=3`), so light and dark, phone and tablet, and locales come from
/// one file.
public struct SceneVariant: Sendable, Equatable {
  /// `--appearance`: wins over the scene's `appearance` key.
  public var appearance: UserInterfaceStyle?
  /// `--set` values, applied in order.
  public var settings: [SceneSetting]
  /// Appended to the scene's name (so `both` appearances write different files).
  public var nameSuffix: String
  /// `--locale`: which of the scene's `strings:` tables its `{{key}}`s take (nil: the first;
  /// `everyLocale`: each in turn, where players are made).
  public var locale: String?
  /// `--locale all`.
  public static let everyLocale = "all"

  public init(
    appearance: UserInterfaceStyle? = nil, settings: [SceneSetting] = [], nameSuffix: String = ""
  ) {
    self.appearance = appearance
    self.settings = settings
    self.nameSuffix = nameSuffix
  }

  /// The variant in words, for cache keys: empty for the scene as written.
  public var summary: String {
    guard self != SceneVariant() else { return "" }
    return "appearance=\(appearance?.rawValue ?? "scene") suffix=\(nameSuffix) "
      + "locale=\(locale ?? "scene") "
      + settings.map(\.description).joined(separator: "\u{0}")
  }
}

/// `key.path=value`: a value (YAML, so `3`, `dark`, `[0, 0, 10, 10]` or `{fill: red}`) to put
/// at a key path (`canvas.scale`, `collectionViews[0].style.fill`) before the scene is read.
public struct SceneSetting: Sendable, Equatable, CustomStringConvertible {
  public enum Component: Sendable, Equatable {
    case key(String)
    case index(Int)
  }

  public let path: [Component]
  public let value: String
  public let description: String

  /// Parses `key.path=value`.
  /// - Throws: a message when the text has no `=` or its path is malformed.
  public init(parsing text: String) throws(SceneSettingError) {
    guard let equals = text.firstIndex(of: "=") else {
      throw SceneSettingError(setting: text, problem: "expected key.path=value")
    }
    let pathText = String(text[..<equals])
    value = String(text[text.index(after: equals)...])
    description = text
    var components: [Component] = []
    for part in pathText.split(separator: ".", omittingEmptySubsequences: false) {
      var rest = Substring(part)
      let name = rest.prefix { $0 != "[" }
      rest = rest.dropFirst(name.count)
      guard !name.isEmpty else {
        throw SceneSettingError(setting: text, problem: "an empty key in '\(pathText)'")
      }
      components.append(.key(String(name)))
      while rest.hasPrefix("[") {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0
        else {
          throw SceneSettingError(
            setting: text, problem: "expected an index such as [0] in '\(pathText)'")
        }
        components.append(.index(index))
        rest = rest[rest.index(after: close)...]
      }
      guard rest.isEmpty else {
        throw SceneSettingError(setting: text, problem: "unexpected '\(rest)' in '\(pathText)'")
      }
    }
    path = components
  }
}

/// A `--set` that cannot be applied.
public struct SceneSettingError: Error, Sendable, Equatable, CustomStringConvertible {
  public let setting: String
  public let problem: String
  public var description: String { "--set \(setting): \(problem)" }
}
