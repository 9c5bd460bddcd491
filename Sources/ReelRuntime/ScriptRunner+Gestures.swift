// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelScene

/// Pinches and taps.
extension ScriptRunner {
  /// Two fingers pinching: the item under their midpoint takes the size the layout gives for the
  /// finger distance while they move (the layout decides: `PinchResizingFlowLayout` resizes it,
  /// others
  /// ignore pinches), and when they lift a batch update puts it back, animated with the step's
  /// `animation` (seed 000).
  mutating func pinch(
    _ pairs: [(CGPoint, CGPoint)], duration: Double, step: StepSpec, at time: Double
  ) throws(SceneError) -> Double {
    for (a, b) in pairs {
      for p in [a, b] where p.x < 0 || p.y < 0 || p.x > canvas.width || p.y > canvas.height {
        throw step.location.error(
          """
          the pinch touch at [\(p.x), \(p.y)] is outside the \(canvas.width)×\(canvas.height) \
          canvas
          """
        )
      }
    }
    let times = pairs.indices.map { time + Double($0) * duration / Double(pairs.count - 1) }
    let lift = time + duration
    touches.append(TouchTrack(samples: zip(times, pairs).map { ($0, $1.0) }, lift: lift))
    touches.append(TouchTrack(samples: zip(times, pairs).map { ($0, $1.1) }, lift: lift))
    let origin = stage.spec.frame.origin
    let timeline = stage.timeline
    let local = zip(times, pairs).map {
      (
        $0,
        timeline.layoutPoint(
          fromViewPoint: CGPoint(x: $1.0.x - origin.x, y: $1.0.y - origin.y), at: $0),
        timeline.layoutPoint(
          fromViewPoint: CGPoint(x: $1.1.x - origin.x, y: $1.1.y - origin.y), at: $0)
      )
    }
    do {
      return try stage.timeline.pinch(touches: local, releaseTiming: step.timing)
    } catch {
      throw step.location.error("\(error)")
    }
  }

  /// A tap at a canvas point: hit-tests the collection view (topmost cell wins) and does its
  /// `onTap`.
  mutating func tap(_ point: CGPoint, step: StepSpec, at time: Double) throws(SceneError) -> Double
  {
    guard point.x >= 0, point.y >= 0, point.x <= canvas.width, point.y <= canvas.height else {
      throw step.location.error(
        "the tap at [\(point.x), \(point.y)] is outside the \(canvas.width)×\(canvas.height) canvas"
      )
    }
    touches.append(TouchTrack(samples: [(time, point)], lift: time + 0.1))
    if let hosted, hosted.frontScreen.stage == nil {
      return try hostedTap(point, item: nil, step: step, at: time)
    }
    if step.target == nil, hosted == nil,
      let hit = stages.last(where: {
        CGRect(origin: $0.spec.frame.origin, size: $0.timeline.boundsSize(at: time)).contains(point)
      })
    {
      current = hit
    }
    let timeline = stage.timeline
    let frame = CGRect(origin: stage.spec.frame.origin, size: timeline.boundsSize(at: time))
    guard frame.contains(point) else {
      return stage.owner != nil ? try hostedTap(point, item: nil, step: step, at: time) : time
    }
    let offset = timeline.contentOffset(at: time)
    let content = timeline.presentedPoint(
      CGPoint(x: point.x - frame.minX + offset.x, y: point.y - frame.minY + offset.y), at: time)
    let hit = timeline.indexPathForItem(at: content, time: time)
    if stage.owner != nil {
      return try hostedTap(point, item: hit.map { ($0, content) }, step: step, at: time)
    }
    let element = hit.flatMap { cellElement(at: $0, in: stage, at: time) }
    if let element,
      let end = flipSwitch(at: content, in: element, of: stage, time: time)
        ?? pressStepper(at: content, in: element, of: stage, time: time)
    {
      return end
    }
    var updates = BatchUpdates()
    if let id = element?.identity.id {
      stage.lists.presses.press(id, at: time, until: time + Self.pressDuration)
      lastPressed = (stage, id)
    }
    if let hit {
      switch stage.spec.onTap.cell {
      case .none: return time
      case .delete: updates.deleteItems(at: [hit])
      case .reload: updates.reloadItems(at: [hit])
      case .check:
        if let id = element?.identity.id {
          check(id, section: hit.section, of: stage, at: time + Self.pressDuration)
        }
        return time + Self.pressDuration
      }
    } else if let insert = stage.spec.onTap.insertOnEmpty {
      updates.insertItems(at: [insert])
    } else {
      return time
    }
    try run(updates, newItems: [:], reloadStyle: nil, step: step, at: time, on: stage)
    return time + step.timing.totalDuration
  }
}
