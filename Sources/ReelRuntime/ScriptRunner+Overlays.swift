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

  /// An error when `target` names a collection view the scene does not have.
  func checkTarget(_ target: ElementTarget?, at location: SourceLocation) throws(SceneError) {
    guard case .item(_, let name?)? = target else { return }
    let names = stages.map(\.spec.name)
    if !names.contains(name) {
      throw location.error(unknownName("collection view", name, among: names))
    }
  }
}
