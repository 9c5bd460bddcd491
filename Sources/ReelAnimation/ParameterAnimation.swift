// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

/// A tween of a layout's numeric parameters: while it runs, the layout is laid out again for every
/// moment with the parameters of that moment.
struct ParameterAnimation {
  let start: Double
  let timing: AnimationTiming
  let layout: CollectionViewLayout
  let values: [String: (from: Double, to: Double)]

  var end: Double { start + timing.totalDuration }

  func value(_ name: String, at time: Double) -> Double? {
    guard let v = values[name] else { return nil }
    return v.from + (v.to - v.from) * timing.progress(at: time - start)
  }
}
