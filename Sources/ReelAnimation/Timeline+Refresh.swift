// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

extension Timeline {
  /// A finger pulling the content down past its top, as a user starts a `UIRefreshControl`:
  /// `finger` holds `(time, location)` samples (times from the start of the pull, ascending), the
  /// content follows with rubber-banding, and when the finger lifts it settles with `settle` at
  /// `refreshingInset` points above its resting top — where the refresh control shows while it
  /// refreshes — instead of bouncing back. Returns the seconds from `time` to the lift.
  @discardableResult
  public func pullToRefresh(
    finger: [(time: Double, location: CGPoint)], at time: Double, refreshingInset: Double,
    settle: AnimationTiming
  ) throws -> Double {
    guard let first = finger.first, let last = finger.last else { return 0 }
    let start = contentOffset(at: time)
    let ranges = allowedOffsets
    let y = ScrollPhysics.drag(
      start: Double(start.y), finger: finger.map { ($0.time - first.time, Double($0.location.y)) },
      range: ranges.y, dimension: Double(collectionView.bounds.height))
    let duration = last.time - first.time
    let released = y.samples.last?.value ?? Double(start.y)
    var motion = ScrollMotion(
      x: AxisMotion(.hold(Double(start.x))), y: AxisMotion(.track(PiecewiseLinear(y.samples))))
    motion.y.append(
      .eased(from: released, to: ranges.y.lowerBound - refreshingInset, timing: settle),
      after: duration)
    try scroll(motion, at: time)
    return duration
  }
}
