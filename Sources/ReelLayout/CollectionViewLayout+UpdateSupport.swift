// SPDX-License-Identifier: MIT
import Foundation

/// The base layout's private bookkeeping for one update (SPEC §0.5, §3.3.8): the attributes its
/// default appearing/disappearing hooks return.
struct UpdateSupport {
  /// Start attributes keyed by after-update keys.
  var initialTable: [ElementKey: LayoutAttributes] = [:]
  /// End attributes keyed by before-update keys.
  var finalTable: [ElementKey: LayoutAttributes] = [:]
  /// On-screen attributes before the update, keyed by before-update keys.
  var onScreen: [ElementKey: LayoutAttributes] = [:]
  /// The other layout of an animated layout change: the old layout when this is the new one, and
  /// vice versa.
  var transitionPartner: CollectionViewLayout?
  /// Whether after-update keys exist in the new data.
  var isValidAfterKey: (ElementKey) -> Bool = { _ in true }
}

extension CollectionViewLayout {
  /// During an update (between `prepare(forCollectionViewUpdates:)` and
  /// `finalizeCollectionViewUpdates()`), the attributes the element with before-update key `key`
  /// had on screen when the update began; nil outside updates and for elements not on screen.
  /// Reel's stand-in for the bookkeeping layouts keep on iOS (seed 003's `lastFrameWithIndexPath`).
  public func onScreenAttributesBeforeUpdate(for key: ElementKey) -> LayoutAttributes? {
    updateSupport?.onScreen[key]
  }

  func defaultInitialAttributes(for key: ElementKey) -> LayoutAttributes? {
    if let entry = updateSupport?.initialTable[key] { return entry.copy() }
    if let support = updateSupport, !support.isValidAfterKey(key) { return nil }
    if let partner = updateSupport?.transitionPartner,
      let theirs = partner.layoutAttributesForElement(key)
    {
      return theirs.copy()
    }
    return layoutAttributesForElement(key)?.copy()
  }

  func defaultFinalAttributes(for key: ElementKey) -> LayoutAttributes? {
    if let entry = updateSupport?.finalTable[key] { return entry.copy() }
    if let partner = updateSupport?.transitionPartner,
      let theirs = partner.layoutAttributesForElement(key)
    {
      return theirs.copy()
    }
    return updateSupport?.onScreen[key]?.copy()
  }

  /// The hook for a key's category: initial (appearing) attributes.
  func initialLayoutAttributesForAppearingElement(_ key: ElementKey) -> LayoutAttributes? {
    switch key.category {
    case .cell: initialLayoutAttributesForAppearingItem(at: key.indexPath)
    case .supplementaryView:
      initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      initialLayoutAttributesForAppearingDecorationElement(
        ofKind: key.kind ?? "", at: key.indexPath)
    }
  }

  /// The hook for a key's category: final (disappearing) attributes.
  func finalLayoutAttributesForDisappearingElement(_ key: ElementKey) -> LayoutAttributes? {
    switch key.category {
    case .cell: finalLayoutAttributesForDisappearingItem(at: key.indexPath)
    case .supplementaryView:
      finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      finalLayoutAttributesForDisappearingDecorationElement(
        ofKind: key.kind ?? "", at: key.indexPath)
    }
  }
}
