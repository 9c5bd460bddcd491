// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import ReelTiming

/// When a scene's overlays are shown and hidden, and the camera's moves: what `show:`, `hide:`
/// and `camera:` steps recorded, evaluated at any time.
package struct OverlayTrack: Sendable {
  /// One `show` or `hide` of one overlay.
  struct Change: Sendable {
    var time: Double
    var timing: AnimationTiming
    var shows: Bool
  }

  /// One `camera:` step.
  package struct CameraMove: Sendable {
    /// When it starts, seconds.
    package var time: Double
    /// How it eases.
    package var timing: AnimationTiming
    /// Where it goes.
    package var spec: CameraSpec
  }

  /// Each overlay's changes, in time order, by id.
  private(set) var changes: [String: [Change]] = [:]
  /// The camera's moves, in time order.
  package private(set) var cameraMoves: [CameraMove] = []

  /// Whether anything is ever shown or the camera ever moves.
  package var isEmpty: Bool { changes.isEmpty && cameraMoves.isEmpty }

  /// Records overlay `id` shown or hidden from `time`.
  mutating func record(_ id: String, shows: Bool, at time: Double, timing: AnimationTiming) {
    changes[id, default: []].append(Change(time: time, timing: timing, shows: shows))
  }

  /// Records a camera move from `time`.
  mutating func recordCamera(_ spec: CameraSpec, at time: Double, timing: AnimationTiming) {
    cameraMoves.append(CameraMove(time: time, timing: timing, spec: spec))
  }

  /// How far overlay `id` is shown at `time` (0…1, eased; it grows as it appears and shrinks
  /// as it leaves, from wherever it was) and when it was last shown; nil when it is not.
  package func presence(of id: String, at time: Double) -> (amount: Double, since: Double)? {
    guard let list = changes[id] else { return nil }
    var amount = 0.0
    var since = 0.0
    for change in list where change.time <= time {
      let start = amount
      let target = change.shows ? 1.0 : 0.0
      if change.shows, start == 0 { since = change.time }
      // Where this change has got to by `time`, or by the next change's start.
      let next = list.first { $0.time > change.time && $0.time <= time }?.time ?? time
      let p = change.timing.progress(at: next - change.time)
      amount = start + (target - start) * p
    }
    return amount > 0.0001 ? (amount, since) : nil
  }

  /// Which overlays were shown at `time`, for a `hide: all` then.
  func visibleIDs(at time: Double) -> [String] {
    changes.keys.sorted().filter { id in
      changes[id]!.last { $0.time <= time }?.shows == true
    }
  }
}
