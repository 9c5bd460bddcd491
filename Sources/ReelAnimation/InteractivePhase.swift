// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// An interactive transition on the timeline: from its start until it is finished or cancelled,
/// what is on screen is the transition layout at the progress of that moment.
struct InteractivePhase {
  let start: Double
  var end: Double?
  let transition: TransitionLayout
  /// The progress over time (values outside 0…1 are kept; the layout clamps).
  var progress: InteractiveProgress
  let viewIDBase: Int
  let identities: [ElementKey: ElementIdentity]

  func contains(_ time: Double) -> Bool { time >= start && end.map { time < $0 } ?? true }

  func progress(at time: Double) -> Double { progress.value(at: time) }
}
