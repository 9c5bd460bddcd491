// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming

/// A `typeText:` step: text typed into a search field (or any label with an `id:`) one
/// character at a time, the keyboard sliding up first if it is down — as `XCUIElement.typeText`
/// types in a UI test.
public struct TypeTextSpec: Sendable, Hashable {
  /// What is typed, appended to the field's text. At most `maximumLength` characters.
  public var text: String
  /// The search field's (or label's) `id:`; nil for the scene's only search field.
  public var into: String?
  /// Seconds between keystrokes, 0.02…2 (default 0.15: a brisk typist's 6–7 keys a second).
  public var interval: Double
  /// Whether the text replaces the field's text rather than adding to it (`replace: true`).
  public var replaces: Bool

  /// Typing `text` into `into` every `interval` seconds.
  public init(text: String, into: String? = nil, interval: Double = 0.15, replaces: Bool = false) {
    self.text = text
    self.into = into
    self.interval = interval
    self.replaces = replaces
  }

  /// The most characters one step types.
  public static let maximumLength = 200
}

extension SceneLoader {
  /// The keyboard's steps: `typeText:` and `endEditing:`.
  static let keyboardKinds: [StepKind] = [
    StepKind("typeText", keys: ["typeText"], animates: false, timing: .immediate) {
      m, _ throws(SceneError) in .typeText(try typeText(m["typeText"]!))
    },
    StepKind("endEditing", keys: ["endEditing"], animates: false, timing: .immediate) {
      m, _ throws(SceneError) in
      try requireTrue(m["endEditing"]!, "endEditing ends the typing")
      return .endEditing
    },
  ]

  /// `typeText: text` or `typeText: {text, into, interval, replace}`.
  static func typeText(_ value: SceneValue) throws(SceneError) -> TypeTextSpec {
    guard value.isMapping else { return try typed(value, into: nil) }
    let m = try value.mapping(allowed: ["text", "into", "interval", "replace"])
    var spec = try typed(m.required("text", "the text to type"), into: try m["into"]?.text())
    if let v = m["interval"] { spec.interval = try v.double(in: 0.02...2) }
    spec.replaces = try m["replace"]?.bool() ?? false
    return spec
  }

  private static func typed(_ value: SceneValue, into: String?) throws(SceneError)
    -> TypeTextSpec
  {
    let text = try value.text()
    guard text.count <= TypeTextSpec.maximumLength else {
      throw value.error(
        "expected at most \(TypeTextSpec.maximumLength) characters to type, found \(text.count)")
    }
    return TypeTextSpec(text: text, into: into)
  }
}
