// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import ReelTiming
import ReelViews

/// Typing into a view controller's own search bar (`navigationItem.searchController`), as a
/// user types on iOS: the search controller becomes active (its cancel button shows, its results
/// updater is asked), then each key sets the bar's text one character longer, tells the bar's
/// delegate (`searchBar(_:textDidChange:)`) and asks the updater again
/// (`updateSearchResults(for:)`); the snapshots the code applies animate from that key press.
extension ScriptRunner {
  /// A `typeText:` step on a view controller's scene.
  mutating func hostedTypeText(_ spec: TypeTextSpec, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    let label = KeyboardTrack.hostedSearchLabel
    let located = step.location(of: "typeText")
    var t = keyboard.show(at: time)
    keyboard.edit(label, at: time)
    let timing = AnimationTiming.default
    var text = ""
    try playHosted(step: step, key: "typeText", timing: timing, at: time) {
      search throws(SceneError) in
      guard let search else {
        throw located.error(
          """
          the view controller shows no search bar to type into \
          (set navigationItem.searchController)
          """)
      }
      if !search.isActive { search.isActive = true }
      if spec.replaces { search.searchBar.text = "" }
      text = search.searchBar.text ?? ""
    }
    for character in spec.text {
      t += spec.interval
      text.append(character)
      keyboard.press(character, into: label, at: t)
      let typed = text
      try playHosted(step: step, key: "typeText", timing: timing, at: t) {
        search throws(SceneError) in
        guard let search else { return }
        search.searchBar.text = typed
        search.searchBar.delegate?.searchBar(search.searchBar, textDidChange: typed)
        search.searchResultsUpdater?.updateSearchResults(for: search)
      }
    }
    return t + KeyboardTrack.pressDuration
  }

  /// Runs `body` with the shown controller's search controller (nil when it has none) as code
  /// that the collection view's updates animate from, with `timing`.
  private mutating func playHosted(
    step: StepSpec, key: String, timing: AnimationTiming, at time: Double,
    _ body: @MainActor (SearchController?) throws(SceneError) -> Void
  ) throws(SceneError) {
    _ = try playCode(step: step, key: key, at: time, timing: timing) {
      owner, _ throws(SceneError) in
      let shown = (owner as? ViewController).map(Self.shownController)
      try body(shown?.navigationItem.searchController)
    }
  }

  /// `endEditing: true` on a view controller's scene: its search bar's field resigns first
  /// responder (the search controller stays active, as after the keyboard's dismissal).
  mutating func hostedEndEditing(step: StepSpec, at time: Double) throws(SceneError) {
    try playHosted(step: step, key: "endEditing", timing: .default, at: time) {
      search throws(SceneError) in
      _ = search?.searchBar.searchTextField.resignFirstResponder()
    }
  }
}
