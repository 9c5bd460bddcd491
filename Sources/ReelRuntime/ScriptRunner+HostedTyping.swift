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
      controller, bar throws(SceneError) in
      guard let bar else {
        throw located.error(
          """
          the view controller shows no search bar to type into \
          (set navigationItem.searchController, or add a UISearchBar to its view)
          """)
      }
      if let controller, !controller.isActive { controller.isActive = true }
      if controller == nil { _ = bar.searchTextField.becomeFirstResponder() }
      if spec.replaces { bar.text = "" }
      text = bar.text ?? ""
    }
    for character in spec.text {
      t += spec.interval
      text.append(character)
      keyboard.press(character, into: label, at: t)
      let typed = text
      try playHosted(step: step, key: "typeText", timing: timing, at: t) {
        controller, bar throws(SceneError) in
        guard let bar else { return }
        bar.text = typed
        bar.delegate?.searchBar(bar, textDidChange: typed)
        if let controller { controller.searchResultsUpdater?.updateSearchResults(for: controller) }
      }
    }
    return t + KeyboardTrack.pressDuration
  }

  /// Runs `body` with the shown controller's search controller (nil when it has none) and the
  /// search bar typed into — the controller's, else the first `SearchBar` among the controller's
  /// views (nil when there is none) — as code that the collection view's updates animate from,
  /// with `timing`.
  private mutating func playHosted(
    step: StepSpec, key: String, timing: AnimationTiming, at time: Double,
    _ body: @MainActor (SearchController?, SearchBar?) throws(SceneError) -> Void
  ) throws(SceneError) {
    _ = try playCode(step: step, key: key, at: time, timing: timing) {
      owner, _ throws(SceneError) in
      let shown = (owner as? ViewController).map(Self.shownController)
      let controller = shown?.navigationItem.searchController
      try body(
        controller, controller?.searchBar ?? shown.flatMap { Self.firstSearchBar(in: $0.view) })
    }
  }

  /// The first search bar in `view`'s hierarchy, depth first, back to front; nil for none.
  @MainActor private static func firstSearchBar(in view: View) -> SearchBar? {
    if let bar = view as? SearchBar { return bar }
    for subview in view.subviews {
      if let bar = firstSearchBar(in: subview) { return bar }
    }
    return nil
  }

  /// `endEditing: true` on a view controller's scene: its search bar's field resigns first
  /// responder (the search controller stays active, as after the keyboard's dismissal).
  mutating func hostedEndEditing(step: StepSpec, at time: Double) throws(SceneError) {
    try playHosted(step: step, key: "endEditing", timing: .default, at: time) {
      _, bar throws(SceneError) in
      _ = bar?.searchTextField.resignFirstResponder()
    }
  }
}
