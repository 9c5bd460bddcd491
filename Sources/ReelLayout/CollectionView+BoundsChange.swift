// SPDX-License-Identifier: MIT
import Foundation

extension CollectionView {
  /// Changes the collection view's size (a rotation or a resize) with UIKit's animated
  /// bounds-change
  /// protocol (SPEC §4): `shouldInvalidateLayout(forBoundsChange:)` (and a new layout pass if
  /// true),
  /// `prepare(forAnimatedBoundsChange:)` with the old bounds, the content offset through
  /// `targetContentOffset(forProposedContentOffset:)`, final/initial attributes for **every**
  /// element
  /// visible before/after (as if all were removed and inserted again, SPEC §4.4), then
  /// `finalizeAnimatedBoundsChange()`.
  ///
  /// Defaults (SPEC §4.5): elements on screen before and after move from where they are to their
  /// new
  /// attributes; newly exposed ones fade in at their new place; ones that leave fade out.
  /// - Parameter onScreen: current attributes by key (from the animation engine), or nil for the
  ///   layout's own attributes in the current bounds.
  @discardableResult
  public func performBoundsChange(
    to size: CGSize, onScreen given: [ElementKey: LayoutAttributes]? = nil
  ) -> UpdateTransaction {
    layoutIfNeeded()
    let layout = collectionViewLayout
    let onScreen =
      given ?? visibleAttributesByKey()
    let oldIdentities = identities(of: onScreen.keys)
    let oldBounds = bounds
    let oldOffset = contentOffset
    let newBounds = CGRect(origin: bounds.origin, size: size)
    layout.invalidateIfNeeded(forBoundsChange: newBounds)
    frame.size = size
    bounds = newBounds
    layoutIfNeeded()

    var support = UpdateSupport()
    support.onScreen = onScreen
    support.isValidAfterKey = { [unowned self] in self.contains($0) }
    layout.updateSupport = support
    layout.prepare(forAnimatedBoundsChange: oldBounds)
    contentOffset = layout.targetContentOffset(
      forProposedContentOffset: clampedContentOffset(contentOffset))
    for attributes in layoutAttributesForElements() {
      let key = attributes.key
      if let current = onScreen[key] {
        layout.updateSupport?.initialTable[key] = current.copy()
      } else {
        let faded = attributes.copy()
        faded.alpha = 0
        layout.updateSupport?.initialTable[key] = faded
      }
    }
    for (key, current) in onScreen {
      let target = layout.layoutAttributesForElement(key)?.copy() ?? current.copy()
      if !bounds.intersects(target.frame) || !contains(key) { target.alpha = 0 }
      layout.updateSupport?.finalTable[key] = target
    }
    let changes = UpdateChangeBuilder(
      collectionView: self, layout: layout, onScreen: onScreen, oldIdentities: oldIdentities,
      oldKeyForNew: { onScreen[$0] != nil ? $0 : nil }, newKeyForOld: { $0 }
    ).build()
    layout.finalizeAnimatedBoundsChange()
    layout.updateSupport = nil
    return UpdateTransaction(
      changes: changes, oldContentOffset: oldOffset, newContentOffset: contentOffset)
  }
}
