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
  /// Progress keyframes; progress is linear between them and holds after the last.
  var keyframes: PiecewiseLinear<Double>
  let viewIDBase: Int
  let identities: [ElementKey: ElementIdentity]

  func contains(_ time: Double) -> Bool { time >= start && end.map { time < $0 } ?? true }

  func progress(at time: Double) -> Double { keyframes.value(at: time) ?? 0 }
}
