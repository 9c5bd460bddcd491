// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Everything a timeline's commands decided, as histories over time: what evaluating a moment
/// reads besides the views' animations. Commands change it only through `record(_:at:)`, one
/// event at a time, so the histories cannot drift apart.
struct TimelineRecord {
  /// Time of the latest change, seconds; commands may not come earlier.
  private(set) var lastChangeTime: Double
  /// When the last animation started so far ends, seconds.
  private(set) var endTime: Double
  /// How the content offset moves: each motion runs from its start until the next one begins.
  private(set) var motions: TimeHistory<ScrollMotion>
  /// The data, layout and prepared bounds from each change on.
  private(set) var models: TimeHistory<ModelState>
  /// The collection view's size changes.
  private(set) var sizes: TimeHistory<SizeChange>
  /// Tweens of layout parameters, in time order.
  private(set) var tweens: [ParameterAnimation] = []
  /// Interactive transitions, in time order.
  private(set) var phases: [InteractivePhase] = []

  /// A record of `model` at rest at `offset` from `time` on.
  init(model: ModelState, offset: CGPoint, at time: Double) {
    lastChangeTime = time
    endTime = time
    motions = TimeHistory(.hold(offset), at: time)
    models = TimeHistory(model, at: time)
    let size = model.preparedBounds.size
    sizes = TimeHistory(SizeChange(timing: .immediate, from: size, to: size), at: time)
  }

  /// Records `event` at `time`.
  mutating func record(_ event: TimelineEvent, at time: Double) {
    switch event {
    case .modelChanged(let model, let motion, let end):
      if let motion { motions.record(motion, at: time) }
      models.record(model, at: time)
      advance(to: time, end: end)
    case .scrolled(let motion):
      motions.record(motion, at: time)
      advance(to: time, end: time + motion.duration)
    case .resized(let change):
      sizes.record(change, at: time)
    case .parametersTweened(let tween, let model):
      tweens.append(tween)
      models.record(model, at: time)
      advance(to: time, end: tween.end)
    case .parametersSet(let tween):
      tweens.append(tween)
    case .interactiveStarted(let phase):
      phases.append(phase)
      var model = models.latest.value
      model.layout = phase.transition
      models.record(model, at: time)
      advance(to: time, end: endTime)
    case .interactiveProgressed(let progress):
      guard let index = activePhase else { return }
      phases[index].progress.update(progress, at: time)
      advance(to: time, end: time)
    case .interactiveEnded:
      guard let index = activePhase else { return }
      phases[index].end = time
    }
  }

  private mutating func advance(to time: Double, end: Double) {
    lastChangeTime = time
    endTime = max(endTime, end)
  }

  /// The interactive transition still running (started, not yet finished or cancelled).
  var activePhase: Int? { phases.lastIndex { $0.end == nil } }

  /// The interactive transition covering `time`.
  func phase(at time: Double) -> InteractivePhase? { phases.last { $0.contains(time) } }

  /// The parameters `layout` had at `time` that differ from its current ones, and whether a tween
  /// of them is running then.
  func parameterOverrides(at time: Double, for layout: CollectionViewLayout) -> (
    values: [String: Double], animating: Bool
  ) {
    var values: [String: Double] = [:]
    var animating = false
    let mine = tweens.filter { $0.layout === layout }
    for name in Set(mine.flatMap { $0.motions.keys }) {
      let relevant = mine.filter { $0.motions[name] != nil }
      let value: Double?
      if let current = relevant.last(where: { $0.start <= time }) {
        value = current.value(name, at: time)
        if time < current.end { animating = true }
      } else {
        value = relevant.first?.initialValue(name)
      }
      if let value, value != layout.value(forParameter: name) { values[name] = value }
    }
    return (values, animating)
  }
}
