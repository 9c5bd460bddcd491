// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

/// A change over time of a layout's numeric parameters — a tween, or a scroll of an orthogonal
/// section with its momentum and bounce: while it runs, the layout is laid out again for every
/// moment with the parameters of that moment.
struct ParameterAnimation {
  let start: Double
  let layout: CollectionViewLayout
  /// Each parameter's value over the seconds since `start`.
  let motions: [String: AxisMotion]

  /// Tweens from `values[name].from` to `.to` with `timing`.
  init(
    start: Double, timing: AnimationTiming, layout: CollectionViewLayout,
    values: [String: (from: Double, to: Double)]
  ) {
    self.init(
      start: start, layout: layout,
      motions: values.mapValues { AxisMotion(.eased(from: $0.from, to: $0.to, timing: timing)) })
  }

  init(start: Double, layout: CollectionViewLayout, motions: [String: AxisMotion]) {
    self.start = start
    self.layout = layout
    self.motions = motions
  }

  var end: Double { start + (motions.values.map(\.duration).max() ?? 0) }

  /// The value of `name` at `time`, nil if this animation does not change it.
  func value(_ name: String, at time: Double) -> Double? {
    motions[name]?.value(at: max(time - start, 0))
  }

  /// The value of `name` when the animation starts.
  func initialValue(_ name: String) -> Double? { motions[name]?.value(at: 0) }
}
