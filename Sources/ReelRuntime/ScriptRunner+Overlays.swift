// SPDX-License-Identifier: MIT
import Foundation
import ReelScene

extension ScriptRunner {
  /// A `show:` or `hide:` step: each overlay named must be declared; `hide: all` hides those
  /// shown. Returns when the fade ends.
  mutating func runOverlays(
    show: Bool, ids: [String], step: StepSpec, at time: Double
  ) throws(SceneError) -> Double {
    let declared = overlaySpecs.map(\.id)
    for id in ids where !declared.contains(id) {
      let at = step.keyLocations[show ? "show" : "hide"] ?? step.location
      throw at.error(unknownName("overlay", id, among: declared))
    }
    let chosen = ids.isEmpty ? overlays.visibleIDs(at: time) : ids
    for id in chosen { overlays.record(id, shows: show, at: time, timing: step.timing) }
    return time + step.timing.totalDuration
  }

  /// A `camera:` step; its focus's collection view, if named, must exist.
  mutating func runCamera(_ spec: CameraSpec, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    try checkTarget(spec.focus, at: step.keyLocations["camera"] ?? step.location)
    overlays.recordCamera(spec, at: time, timing: step.timing)
    return time + step.timing.totalDuration
  }

  /// A `change:` step; some cell, view in a cell or screen box must have its id.
  mutating func runChange(_ change: ContentChange, step: StepSpec, at time: Double)
    throws(SceneError) -> Double
  {
    guard knowsContent(change.id) else {
      throw (step.keyLocations["change"] ?? step.location).error(
        "no cell, view or screen box has the id '\(change.id)'; give one id: \(change.id)")
    }
    changes.record(change, at: time, timing: step.timing)
    return time + step.timing.totalDuration
  }

  /// Whether a cell, a view in one (or in a collection view's style), a screen's content box or
  /// a view in one has `id`.
  func knowsContent(_ id: String) -> Bool {
    for stage in stages {
      let spec = stage.spec
      if ContentChange.holds(id, in: spec.style.content ?? []) { return true }
      for item in spec.sections.flatMap(\.items) {
        if item.id == id || ContentChange.holds(id, in: item.style.content ?? []) { return true }
      }
    }
    return director?.screens.values.contains { screen in
      screen.content.contains { $0.id == id || ContentChange.holds(id, in: $0.style.content ?? []) }
    } ?? false
  }

  /// An error when `target` names a collection view the scene does not have.
  func checkTarget(_ target: ElementTarget?, at location: SourceLocation) throws(SceneError) {
    guard case .item(_, let name?)? = target else { return }
    let names = stages.map(\.spec.name)
    if !names.contains(name) {
      throw location.error(unknownName("collection view", name, among: names))
    }
  }
}
