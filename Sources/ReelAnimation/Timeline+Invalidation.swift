// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

extension Timeline {
  /// Moves the collection view's bounds, invalidating the layout when it asks for it (SPEC §1.9,
  /// §4.1).
  func moveBounds(toOffset offset: CGPoint) {
    let cv = collectionView
    var newBounds = cv.bounds
    newBounds.origin = offset
    guard newBounds != cv.bounds else { return }
    cv.layoutIfNeeded()
    if cv.collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      cv.collectionViewLayout.invalidateLayout()
    }
    cv.bounds = newBounds
  }

  /// For layouts that re-lay out on bounds changes (`shouldInvalidateLayout(forBoundsChange:)`
  /// returns true — pinned headers, parallax, cover flow), the layout's attributes at `time`: the
  /// data of that moment is laid out again in the bounds of that moment (SPEC §1.9, §4.2). Nil when
  /// the layout keeps its attributes for the bounds at `time`.
  ///
  /// Runs the layout on the shared collection view under a lock, then restores it, so the result
  /// depends on `time` only.
  func requery(at time: Double) -> [ElementKey: (
    attributes: LayoutAttributes, identity: ElementIdentity
  )]? {
    let cv = collectionView
    let bounds = visibleBounds(at: time)
    evaluationLock.lock()
    defer { evaluationLock.unlock() }
    // Only scrolling and parameter tweens re-lay out per frame; a size change animates between two
    // layouts.
    // The bounds the layout was prepared for at that moment (later changes may have resized it).
    let preparedThen =
      preparedBoundsHistory.last(where: { $0.start <= time })?.bounds ?? preparedBounds
    guard bounds.size == preparedThen.size else { return nil }
    let layoutThen = layout(at: time)
    let overrides = parameterOverrides(at: time, for: layoutThen)
    let moved = bounds != preparedThen
    guard overrides.animating || moved else { return nil }
    let savedBounds = cv.bounds
    let savedSections = cv.sections
    let savedLayout = cv.collectionViewLayout
    if layoutThen !== savedLayout { cv.collectionViewLayout = layoutThen }
    let snapshot = dataSnapshots.last(where: { $0.start <= time })?.sections ?? savedSections
    let savedValues = overrides.values.keys.compactMap { name in
      layoutThen.value(forParameter: name).map { (name, $0) }
    }
    // Whether the layout's prepared state is changed below and must be prepared again afterwards. A
    // plain scroll of a layout that does not invalidate on scrolling changes nothing: the frame
    // then
    // costs one rect query, not a prepare of every element.
    var disturbed = snapshot != savedSections || !overrides.values.isEmpty
    defer {
      for (name, value) in savedValues { layoutThen.setValue(value, forParameter: name) }
      if snapshot != savedSections { cv.sections = savedSections }
      cv.bounds = preparedBounds
      if disturbed {
        layoutThen.invalidateLayout()
        cv.layoutIfNeeded()
      }
      if layoutThen !== savedLayout {
        cv.collectionViewLayout = savedLayout
        cv.layoutIfNeeded()
      }
      cv.bounds = savedBounds
    }
    // Ask from the state the layout was prepared for.
    cv.bounds = preparedThen
    if snapshot != savedSections { cv.sections = snapshot }
    for (name, value) in overrides.values { layoutThen.setValue(value, forParameter: name) }
    cv.layoutIfNeeded()
    if !overrides.animating && !layoutThen.shouldInvalidateLayout(forBoundsChange: bounds) {
      return nil
    }
    disturbed = true
    layoutThen.invalidateLayout()
    cv.bounds = bounds
    cv.layoutIfNeeded()
    var result: [ElementKey: (LayoutAttributes, ElementIdentity)] = [:]
    for attributes in cv.layoutAttributesForElements(in: bounds) {
      result[attributes.key] = (attributes, cv.identity(of: attributes.key))
    }
    return result
  }
}
