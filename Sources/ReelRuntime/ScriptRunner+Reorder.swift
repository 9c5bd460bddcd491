// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelTiming

/// `reorder:` steps: an item moved by a long-press drag, as an app drives UIKit's interactive
/// movement from a `UILongPressGestureRecognizer` (`.began`, `.changed`, `.ended`).
extension ScriptRunner {
  /// How long the others take to make room each time the target changes, seconds.
  static let reorderShuffle = AnimationTiming(duration: 0.25)

  mutating func reorder(_ spec: ReorderSpec, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    let timeline = stage.timeline
    let begin = time + ReorderSpec.pressDuration
    let pressed = timeline.layoutPoint(fromViewPoint: spec.points[0], at: time)
    guard let path = timeline.collectionView.indexPathForItem(at: pressed) else {
      throw step.location.error(
        "the long press at [\(spec.points[0].x), \(spec.points[0].y)] is on no item")
    }
    guard timeline.beginInteractiveMovementForItem(at: path, at: begin) else {
      throw step.location.error("the item at [\(path.section), \(path.item)] cannot be moved")
    }
    let samples = Self.fingerSamples(spec.points, from: begin, duration: spec.duration)
    let end = begin + spec.duration
    do {
      for (t, point) in samples {
        try timeline.updateInteractiveMovementTargetPosition(
          timeline.layoutPoint(fromViewPoint: point, at: t), at: t, timing: Self.reorderShuffle)
      }
      if spec.cancel {
        try timeline.cancelInteractiveMovement(at: end, timing: step.timing)
      } else {
        timeline.endInteractiveMovement(at: end, timing: step.timing)
      }
    } catch {
      throw step.location.error("\(error)")
    }
    let origin = stage.spec.frame.origin
    let canvasPoints = [(time, spec.points[0])] + samples
    touches.append(
      TouchTrack(
        samples: canvasPoints.map { ($0.0, CGPoint(x: $0.1.x + origin.x, y: $0.1.y + origin.y)) },
        lift: end))
    return end + step.timing.totalDuration
  }

  /// The most finger positions one reorder looks at (each may move items).
  static let maximumSamples = 4_000

  /// The finger's positions over time: the points evenly over `duration` from `start`, each
  /// stretch cut into steps of at most 8 points, so every item it passes is noticed — at most
  /// `maximumSamples` in all (longer paths take longer steps).
  static func fingerSamples(_ points: [CGPoint], from start: Double, duration: Double)
    -> [(Double, CGPoint)]
  {
    let stretch = duration / Double(max(points.count - 1, 1))
    let perStretch = max(1, maximumSamples / max(points.count - 1, 1))
    var samples: [(Double, CGPoint)] = [(start, points[0])]
    for (i, (a, b)) in zip(points, points.dropFirst()).enumerated() {
      let length = hypot(b.x - a.x, b.y - a.y)
      let steps = max(1, min(Int((length / 8).rounded(.up)), perStretch))
      for k in 1...steps {
        let f = CGFloat(k) / CGFloat(steps)
        samples.append(
          (start + (Double(i) + Double(f)) * stretch, a.interpolated(to: b, fraction: f)))
      }
    }
    return samples
  }
}
