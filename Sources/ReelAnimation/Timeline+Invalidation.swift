// SPDX-License-Identifier: MIT
import Foundation
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
    cv.collectionViewLayout.invalidateIfNeeded(forBoundsChange: newBounds)
    cv.bounds = newBounds
  }

  /// For layouts that re-lay out on bounds changes (`shouldInvalidateLayout(forBoundsChange:)`
  /// returns true — pinned headers, parallax, cover flow) or while a parameter tween runs, the
  /// layout's attributes at `time`: the data of that moment laid out again in the bounds of that
  /// moment (SPEC §1.9, §4.2). Nil when the layout keeps its attributes for the bounds at `time`.
  ///
  /// Runs on a copy of the model recorded for `time` (`LayoutScratchPool`), never on the
  /// collection view, so the result depends on `time` only and moments evaluate in parallel.
  func requery(at time: Double) -> [ElementKey: (
    attributes: LayoutAttributes, identity: ElementIdentity
  )]? {
    let bounds = visibleBounds(at: time)
    let index = recorded.models.index(at: time) ?? 0
    let model = recorded.models.entries[index].value
    // Only scrolling and parameter tweens re-lay out per frame; a size change animates between two
    // layouts.
    guard bounds.size == model.preparedBounds.size else { return nil }
    let overrides = recorded.parameterOverrides(at: time, for: model.layout)
    guard overrides.animating || bounds != model.preparedBounds else { return nil }
    // A layout that cannot be copied keeps the attributes of its last preparation.
    guard let scratch = scratchPool.take(model: index) ?? scratchCopy(of: model) else {
      return nil
    }
    let layout = scratch.collectionViewLayout
    for (name, value) in overrides.values { layout.setValue(value, forParameter: name) }
    // Ask from the state the layout was prepared for.
    scratch.layoutIfNeeded()
    if !overrides.animating && !layout.shouldInvalidateLayout(forBoundsChange: bounds) {
      if overrides.values.isEmpty { scratchPool.giveBack(scratch, model: index) }
      return nil
    }
    if overrides.animating {
      layout.invalidateLayout()
    } else {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
    }
    scratch.bounds = bounds
    scratch.layoutIfNeeded()
    var result: [ElementKey: (LayoutAttributes, ElementIdentity)] = [:]
    for attributes in scratch.layoutAttributesForElements(in: bounds) {
      result[attributes.key] = (attributes, scratch.identity(of: attributes.key))
    }
    return result
  }

  /// A collection view showing `model`, with a copy of its layout, not yet prepared; nil when
  /// the layout cannot be copied (`CollectionViewLayout.copy()`).
  func scratchCopy(of model: ModelState) -> CollectionView? {
    guard let layout = model.layout.copy() else { return nil }
    return collectionView.scratchCopy(
      sections: model.sections, bounds: model.preparedBounds, layout: layout)
  }
}
