// SPDX-License-Identifier: MIT
import Foundation

extension CollectionView {
  /// Installs `newLayout` with UIKit's animated layout-to-layout protocol (SPEC §5.1):
  /// `prepareForTransition(to:)` on the old layout and `prepareForTransition(from:)` on the new
  /// one,
  /// the new content offset from an anchor item (the visible item whose new centre is nearest the
  /// viewport's centre, centred, clamped, then `targetContentOffset(forProposedContentOffset:)`),
  /// initial attributes from the new layout and final attributes from the old one, then
  /// `finalizeLayoutTransition()` on both.
  ///
  /// Defaults (SPEC §5.1.3, §5.1.3b; Δ = new offset − old offset): an element in both layouts moves
  /// from its old to its new attributes, unless its frames are disjoint and another element of its
  /// kind lies between them — then it cross-fades (the old view fades out where it is, a new one
  /// fades
  /// in at its target); an element only in the old layout fades out keeping its place on screen;
  /// one
  /// only in the new layout fades in at its place.
  @discardableResult
  public func setCollectionViewLayout(
    _ newLayout: CollectionViewLayout, onScreen given: [ElementKey: LayoutAttributes]? = nil
  ) -> UpdateTransaction {
    layoutIfNeeded()
    let oldLayout = collectionViewLayout
    let onScreen =
      given ?? visibleAttributesByKey()
    let identities = identities(of: onScreen.keys)
    let oldOffset = contentOffset
    let viewportCentre = CGPoint(x: bounds.midX, y: bounds.midY)
    oldLayout.prepareForTransition(to: newLayout)
    newLayout.prepareForTransition(from: oldLayout)
    collectionViewLayout = newLayout
    layoutIfNeeded()

    contentOffset = newLayout.targetContentOffset(
      forProposedContentOffset: clampedContentOffset(
        anchoredOffset(onScreen, in: newLayout, centre: viewportCentre)))
    let delta = CGPoint(x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)

    let newVisible = visibleAttributesByKey()
    let (newSupport, oldSupport, crossFading) = transitionTables(
      onScreen: onScreen, newVisible: newVisible, from: oldLayout, to: newLayout, delta: delta)
    newLayout.updateSupport = newSupport
    oldLayout.updateSupport = oldSupport
    let changes = transitionChanges(
      onScreen: onScreen, newVisible: newVisible, crossFading: crossFading, identities: identities,
      from: oldLayout, to: newLayout, delta: delta)
    oldLayout.finalizeLayoutTransition()
    newLayout.finalizeLayoutTransition()
    newLayout.updateSupport = nil
    oldLayout.updateSupport = nil
    return UpdateTransaction(
      changes: changes, oldContentOffset: oldOffset, newContentOffset: contentOffset)
  }

  /// The offset that centres the visible cell whose centre in `newLayout` is nearest `centre`
  /// (ties: the lower index path); the current offset when no cell is on screen.
  private func anchoredOffset(
    _ onScreen: [ElementKey: LayoutAttributes], in newLayout: CollectionViewLayout,
    centre: CGPoint
  ) -> CGPoint {
    var proposed = contentOffset
    let anchors = onScreen.keys.filter { $0.category == .cell }.compactMap {
      newLayout.layoutAttributesForItem(at: $0.indexPath)
    }
    if let anchor = anchors.min(by: {
      distance($0.center, centre) < distance($1.center, centre)
        || (distance($0.center, centre) == distance($1.center, centre)
          && $0.indexPath < $1.indexPath)
    }) {
      proposed = CGRect(center: anchor.center, size: bounds.size).origin
    }
    return proposed
  }

