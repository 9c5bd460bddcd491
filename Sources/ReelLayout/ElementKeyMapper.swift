// SPDX-License-Identifier: MIT
import Foundation

/// Maps element keys across a batch update: cells by the plan's item mapping, supplementary views
/// by
/// their section, decoration views by identity.
struct ElementKeyMapper {
  let plan: BatchUpdatePlan
  let oldSections: [CollectionViewSection]
  let newSections: [CollectionViewSection]

  func newKey(for old: ElementKey) -> ElementKey? {
    switch old.category {
    case .cell:
      return plan.newIndexPath(forOld: old.indexPath).map { old.moved(to: $0) }
    case .supplementaryView:
      guard let s = old.indexPath.first, plan.sectionOldToNew.indices.contains(s),
        let q = plan.sectionOldToNew[s]
      else { return nil }
      var path = old.indexPath
      path[0] = q
      return old.moved(to: path)
    case .decorationView:
      return old
    }
  }

  func oldKey(for new: ElementKey) -> ElementKey? {
    switch new.category {
    case .cell:
      return plan.oldIndexPath(forNew: new.indexPath).map { new.moved(to: $0) }
    case .supplementaryView:
      guard let q = new.indexPath.first, plan.sectionNewToOld.indices.contains(q),
        let s = plan.sectionNewToOld[q]
      else { return nil }
      var path = new.indexPath
      path[0] = s
      return new.moved(to: path)
    case .decorationView:
      return new
    }
  }

  /// After-update paths of cells that are new: inserted, reloaded, or in an inserted/reloaded
  /// section.
  func newlyInsertedCells() -> [IndexPath] {
    var result: [IndexPath] = []
    for (q, column) in plan.itemNewToOld.enumerated() {
      for (i, old) in column.enumerated() where old == nil {
        result.append(IndexPath(item: i, section: q))
      }
    }
    return result
  }
}

/// Turns the layout's answers into per-element motions (SPEC §3.3.3): one change per element
/// visible
/// after the update (start from `initialLayoutAttributesForAppearing…`), and one per element that
/// was
/// visible before and is not any more (end at `finalLayoutAttributesForDisappearing…`).
/// Shared by batch updates, animated bounds changes and layout transitions.
struct UpdateChangeBuilder {
  let collectionView: CollectionView
  let layout: CollectionViewLayout
  let onScreen: [ElementKey: LayoutAttributes]
  let oldIdentities: [ElementKey: ElementIdentity]
  let oldKeyForNew: (ElementKey) -> ElementKey?
  let newKeyForOld: (ElementKey) -> ElementKey?

  func build() -> [ElementChange] {
    var changes: [ElementChange] = []
    var consumed = Set<ElementKey>()
    // Every element visible before gets its final call (SPEC §3.2.1), in a stable order.
    var finals: [ElementKey: LayoutAttributes] = [:]
    for key in onScreen.keys.sorted() {
      finals[key] = layout.finalLayoutAttributesForDisappearingElement(key)
    }
    for end in collectionView.layoutAttributesForElements() {
      let key = end.key
      let start = layout.initialLayoutAttributesForAppearingElement(key) ?? end.copy()
      let old = oldKeyForNew(key)
      let survived = old.map { onScreen[$0] != nil } ?? false
      if survived, let old { consumed.insert(old) }
      changes.append(
        ElementChange(
          role: survived ? .surviving : .appearing, oldKey: old, newKey: key,
          start: start, end: end, identity: collectionView.identity(of: key)))
    }
    for key in onScreen.keys.sorted() where !consumed.contains(key) {
      let current = onScreen[key]!
      let newKey = newKeyForOld(key)
      let end: LayoutAttributes
      if let final = finals[key] {
        end = final
      } else if let newKey, let target = layout.layoutAttributesForElement(newKey)?.copy() {
        end = target
      } else {
        end = current.copy()
        end.alpha = 0
      }
      changes.append(
        ElementChange(
          role: .disappearing, oldKey: key, newKey: newKey, start: current.copy(), end: end,
          identity: oldIdentities[key] ?? ElementIdentity(id: key.description, revision: 0)))
    }
    return changes
  }
}
