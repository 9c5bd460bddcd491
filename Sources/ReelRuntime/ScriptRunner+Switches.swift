// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelRender
import ReelScene
import ReelViews

/// Taps on the switches and other views inside cells.
extension ScriptRunner {
  /// The cell `stage` draws at `indexPath` at `time` (not one on its way out).
  func cellElement(at indexPath: IndexPath, in stage: ScenePlayer.Stage, at time: Double)
    -> PresentedElement?
  {
    stage.timeline.elements(at: time).first {
      $0.key.category == .cell && $0.key.indexPath == indexPath && !$0.isDisappearing
    }
  }

  /// A tap at `point` (the collection view's content points) on `element`: when it lands on a
  /// switch in the cell, the switch takes the touch as UISwitch does — the row is not
  /// highlighted — and flips, its knob sliding on UIKit's spring. Returns when the knob settles;
  /// nil when the point is not on a switch.
  func flipSwitch(
    at point: CGPoint, in element: PresentedElement, of stage: ScenePlayer.Stage, time: Double
  ) -> Double? {
    let a = element.attributes
    let center = stage.timeline.presentedPoint(a.center, at: time)
    let inCell = CGPoint(
      x: point.x - center.x + a.size.width / 2, y: point.y - center.y + a.size.height / 2)
    let style = stage.styles.style(for: element, at: time)
    guard let frame = ViewLocator.frame(of: ContentView.switchIdentifier, in: style, size: a.size),
      frame.contains(inCell),
      let view = Self.firstSwitch(in: style.content)
    else { return nil }
    let id = element.identity.id
    let isOn = (stage.lists.switchValue(of: id, at: time) ?? view.switchValue ?? 0) >= 0.5
    _ = stage.lists.flipSwitch(of: id, from: isOn, at: time)
    return time + SwitchMetrics.knobDuration
  }

  /// A tap at `point` (content points) on `element`: on a stepper's half, that half highlights
  /// while the finger is down (SPEC-VIEWS 6.16) and the row does not. Returns when the finger
  /// lifts; nil when the point is on no stepper.
  func pressStepper(
    at point: CGPoint, in element: PresentedElement, of stage: ScenePlayer.Stage, time: Double
  ) -> Double? {
    let a = element.attributes
    let center = stage.timeline.presentedPoint(a.center, at: time)
    let inCell = CGPoint(
      x: point.x - center.x + a.size.width / 2, y: point.y - center.y + a.size.height / 2)
    let style = stage.styles.style(for: element, at: time)
    guard
      let (half, _) = ViewLocator.identifiedViews(in: style, size: a.size).first(where: {
        $0.0.isStepperHalf && $0.1.contains(inCell)
      }), let id = half.identifier
    else { return nil }
    stage.lists.presses.press(
      "\(element.identity.id)/\(id)", at: time, until: time + Self.pressDuration)
    return time + Self.pressDuration
  }

  /// Checks item `id` of `section` at `time` (as the finger lifts, when UIKit selects): its
  /// checkmark shows and those of the section's other items hide — every item of the section's
  /// data, drawn or scrolled away.
  func check(_ id: String, section: Int, of stage: ScenePlayer.Stage, at time: Double) {
    let sections = stage.collectionView.sections
    let ids = sections.indices.contains(section) ? sections[section].items.map(\.id) : []
    stage.lists.check(id, among: ids, at: time)
  }

  /// The first switch among `views`, at any depth.
  static func firstSwitch(in views: [ContentView]) -> ContentView? {
    for view in views {
      if view.isSwitch { return view }
      if let inner = firstSwitch(in: view.style.content) { return inner }
    }
    return nil
  }

  /// The canvas point at the middle of view `id` inside the cell `element` of `stage` at `time`
  /// (a view's `id:`, or an accessory's kind name such as `switch`); nil when the cell has none.
  func canvasCenter(
    ofView id: String, in element: PresentedElement, of stage: ScenePlayer.Stage, time: Double
  ) -> CGPoint? {
    let a = element.attributes
    let style = stage.styles.style(for: element, at: time)
    guard let frame = ViewLocator.frame(of: id, in: style, size: a.size) else { return nil }
    let center = stage.timeline.presentedPoint(a.center, at: time)
    let offset = stage.timeline.contentOffset(at: time)
    let origin = stage.spec.frame.origin
    return CGPoint(
      x: origin.x + center.x - offset.x - a.size.width / 2 + frame.midX,
      y: origin.y + center.y - offset.y - a.size.height / 2 + frame.midY)
  }
}
