// SPDX-License-Identifier: MIT
import Foundation
import ReelScene

/// Collection views whose scroll positions follow each other.
extension ScriptRunner {
  /// Makes the synced partner of `leader` follow the scroll that just started on it (seed 001's
  /// preview and thumbnail strip): the partner's offset keeps the same fractional item index at the
  /// centre of its viewport. The partner's motion is derived, never propagated back (no feedback).
  mutating func propagateScroll(from leader: ScenePlayer.Stage, step: StepSpec, at time: Double)
    throws(SceneError)
  {
    guard let (a, b) = synced, leader === a || leader === b else { return }
    let follower = leader === a ? b : a
    guard let motion = leader.timeline.scrollMotions.last, motion.start == time else { return }
    let sync = ScrollSync(leader: leader.timeline, follower: follower.timeline)
    do {
      try follower.timeline.scroll(
        sync.followingMotion(for: motion.motion, startingAt: time), at: time)
    } catch {
      throw step.location.error("cannot keep '\(follower.spec.name)' in sync: \(error)")
    }
  }
}
