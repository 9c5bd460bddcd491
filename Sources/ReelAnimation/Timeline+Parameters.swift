// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

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
    let layout = collectionView.collectionViewLayout
    var motions: [String: AxisMotion] = [:]
    for (name, target) in values.sorted(by: { $0.key < $1.key }) {
      guard let from = layout.value(forParameter: name) else {
        throw TimelineError.unknownParameter(name, available: layout.animatableParameters)
      }
      motions[name] = AxisMotion(.eased(from: from, to: target, timing: timing))
    }
    try animateLayoutParameters(motions, at: time)
  }

  /// Moves layout parameters along `motions` from `time` (each from its motion's first value to
  /// its last), re-running the layout every frame; the layout keeps the final values. Returns when
  /// the last motion ends, seconds.
  @discardableResult
  func animateLayoutParameters(_ motions: [String: AxisMotion], at time: Double) throws -> Double {
    try checkOrder(time)
    try checkNoInteractiveTransition()
    moveBounds(toOffset: contentOffset(at: time))
    let layout = collectionView.collectionViewLayout
    for (name, motion) in motions { layout.setValue(motion.finalValue, forParameter: name) }
    collectionView.layoutIfNeeded()
    let animation = ParameterAnimation(start: time, layout: layout, motions: motions)
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
      tracks[index].leavesAfterRelayout = true
      liveByKey[key] = nil
    }
    record(.parametersTweened(animation, ModelState(of: collectionView)), at: time)
    return end
  }

  /// The value of layout parameter `name` at `time`: a running or finished animation's, else the
  /// layout's own.
  func layoutParameter(_ name: String, at time: Double) -> Double? {
    let layout = collectionView.collectionViewLayout
    return recorded.parameterOverrides(at: time, for: layout).values[name]
      ?? layout.value(forParameter: name)
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
    record(
      .parametersSet(
        ParameterAnimation(start: time, timing: .immediate, layout: layout, values: changes)),
      at: time)
  }
}
