// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
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

extension Timeline {
  /// Tweens numeric layout parameters (`CollectionViewLayout.animatableParameters`) to `values`
  /// from
  /// `time` with `timing`, re-running the layout every frame (SPEC: seed 001's `expandingRate`).
  /// - Throws: `TimelineError.unknownParameter` for a name the layout does not have.
  public func animateLayoutParameters(
    _ values: [String: Double], at time: Double, timing: AnimationTiming = .default
  ) throws {
    try checkOrder(time)
    try checkNoInteractiveTransition()
    moveBounds(toOffset: contentOffset(at: time))
    let layout = collectionView.collectionViewLayout
    var changes: [String: (Double, Double)] = [:]
    for (name, target) in values.sorted(by: { $0.key < $1.key }) {
      guard let from = layout.value(forParameter: name) else {
        throw TimelineError.unknownParameter(name, available: layout.animatableParameters)
      }
      changes[name] = (from, target)
    }
    for (name, target) in values { layout.setValue(target, forParameter: name) }
    collectionView.layoutIfNeeded()
    let animation = ParameterAnimation(start: time, timing: timing, layout: layout, values: changes)
    parameterAnimations.append(animation)
    // From the end on, views hold the final layout's attributes; in between, `requery` supplies
    // them.
    let end = animation.end
    var placed = Set<ElementKey>()
    for attributes in collectionView.layoutAttributesForElements() {
      let key = attributes.key
      placed.insert(key)
      if let index = liveByKey[key] {
        tracks[index].segments.append(
          AnimationSegment(
            startTime: end, timing: .immediate, from: attributes, to: attributes, key: key))
      } else {
        addStaticView(attributes, at: end)
      }
    }
    for (key, index) in liveByKey where !placed.contains(key) {
      tracks[index].removalTime = end
      liveByKey[key] = nil
    }
    contentSizes.append((time, collectionView.contentSize))
    lastChangeTime = time
    preparedBounds = collectionView.bounds
    endTime = max(endTime, end)
  }

  /// Sets layout parameters at `time` without animating the views: for a change that a following
  /// batch update (at the same time) animates, as when a pinch ends with `resetPinchedItem()`
  /// inside `performBatchUpdates`.
  public func setLayoutParameters(_ values: [String: Double], at time: Double) throws {
    try checkOrder(time)
    let layout = collectionView.collectionViewLayout
    var changes: [String: (Double, Double)] = [:]
    for (name, target) in values {
      guard let from = layout.value(forParameter: name) else {
        throw TimelineError.unknownParameter(name, available: layout.animatableParameters)
      }
      changes[name] = (from, target)
    }
    for (name, target) in values { layout.setValue(target, forParameter: name) }
    parameterAnimations.append(
      ParameterAnimation(start: time, timing: .immediate, layout: layout, values: changes))
  }

  /// The parameters `layout` had at `time` that differ from its current ones, and whether a tween
  /// of
  /// them is running then.
  func parameterOverrides(at time: Double, for layout: CollectionViewLayout) -> (
    values: [String: Double], animating: Bool
  ) {
    var values: [String: Double] = [:]
    var animating = false
    let mine = parameterAnimations.filter { $0.layout === layout }
    for name in Set(mine.flatMap { $0.values.keys }) {
      let relevant = mine.filter { $0.values[name] != nil }
      let value: Double?
      if let current = relevant.last(where: { $0.start <= time }) {
        value = current.value(name, at: time)
        if time < current.end { animating = true }
      } else {
        value = relevant.first?.values[name]?.from
      }
      if let value, value != layout.value(forParameter: name) { values[name] = value }
    }
    return (values, animating)
  }
}
