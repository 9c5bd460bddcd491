// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelTiming

/// An interactive transition on the timeline: from its start until it is finished or cancelled,
/// what is on screen is the transition layout at the progress of that moment.
struct InteractivePhase {
  let start: Double
  var end: Double?
  let transition: TransitionLayout
  /// Progress keyframes `(time, progress)`; progress is linear between them and holds after the
  /// last.
  var keyframes: [(time: Double, progress: Double)]
  let viewIDBase: Int
  let identities: [ElementKey: ElementIdentity]

  func contains(_ time: Double) -> Bool { time >= start && end.map { time < $0 } ?? true }

  func progress(at time: Double) -> Double {
    guard let first = keyframes.first else { return 0 }
    if time <= first.time { return first.progress }
    for (a, b) in zip(keyframes, keyframes.dropFirst()) where time <= b.time {
      return b.time > a.time
        ? a.progress + (b.progress - a.progress) * (time - a.time) / (b.time - a.time) : b.progress
    }
    return keyframes.last!.progress
  }
}
