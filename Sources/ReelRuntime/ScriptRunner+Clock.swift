// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import ReelTiming
import ReelViews

/// The work a hosted controller's code schedules on the scene's clock (`SceneClock`): its
/// `DispatchQueue` blocks, `Timer` firings and block animations' completions run at their own
/// times, between the script's steps, in the order they fall due; the snapshots they apply animate
/// from then with the standard update animation (at once for `animatingDifferences: false`).
extension ScriptRunner {
  /// The most blocks the code may run at one moment: more is work that schedules itself for the
  /// same moment without end, which would hang an iPhone's main thread.
  static let workLimitPerMoment = 10_000
  /// The most blocks the code may run in one scene.
  static let workLimitPerScene = 200_000

  /// Runs the work due by `time` (seconds), each block at its time; leaves the clock at `time`.
  mutating func runScheduledWork(until time: Double) throws(SceneError) {
    let clock = SceneClock.shared
    guard clock.isDriven, let hosted = stages.first(where: { $0.owner != nil }),
      let spec = hosted.spec.hostedController
    else { return }
    var moment = -Double.infinity
    var atMoment = 0
    while let (due, work) = clock.takeNext(until: time) {
      atMoment = due == moment ? atMoment + 1 : 1
      moment = due
      scheduledWorkRun += 1
      let excess =
        atMoment > Self.workLimitPerMoment
        ? "more than \(Self.workLimitPerMoment) blocks ran at \(due) s"
        : scheduledWorkRun > Self.workLimitPerScene
          ? "more than \(Self.workLimitPerScene) blocks ran in the scene" : nil
      if let excess {
        throw spec.location.error(
          """
          the view controller's code keeps scheduling work: \(excess) (a DispatchQueue block \
          or a Timer that schedules itself without delay?)
          """)
      }
      nonisolated(unsafe) let work = work
      _ = try Self.playCode(
        on: self.hosted?.frontScreen.stage ?? hosted, hosted: self.hosted, timing: .default,
        scale: canvas.scale, at: due, problemsAt: spec.location
      ) { _, _ in work() }
    }
    if clock.overflowed {
      throw spec.location.error(
        "the view controller's code scheduled more than \(SceneClock.pendingLimit) blocks at once")
    }
    clock.advance(to: time)
  }
}
