// SPDX-License-Identifier: MIT
import Foundation

extension CollectionView {
  /// Installs a `TransitionLayout` between the current layout and `layout` at progress 0 and
  /// returns it; drive it with `transitionProgress`, then finish or cancel. Mirrors
  /// `startInteractiveTransition(to:completion:)` (SPEC §5.2.1).
  /// - Parameter onScreen: current attributes by key (from the animation engine), or nil.
  @discardableResult
  public func startInteractiveTransition(
    to layout: CollectionViewLayout, onScreen given: [ElementKey: LayoutAttributes]? = nil
  ) -> TransitionLayout {
    layoutIfNeeded()
    let current = collectionViewLayout
    let onScreen =
      given ?? visibleAttributesByKey()
    layout.collectionView = self
    layout.invalidateLayout()
    layout.needsPrepare = false
    layout.prepare()
    let transition = TransitionLayout(currentLayout: current, nextLayout: layout)
    transition.collectionView = self
    transition.captureEnds(in: self, fromVisible: onScreen)
    collectionViewLayout = transition
    layoutIfNeeded()
    return transition
  }

  /// Ends an interactive transition, installing the next layout (`finish`) or the original one, and
  /// returns the motion of every element from where the transition left it to its place in the
  /// installed layout. Mirrors `finishInteractiveTransition()` / `cancelInteractiveTransition()`.
  /// Nil when no interactive transition is installed.
  @discardableResult
  public func endInteractiveTransition(finish: Bool) -> UpdateTransaction? {
    guard let transition = collectionViewLayout as? TransitionLayout else { return nil }
    let shown = transition.interpolatedAttributes(progress: transition.transitionProgress)
    let oldOffset = contentOffset
    let target = finish ? transition.nextLayout : transition.currentLayout
    collectionViewLayout = target
    contentOffset = finish ? transition.toContentOffset : transition.fromContentOffset
    layoutIfNeeded()
    var changes: [ElementChange] = []
    var placed = Set<ElementKey>()
    for end in layoutAttributesForElements() {
      let key = end.key
      placed.insert(key)
      let start = shown.first { $0.key == key } ?? Self.transparent(end)
      changes.append(
        ElementChange(
          role: .appearing, oldKey: nil, newKey: key, start: start, end: end,
          identity: identity(of: key)))
    }
    for start in shown where !placed.contains(start.key) {
      changes.append(
        ElementChange(
          role: .disappearing, oldKey: start.key, newKey: nil, start: start,
          end: Self.transparent(start), identity: identity(of: start.key)))
    }
    return UpdateTransaction(
      changes: changes, oldContentOffset: oldOffset, newContentOffset: contentOffset)
  }

  static func transparent(_ attributes: LayoutAttributes) -> LayoutAttributes {
    let copy = attributes.copy()
    copy.alpha = 0
    return copy
  }
}
