// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionViewCompositionalLayout {
  /// The size sections are resolved against: the collection view's size less, across the
  /// scrolling axis, the insets `reference` asks for (SPEC-MODERN §1.2, §4.1): the safe area
  /// (unless the collection view never adjusts for it), the layout margins (readable content
  /// too), or none.
  func layoutContainer(_ reference: ContentInsetsReference = .automatic) -> LayoutContainer {
    guard let cv = collectionView else {
      return LayoutContainer(contentSize: .zero, contentInsets: .zero)
    }
    let chosen = reference == .automatic ? configuration.contentInsetsReference : reference
    let edges: EdgeInsets =
      switch chosen {
      case .none: .zero
      case .layoutMargins, .readableContent: cv.layoutMargins
      case .automatic, .safeArea:
        cv.contentInsetAdjustmentBehavior == .never ? .zero : cv.safeAreaInsets
      }
    let insets =
      configuration.scrollDirection == .vertical
      ? NSDirectionalEdgeInsets(top: 0, leading: edges.left, bottom: 0, trailing: edges.right)
      : NSDirectionalEdgeInsets(top: edges.top, leading: 0, bottom: edges.bottom, trailing: 0)
    return LayoutContainer(
      contentSize: cv.bounds.size, contentInsets: insets, traitCollection: cv.traitCollection)
  }

  var layoutContainer: LayoutContainer { layoutContainer() }

  /// Asks the provider for every section and lays them out one after another, with the layout's
  /// own headers and footers around them.
  func solve() {
    hasSolution = collectionView != nil
    elementCache = [:]
    sectionDescriptions = [:]
    guard let collectionView else {
      solvedSections = []
      globalBoundaries = []
      contentSize = .zero
      return
    }
    let axis = configuration.scrollDirection
    let container = layoutContainer
    var cursor: CGFloat = 0
    var global = globalBoundaries(atEnd: false, cursor: &cursor)
    var sections: [SolvedSection] = []
    for s in 0..<collectionView.numberOfSections {
      if s > 0 { cursor += configuration.interSectionSpacing }
      guard let description = sectionProvider?(s, container) else {
        var empty = SolvedSection()
        empty.frame = axis.rect(
          along: cursor, across: 0, length: 0, breadth: axis.breadth(container.contentSize))
        sections.append(empty)
        continue
      }
      if description.visibleItemsInvalidationHandler != nil { sectionDescriptions[s] = description }
      let own = layoutContainer(description.contentInsetsReference)
      var solver = SectionSolver(
        section: description, axis: axis, container: own.effectiveContentSize,
        start: cursor, itemCount: collectionView.numberOfItems(inSection: s), sectionIndex: s)
      solver.crossStart =
        axis == .vertical ? own.contentInsets.leading : own.contentInsets.top
      solver.attributesClass = type(of: self).attributesType
      if let fit = collectionView.preferredLayoutAttributesFitting {
        solver.measure = { [unowned collectionView, unowned self] estimated in
          let preferred = fit(estimated, collectionView)
          return self.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: estimated)
            ? preferred.size : nil
        }
      }
      var solved = solver.solve()
      solved.indexCells(along: axis)
      cursor = axis.end(solved.frame)
      sections.append(solved)
    }
    global += globalBoundaries(atEnd: true, cursor: &cursor)
    solvedSections = sections
    globalBoundaries = global
    contentSize = axis.size(length: cursor, breadth: axis.breadth(container.contentSize))
  }

  /// The configuration's headers (or footers) placed at `cursor`, which moves past those that
  /// extend the content.
  private func globalBoundaries(atEnd: Bool, cursor: inout CGFloat) -> [SolvedBoundary] {
    let axis = configuration.scrollDirection
    let own = layoutContainer
    let container = own.effectiveContentSize
    let crossStart = axis == .vertical ? own.contentInsets.leading : own.contentInsets.top
    let edge: NSDirectionalRectEdge =
      axis == .vertical ? (atEnd ? .bottom : .top) : (atEnd ? .trailing : .leading)
    var placed: [SolvedBoundary] = []
    for item in configuration.boundarySupplementaryItems where item.alignment.edges.contains(edge) {
      let size = item.layoutSize.resolved(in: container)
      let length = axis.length(size)
      let position = atEnd && !item.extendsBoundary ? cursor - length : cursor
      let host = axis.rect(
        along: position, across: crossStart, length: length, breadth: axis.breadth(container))
      let frame = item.containerAnchor.frame(for: size, in: host)
        .offsetBy(dx: item.offset.x, dy: item.offset.y)
      placed.append(
        SolvedBoundary(
          kind: item.elementKind, frame: frame, zIndex: item.zIndex,
          pins: item.pinToVisibleBounds, isAtEnd: atEnd))
      if item.extendsBoundary { cursor += length }
    }
    return placed
  }
}
