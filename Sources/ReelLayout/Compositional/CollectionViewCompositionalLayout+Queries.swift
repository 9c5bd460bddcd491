// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionViewCompositionalLayout {
  /// Cells, then supplementaries and backgrounds, of the sections that meet `rect`, as shown at
  /// the current bounds (orthogonal sections scrolled, headers pinned, handlers applied).
  func elementAttributes(in rect: CGRect) -> [LayoutAttributes] {
    guard !rect.isEmpty else { return [] }
    let axis = configuration.scrollDirection
    var result: [LayoutAttributes] = []
    for s in solvedSections.indices {
      let frame = solvedSections[s].frame
      guard axis.end(frame) >= axis.start(rect), axis.start(frame) <= axis.end(rect) else {
        continue
      }
      // Sections without a visible-items handler are built for `rect` alone; a handler sees
      // every visible item, so those come from the per-bounds cache.
      let shown =
        sectionDescriptions[s] == nil
        ? SectionPresenter(
          layout: self, section: solvedSections[s], index: s, visible: visibleBounds
        ).elements(in: rect)
        : elements(inSection: s).map { $0.copy() }
      result += shown.filter { $0.frame.intersects(rect) }
    }
    result += globalElements().filter { $0.frame.intersects(rect) }
    return result
  }

  func itemAttributes(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, solvedSections.indices.contains(indexPath.section) else {
      return nil
    }
    return elements(inSection: indexPath.section).first {
      $0.representedElementCategory == .cell && $0.indexPath == indexPath
    }?.copy()
  }

  func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    let section = indexPath.first ?? 0
    let candidates =
      solvedSections.indices.contains(section) ? elements(inSection: section) : []
    return (candidates + globalElements()).first {
      $0.representedElementCategory == .supplementaryView
        && $0.representedElementKind == elementKind && $0.indexPath == indexPath
    }?.copy()
  }

  func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard let section = indexPath.first, solvedSections.indices.contains(section) else {
      return nil
    }
    return elements(inSection: section).first {
      $0.representedElementCategory == .decorationView
        && $0.representedElementKind == elementKind && $0.indexPath == indexPath
    }?.copy()
  }

  /// The visible bounds: the collection view's bounds inset by its adjusted content inset.
  var visibleBounds: CGRect {
    guard let collectionView else { return .zero }
    return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
  }

  /// Every element of section `s` as shown at the current bounds, computed once per bounds.
  func elements(inSection s: Int) -> [LayoutAttributes] {
    let bounds = collectionView?.bounds ?? .zero
    if let cached = elementCache[s], cached.bounds == bounds { return cached.elements }
    var elements = SectionPresenter(
      layout: self, section: solvedSections[s], index: s, visible: visibleBounds
    ).elements()
    if let handler = sectionDescriptions[s]?.visibleItemsInvalidationHandler {
      elements = applying(handler, to: elements, section: s)
    }
    elementCache[s] = (bounds, elements)
    return elements
  }

  /// The layout's own headers and footers, pinned if asked.
  func globalElements() -> [LayoutAttributes] {
    let whole = CGRect(origin: .zero, size: contentSize)
    return globalBoundaries.map {
      SectionPresenter.attributes(
        for: $0, indexPath: IndexPath(item: 0, section: 0), in: whole,
        axis: configuration.scrollDirection, visible: visibleBounds, layout: self)
    }
  }

  /// Runs a section's visible-items handler on its elements within the visible bounds and takes
  /// back what it changed. Frames it sees are unscrolled for orthogonal sections, and the offset
  /// is the section's own scroll offset (the collection view's for other sections).
  private func applying(
    _ handler: NSCollectionLayoutSection.VisibleItemsInvalidationHandler,
    to elements: [LayoutAttributes], section s: Int
  ) -> [LayoutAttributes] {
    let axis = configuration.scrollDirection
    let orthogonal = solvedSections[s].behavior != .none
    let scroll = orthogonalScrollOffset(forSection: s)
    let shift = orthogonal ? axis.orthogonal.point(along: scroll, across: 0) : .zero
    let offset = orthogonal ? shift : collectionView?.contentOffset ?? .zero
    let visible = collectionView?.bounds ?? .zero
    let shown = elements.filter { $0.frame.intersects(visible) }
    let items = shown.map {
      NSCollectionLayoutVisibleItem($0, frame: $0.frame.offsetBy(dx: shift.x, dy: shift.y))
    }
    handler(items, offset, layoutContainer)
    for (attributes, item) in zip(shown, items) {
      attributes.alpha = item.alpha
      attributes.zIndex = item.zIndex
      attributes.isHidden = item.isHidden
      attributes.transform3D = item.transform3D
      let original = CGPoint(x: item.frame.midX, y: item.frame.midY)
      attributes.center.x += item.center.x - original.x
      attributes.center.y += item.center.y - original.y
    }
    return elements
  }
}
