// SPDX-License-Identifier: MIT
import Foundation
import ReelScene

/// Scrolls, flings and drags.
extension ScriptRunner {
  /// Runs a scroll step; returns when its motion ends.
  mutating func run(
    _ action: StepSpec.ScrollAction, step: StepSpec, at time: Double, on stage: ScenePlayer.Stage
  ) throws(SceneError) -> Double {
    let timeline = stage.timeline
    let spec = stage.spec
    do {
      switch action {
      case .offset(let offset, let animated):
        try timeline.setContentOffset(offset, animated: animated, at: time, timing: step.timing)
      case .item(let path, let position, let animated):
        guard stage.collectionView.item(at: path) != nil else {
          throw step.location.error(
            """
            there is no item \(path.shortDescription) to scroll to (section \(path.section) has \
            \(stage.collectionView.numberOfItems(inSection: path.section)) items)
            """
          )
        }
        try timeline.scrollToItem(
          at: path, at: position, animated: animated, at: time, timing: step.timing)
      case .fling(let velocity):
        recordFlick(velocity, at: time, on: stage)
        try timeline.fling(
          velocity: velocity, at: time, decelerationRate: spec.decelerationRate,
          isPagingEnabled: spec.isPagingEnabled)
      case .drag(let points, let duration, let velocity):
        if let end = try drag(
          points, duration: duration, velocity: velocity, step: step, at: time, on: stage)
        {
          return end
        }
      case .section(let section, let action):
        return try scrollSection(section, action, step: step, at: time, on: stage)
      }
    } catch let error as SceneError {
      throw error
    } catch {
      throw step.location.error("\(error)")
    }
    guard let last = timeline.scrollMotions.last else { return time }
    return last.start + last.motion.duration
  }

  /// A finger dragging the content (or, during an interactive transition, the transition); returns
  /// when an interactive transition's pan ends, or nil when the scroll's motion decides.
  mutating func drag(
    _ points: [CGPoint], duration: Double, velocity: CGPoint?, step: StepSpec, at time: Double,
    on stage: ScenePlayer.Stage
  ) throws -> Double? {
    let timeline = stage.timeline
    let spec = stage.spec
    let origin = spec.frame.origin
    for p in points
    where p.x + origin.x < 0 || p.y + origin.y < 0 || p.x + origin.x > canvas.width
      || p.y + origin.y > canvas.height
    {
      throw step.location.error(
        """
        the drag touch at [\(p.x), \(p.y)] (collection-view coordinates) is outside the \
        \(canvas.width)×\(canvas.height) canvas
        """
      )
    }
    recordTouch(points, duration: duration, at: time, on: stage)
    let times = points.indices.map { time + Double($0) * duration / Double(points.count - 1) }
    let seen = zip(times, points).map { ($0, timeline.layoutPoint(fromViewPoint: $1, at: $0)) }
    if timeline.transitionProgress(at: time) != nil {
      try timeline.panInteractiveTransition(touches: seen)
      return time + duration
    }
    let finger = seen.enumerated().map {
      (Double($0.offset) * duration / Double(points.count - 1), $0.element.1)
    }
    try timeline.drag(
      finger: finger, at: time, releaseVelocity: velocity,
      decelerationRate: spec.decelerationRate, isPagingEnabled: spec.isPagingEnabled)
    return nil
  }

  /// Draws the finger of a fling: a flick across the collection view's middle in the 0.1 s
  /// before it lets go, against the content's `velocity` (points per millisecond), at most
  /// 120 points long.
  mutating func recordFlick(_ velocity: CGPoint, at time: Double, on stage: ScenePlayer.Stage) {
    let frame = CGRect(origin: stage.spec.frame.origin, size: stage.timeline.boundsSize(at: time))
    var move = CGPoint(x: -velocity.x * 100, y: -velocity.y * 100)
    let length = hypot(move.x, move.y)
    if length > 120 { move = CGPoint(x: move.x * 120 / length, y: move.y * 120 / length) }
    let start = CGPoint(x: frame.midX - move.x / 2, y: frame.midY - move.y / 2)
    let end = CGPoint(x: frame.midX + move.x / 2, y: frame.midY + move.y / 2)
    touches.append(TouchTrack(samples: [(time - 0.1, start), (time, end)], lift: time))
  }

  /// Draws the finger of a drag: `points` in collection-view coordinates, evenly over `duration`.
  mutating func recordTouch(
    _ points: [CGPoint], duration: Double, at time: Double, on stage: ScenePlayer.Stage
  ) {
    let origin = stage.spec.frame.origin
    let times = points.indices.map { time + Double($0) * duration / Double(points.count - 1) }
    touches.append(
      TouchTrack(
        samples: zip(times, points).map { ($0, CGPoint(x: $1.x + origin.x, y: $1.y + origin.y)) },
        lift: time + duration))
  }
}
