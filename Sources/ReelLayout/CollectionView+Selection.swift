// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionView {
  /// The index paths of the selected items, in index-path order; empty when none. Selection
  /// belongs to items, not places: it follows an item an update moves and ends with an item it
  /// deletes. Mirrors `indexPathsForSelectedItems`.
  public var indexPathsForSelectedItems: [IndexPath]? {
    var paths: [IndexPath] = []
    for (s, section) in sections.enumerated() {
      for (i, item) in section.items.enumerated() where selectedItemIDs.contains(item.id) {
        paths.append(IndexPath(item: i, section: s))
      }
    }
    return paths
  }

  /// Selects the item at `indexPath` (nil deselects every item) without asking the delegate, as
  /// UIKit's programmatic selection does; without `allowsMultipleSelection` it replaces the
  /// selection. A non-empty `scrollPosition` scrolls the item there at once (a scene's script
  /// animates scrolling). Nothing happens when `allowsSelection` is false or the item does not
  /// exist. Mirrors `selectItem(at:animated:scrollPosition:)`.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedItemIDs = []
      return
    }
    guard allowsSelection, let id = item(at: indexPath)?.id else { return }
    if !allowsMultipleSelection { selectedItemIDs = [] }
    selectedItemIDs.insert(id)
    guard !scrollPosition.isEmpty,
      let offset = contentOffset(showingItemAt: indexPath, at: scrollPosition)
    else { return }
    contentOffset = offset
  }

  /// The resting offset nearest to the one that puts the item at `indexPath` at `position`
  /// (`scrollToItem(at:at:animated:)`'s target); nil when the layout has no attributes for it.
  public func contentOffset(showingItemAt indexPath: IndexPath, at position: ScrollPosition)
    -> CGPoint?
  {
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
      return nil
    }
    return clampedContentOffset(contentOffset(showing: frame, at: position, from: contentOffset))
  }

  /// Deselects the item at `indexPath` without asking the delegate. Mirrors
  /// `deselectItem(at:animated:)`.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard let id = item(at: indexPath)?.id else { return }
    selectedItemIDs.remove(id)
  }

  /// What a quick tap on an item does, in UIKit's order (SPEC-VIEWS 8.4; the collection view
  /// holds a touch back about 150 ms, so a quick tap's whole sequence runs as the finger lifts):
  /// the delegate may refuse the highlight (`shouldHighlightItemAt`; then nothing else
  /// happens); the item is highlighted (`highlightedItemID`, `didHighlightItemAt`); the
  /// delegate may refuse the selection (`shouldSelectItemAt`); the highlight clears
  /// (`didUnhighlightItemAt`); with single selection the selected item is deselected
  /// (`didDeselectItemAt`); the item is selected and the delegate told (`didSelectItemAt`). A
  /// tap on a selected item in multiple selection deselects it (`shouldDeselectItemAt`,
  /// `didDeselectItemAt`). Returns whether the selection changed.
  @discardableResult
  public func tapItem(at indexPath: IndexPath) -> Bool {
    guard allowsSelection, let id = item(at: indexPath)?.id,
      delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    else { return false }
    highlightedItemID = id
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    let deselects = allowsMultipleSelection && selectedItemIDs.contains(id)
    let allowed =
      deselects
      ? delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      : delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    highlightedItemID = nil
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    guard allowed else { return false }
    if deselects {
      selectedItemIDs.remove(id)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return true
    }
    if !allowsMultipleSelection {
      for path in indexPathsForSelectedItems ?? [] where path != indexPath {
        selectedItemIDs.remove(item(at: path)?.id ?? "")
        delegate?.collectionView(self, didDeselectItemAt: path)
      }
    }
    selectedItemIDs.insert(id)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    return true
  }

  /// The content offset that puts `frame` (an item's, content coordinates) at `position`, from
  /// `offset` on an axis the position does not name; not clamped to the scrollable range.
  public func contentOffset(
    showing frame: CGRect, at position: ScrollPosition, from offset: CGPoint
  )
    -> CGPoint
  {
    var result = offset
    let size = bounds.size
    let inset = adjustedContentInset
    if let f = position.fraction(vertical: true) {
      let (start, end) = (frame.minY - inset.top, frame.maxY - size.height + inset.bottom)
      result.y = f == 0.5 ? frame.midY - size.height / 2 : (f == 0 ? start : end)
    }
    if let f = position.fraction(vertical: false) {
      let (start, end) = (frame.minX - inset.left, frame.maxX - size.width + inset.right)
      result.x = f == 0.5 ? frame.midX - size.width / 2 : (f == 0 ? start : end)
    }
    return result
  }
}
