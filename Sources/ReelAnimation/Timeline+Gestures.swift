// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

extension Timeline {
  /// A two-finger pinch on the collection view: `touches` holds `(time, first, second)` finger
  /// locations in the collection view's coordinates (its visible area, points), ascending in time.
  ///
  /// - During an interactive transition the pinch drives its progress: fingers twice as far apart
  ///   as
  ///   at the start add 1 (pinching in goes back).
  /// - Otherwise, if the layout is a `PinchRespondingLayout` (`PinchResizingFlowLayout`), the item
  ///   under the fingers' first midpoint follows the finger distance while they move, and when
  ///   they lift the layout's values after the pinch are set inside a batch update animated with
  ///   `releaseTiming` (seed 000).
  /// - Other layouts ignore pinches.
  /// - Returns: when the pinch's effects end.
  @discardableResult
  public func pinch(
    touches: [(time: Double, first: CGPoint, second: CGPoint)],
    releaseTiming: AnimationTiming = .default
  ) throws -> Double {
    guard let start = touches.first, let last = touches.last else { return lastChangeTime }
    func distance(_ t: (time: Double, first: CGPoint, second: CGPoint)) -> Double {
      Double(hypot(t.first.x - t.second.x, t.first.y - t.second.y))
    }
    if let base = transitionProgress(at: start.time) {
      let d0 = max(distance(start), 1)
      try updateInteractiveTransition(progress: base, at: start.time)
      for touch in touches.dropFirst() {
        try updateInteractiveTransition(progress: base + distance(touch) / d0 - 1, at: touch.time)
      }
      return last.time
    }
    guard let layout = collectionView.collectionViewLayout as? PinchRespondingLayout else {
      return last.time
    }
    let offset = contentOffset(at: start.time)
    let midpoint = CGPoint(
      x: (start.first.x + start.second.x) / 2 + offset.x,
      y: (start.first.y + start.second.y) / 2 + offset.y)
    guard let item = indexPathForItem(at: midpoint, time: start.time),
      let pinched = layout.parameters(pinching: item, distance: distance(start))
    else { return last.time }
    try animateLayoutParameters(pinched, at: start.time, timing: .immediate)
    for (a, b) in zip(touches, touches.dropFirst()) {
      try animateLayoutParameters(
        layout.parameters(pinching: item, distance: distance(b)) ?? pinched, at: a.time,
        timing: AnimationTiming(duration: b.time - a.time, curve: .linear))
    }
    try setLayoutParameters(layout.parametersAfterPinch(), at: last.time)
    try apply(BatchUpdates(), at: last.time, timing: releaseTiming)
    return last.time + releaseTiming.totalDuration
  }

  /// A one-finger pan that drives a running interactive transition: progress grows by the distance
  /// travelled along the pan's main direction divided by the viewport's size on that axis.
  /// `touches` are `(time, location)` in the collection view's coordinates, ascending in time.
  public func panInteractiveTransition(touches: [(time: Double, location: CGPoint)]) throws {
    guard let start = touches.first, let last = touches.last,
      let base = transitionProgress(at: start.time)
    else {
      throw TimelineError.noInteractiveTransition
    }
    let size = boundsSize(at: start.time)
    let horizontal =
      abs(last.location.x - start.location.x) >= abs(last.location.y - start.location.y)
    try updateInteractiveTransition(progress: base, at: start.time)
    for touch in touches.dropFirst() {
      let travel =
        horizontal
        ? abs(touch.location.x - start.location.x) / size.width
        : abs(touch.location.y - start.location.y) / size.height
      try updateInteractiveTransition(progress: base + Double(travel), at: touch.time)
    }
  }
}
