// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelScene

/// Typing on the on-screen keyboard.
extension ScriptRunner {
  /// A `typeText:` step: the keyboard slides up unless it is up, the field takes a caret, then
  /// each character is pressed `interval` seconds apart, the field's text growing by one at each
  /// press (at once, as a text field shows it, in the label colour). Returns after the last key.
  mutating func typeText(_ spec: TypeTextSpec, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    if stage.owner != nil, spec.into == nil {
      return try hostedTypeText(spec, step: step, at: time)
    }
    let location = step.keyLocations["typeText"] ?? step.location
    let label = try typingLabel(spec.into, at: location)
    var t = keyboard.show(at: time)
    keyboard.edit(label, at: time)
    var text = spec.replaces ? "" : keyboard.typed[label] ?? ""
    let color = SystemColors.named("label", traits: stage.styles.traits)
    if spec.replaces {
      var cleared = ContentChange(id: label)
      cleared.text = ""
      changes.record(cleared, at: time, timing: .immediate)
      keyboard.clear(label, at: time)
    }
    for character in spec.text {
      t += spec.interval
      text.append(character)
      keyboard.press(character, into: label, at: t)
      var change = ContentChange(id: label)
      change.text = text
      change.textColor = color
      changes.record(change, at: t, timing: .immediate)
    }
    keyboard.typed[label] = text
    return t + KeyboardTrack.pressDuration
  }

  /// An `endEditing: true` step: the caret goes and the keyboard slides down.
  mutating func endEditing(step: StepSpec, at time: Double) throws(SceneError) -> Double {
    if stage.owner != nil { try hostedEndEditing(step: step, at: time) }
    return keyboard.hide(at: time)
  }

  /// The id of the label a `typeText` step types into: the named search field's text, or the
  /// named label itself; with no name, the scene's only search field.
  func typingLabel(_ into: String?, at location: SourceLocation) throws(SceneError) -> String {
    let fields = searchTextIDs()
    if let into {
      let text = StylePatch.searchTextID(ofField: into)
      if fields.contains(text) { return text }
      guard knowsContent(into) else {
        throw location.error(
          "no search field or label has the id '\(into)'; give one id: \(into)")
      }
      return into
    }
    guard fields.count == 1, let only = fields.first else {
      throw location.error(
        fields.isEmpty
          ? "there is no search field to type into; add a view {searchField: Search}"
          : "which search field? give into: one of \(fields.map { String($0.dropLast(11)) })")
    }
    return only
  }

  /// The text labels of every search field in the scene's cells, styles and screen boxes.
  func searchTextIDs() -> [String] {
    var found: Set<String> = []
    func walk(_ views: [ContentView]) {
      for view in views {
        if let id = view.identifier, id.hasSuffix(".searchText") { found.insert(id) }
        walk(view.style.content)
      }
    }
    for stage in stages {
      walk(stage.spec.style.content ?? [])
      for item in stage.spec.sections.flatMap(\.items) { walk(item.style.content ?? []) }
    }
    for screen in director?.screens.values.map({ $0 }) ?? [] {
      for box in screen.content { walk(box.style.content ?? []) }
    }
    return found.sorted()
  }
}
