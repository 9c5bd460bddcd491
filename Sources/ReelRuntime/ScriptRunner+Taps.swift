// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene

extension ScriptRunner {
  /// How long a tap's finger stays down, seconds: a row is highlighted that long.
  static let pressDuration = 0.1

  /// A `tap:` step: the finger at its point, or on its element where that is drawn at `time`;
  /// what a tap there does; then the screen it pushes or presents once the finger lifts.
  mutating func tap(_ spec: TapSpec, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    let point = try tapPoint(spec.target, view: spec.view, step: step, at: time)
    lastPressed = nil
    var end = try tap(point, step: step, at: time)
    guard let name = spec.push ?? spec.present else { return end }
    // The row stays selected while the screen it opened shows (until one comes back).
    if let (stage, id) = lastPressed { stage.lists.presses.press(id, at: time, until: nil) }
    guard let director else {
      throw (step.keyLocations["tap"] ?? step.location).error(
        "this scene has no screens to \(spec.push != nil ? "push" : "present"); add screens")
    }
    let kind: ScreenStepSpec.Kind = spec.push != nil ? .push(name) : .present(name)
    let lift = time + Self.pressDuration
    end = max(end, try director.run(ScreenStepSpec(kind), step: step, at: lift, touches: &touches))
    return end
  }

  /// Rows left selected by taps that opened a screen fade out as a screen comes back over them
  /// (`clearsSelectionOnViewWillAppear`), from `time`.
  func clearSelections(at time: Double) {
    for stage in stages { stage.lists.presses.endSelections(at: time, fade: RowPresses.fade) }
  }

  /// The canvas point a tap at `target` touches at `time`: the point itself, the middle of a
  /// rectangle, or the middle of a cell's visible part where it is drawn.
  func tapPoint(
    _ target: TapSpec.Target, view: String? = nil, step: StepSpec, at time: Double
  ) throws(SceneError) -> CGPoint {
    let location = step.keyLocations["tap"] ?? step.location
    switch target {
    case .point(let p): return p
    case .element(.rect(let r)): return CGPoint(x: r.midX, y: r.midY)
    case .element(.item(let item, let name)):
      try checkTarget(.item(item, collectionView: name), at: location)
      for stage in tapCandidates(named: name).reversed() {
        guard let frame = visibleFrame(of: item, in: stage, at: time) else { continue }
        guard let view else { return CGPoint(x: frame.midX, y: frame.midY) }
        guard let element = cellElement(of: item, in: stage, at: time),
          let point = canvasCenter(ofView: view, in: element, of: stage, time: time)
        else {
          throw location.error(
            "item \(item) holds no view '\(view)'; give a view's id: or an accessory's kind")
        }
        return point
      }
      throw location.error("item \(item) is not on screen at \(time) s; scroll to it first")
    }
  }

  /// The collection views a tap on an item may mean, back to front: the named one, else those
  /// of the screen in front.
  func tapCandidates(named name: String?) -> [ScenePlayer.Stage] {
    if let name { return stages.filter { $0.spec.name == name } }
    if let hosted { return hosted.frontScreen.stage.map { [$0] } ?? [] }
    if let director { return director.frontStage().map { [$0] } ?? [] }
    return stages
  }

  /// The part of cell `item` that shows in `stage` at `time`, canvas points; nil when none.
  func visibleFrame(of item: ItemReference, in stage: ScenePlayer.Stage, at time: Double)
    -> CGRect?
  {
    let timeline = stage.timeline
    guard let a = cellElement(of: item, in: stage, at: time)?.attributes, !a.isHidden else {
      return nil
    }
    let center = timeline.presentedPoint(a.center, at: time)
    let offset = timeline.contentOffset(at: time)
    let origin = stage.spec.frame.origin
    let frame = CGRect(
      x: origin.x + center.x - offset.x - a.size.width / 2,
      y: origin.y + center.y - offset.y - a.size.height / 2, width: a.size.width,
      height: a.size.height)
    let shown = frame.intersection(CGRect(origin: origin, size: timeline.boundsSize(at: time)))
    return shown.isNull || shown.isEmpty ? nil : shown
  }

  /// The cell `item` of `stage` at `time` (not one on its way out).
  func cellElement(of item: ItemReference, in stage: ScenePlayer.Stage, at time: Double)
    -> PresentedElement?
  {
    stage.timeline.elements(at: time).first { element in
      guard element.key.category == .cell, !element.isDisappearing else { return false }
      switch item {
      case .id(let id): return element.identity.id == id
      case .indexPath(let path): return element.key.indexPath == path
      }
    }
  }
}