  /// Initial attributes (for the new layout) and final ones (for the old) of every element on
  /// screen before or after, and the elements that cross-fade instead of moving.
  private func transitionTables(
    onScreen: [ElementKey: LayoutAttributes], newVisible: [ElementKey: LayoutAttributes],
    from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout, delta: CGPoint
  ) -> (new: UpdateSupport, old: UpdateSupport, crossFading: Set<ElementKey>) {
    var newSupport = UpdateSupport()
    var oldSupport = UpdateSupport()
    newSupport.onScreen = onScreen
    oldSupport.onScreen = onScreen
    newSupport.transitionPartner = oldLayout
    oldSupport.transitionPartner = newLayout
    newSupport.isValidAfterKey = { [unowned self] in self.contains($0) }
    var crossFading = Set<ElementKey>()
    for key in Set(onScreen.keys).union(newVisible.keys) {
      let old = onScreen[key] ?? oldLayout.layoutAttributesForElement(key)
      let new = newVisible[key] ?? newLayout.layoutAttributesForElement(key)
      switch (old, new) {
      case (let old?, let new?) where onScreen[key] != nil && newVisible[key] != nil:
        if old.frame.intersects(new.frame)
          || !Self.anotherElement(
            of: key, between: old.frame.union(new.frame), old: onScreen, new: newVisible)
        {
          newSupport.initialTable[key] = old.copy()
          oldSupport.finalTable[key] = new.copy()
        } else {
          crossFading.insert(key)
          newSupport.initialTable[key] = Self.shifted(new, by: -1, delta, alpha: 0)
          oldSupport.finalTable[key] = Self.shifted(old, by: 1, delta, alpha: 0)
        }
      case (let old?, _) where onScreen[key] != nil:
        oldSupport.finalTable[key] = Self.shifted(old, by: 1, delta, alpha: 0)
      case (_, let new?):
        newSupport.initialTable[key] = Self.shifted(new, by: -1, delta, alpha: 0)
      default:
        break
      }
    }
    return (newSupport, oldSupport, crossFading)
  }

  /// The transition's changes: leaving and cross-fading views, then every element the new layout
  /// shows, asked of the layouts' initial and final attribute methods.
  private func transitionChanges(
    onScreen: [ElementKey: LayoutAttributes], newVisible: [ElementKey: LayoutAttributes],
    crossFading: Set<ElementKey>, identities: [ElementKey: ElementIdentity],
    from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout, delta: CGPoint
  ) -> [ElementChange] {
    var changes: [ElementChange] = []
    for key in onScreen.keys.sorted() where newVisible[key] == nil || crossFading.contains(key) {
      let end =
        oldLayout.finalLayoutAttributesForDisappearingElement(key)
        ?? Self.shifted(onScreen[key]!, by: 1, delta, alpha: 0)
      changes.append(
        ElementChange(
          role: .disappearing, oldKey: key, newKey: nil, start: onScreen[key]!.copy(), end: end,
          identity: identities[key] ?? identity(of: key)))
    }
    for attributes in layoutAttributesForElements() {
      let key = attributes.key
      let start = newLayout.initialLayoutAttributesForAppearingElement(key) ?? attributes.copy()
      let survives = onScreen[key] != nil && !crossFading.contains(key)
      if survives { _ = oldLayout.finalLayoutAttributesForDisappearingElement(key) }
      changes.append(
        ElementChange(
          role: survives ? .surviving : .appearing, oldKey: survives ? key : nil, newKey: key,
          start: start, end: attributes, identity: identity(of: key)))
    }
    return changes
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

  /// A copy moved by `sign · delta` with the given alpha.
  static func shifted(
    _ attributes: LayoutAttributes, by sign: CGFloat, _ delta: CGPoint, alpha: CGFloat
  ) -> LayoutAttributes {
    let copy = attributes.copy()
    copy.center = CGPoint(x: copy.center.x + sign * delta.x, y: copy.center.y + sign * delta.y)
    copy.alpha = alpha
    return copy
  }

  /// Whether another element of `key`'s category and kind lies in `rect` in either layout.
  static func anotherElement(
    of key: ElementKey, between rect: CGRect, old: [ElementKey: LayoutAttributes],
    new: [ElementKey: LayoutAttributes]
  ) -> Bool {
    for (other, attributes) in Array(old) + Array(new)
    where other != key && other.category == key.category && other.kind == key.kind
      && attributes.frame.intersects(rect)
    {
      return true
    }
    return false
  }
}
