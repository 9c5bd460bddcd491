// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Lays out one section (SPEC-MODERN §4–6): headers that extend the boundary first, then the top
/// inset, the groups repeated along the layout's axis (or in one row across it for orthogonal
/// sections), the bottom inset and the footers; backgrounds cover the section's area.
struct SectionSolver {
  let section: NSCollectionLayoutSection
  /// The layout's scrolling axis.
  let axis: ScrollDirection
  /// The layout container (the collection view's size less the insets it respects).
  let container: CGSize
  /// Where the section starts along the axis.
  let start: CGFloat
  let itemCount: Int
  /// Where the container begins across the axis (its leading safe-area or margin inset).
  var crossStart: CGFloat = 0
  /// The section's index, for the cells' index paths.
  var sectionIndex = 0
  /// The size an element's content wants when offered the attributes' frame (the collection
  /// view's `preferredLayoutAttributesFitting`), nil to keep the estimate.
  var measure: ((LayoutAttributes) -> CGSize?)?
  /// The attributes class the layout hands out.
  var attributesClass: LayoutAttributes.Type = LayoutAttributes.self
  /// The section as solved so far (its list placement, for measuring).
  private(set) var shell = SolvedSection()

  var insets: NSDirectionalEdgeInsets { section.contentInsets }
  var effective: CGSize {
    CGSize(
      width: max(container.width - insets.horizontal, 0),
      height: max(container.height - insets.vertical, 0))
  }

  init(
    section: NSCollectionLayoutSection, axis: ScrollDirection, container: CGSize,
    start: CGFloat, itemCount: Int, sectionIndex: Int = 0
  ) {
    self.section = section
    self.axis = axis
    self.container = container
    self.start = start
    self.itemCount = itemCount
    self.sectionIndex = sectionIndex
    shell.list = section.list.map {
      ListSectionPlacement(
        configuration: $0.configuration, metrics: $0.metrics, section: sectionIndex,
        itemCount: itemCount)
    }
  }

  func solve() -> SolvedSection {
    var solved = shell
    solved.behavior = section.orthogonalScrollingBehavior
    solved.hasHandler = section.visibleItemsInvalidationHandler != nil
    let groups = Repetitions(solver: self)
    var cursor = start
    let headers = boundaries(atEnd: false)
    if headers.contains(where: { $0.0.extendsBoundary }) { cursor += section.headerTopPadding }
    for (item, size) in headers {
      solved.boundaries.append(boundary(item, size: size, at: cursor, atEnd: false))
      if item.extendsBoundary { cursor += axis.length(size) }
    }
    let contentStart = cursor + axis.insets(insets).before
    let contentLength: CGFloat
    if section.orthogonalScrollingBehavior == .none {
      contentLength = placeGroups(groups, at: contentStart, into: &solved)
    } else {
      contentLength = placeOrthogonally(groups, at: contentStart, into: &solved)
    }
    cursor = contentStart + contentLength + axis.insets(insets).after
    let contentEnd = cursor
    for (item, size) in boundaries(atEnd: true) {
      let length = axis.length(size)
      let position = item.extendsBoundary ? cursor : cursor - length
      solved.boundaries.append(boundary(item, size: size, at: position, atEnd: true))
      if item.extendsBoundary { cursor += length }
    }
    solved.frame = axis.rect(
      along: start, across: crossStart, length: cursor - start, breadth: axis.breadth(container))
    solved.boundaries += overlays(in: solved.frame)
    solved.decorations = decorations(to: contentEnd)
    solved.promotion = solved.decorations.isEmpty ? 0 : 1
    return solved
  }

  /// The boundary items on the start (or end) edge of the section along the axis, sized.
  private func boundaries(atEnd: Bool) -> [(NSCollectionLayoutBoundarySupplementaryItem, CGSize)] {
    let edge: NSDirectionalRectEdge =
      axis == .vertical ? (atEnd ? .bottom : .top) : (atEnd ? .trailing : .leading)
    return section.boundarySupplementaryItems.filter { $0.alignment.edges.contains(edge) }.map {
      ($0, measured($0, $0.layoutSize.resolved(in: supplementaryContainer)))
    }
  }

  /// A header or footer of estimated height in a vertical layout: the height its content wants.
  private func measured(_ item: NSCollectionLayoutBoundarySupplementaryItem, _ size: CGSize)
    -> CGSize
  {
    guard axis == .vertical, item.layoutSize.heightDimension.selfSizes, let measure else {
      return size
    }
    let estimate = shell.makeAttributes(
      attributesClass, category: .supplementaryView, kind: item.elementKind,
      indexPath: IndexPath(item: 0, section: sectionIndex))
    estimate.frame = CGRect(origin: .zero, size: size)
    guard let height = measure(estimate)?.height, height.isFinite, height >= 0 else {
      return size
    }
    return CGSize(width: size.width, height: height)
  }

  /// What headers and footers are sized against: the section's width less its leading and
  /// trailing insets when supplementaries follow them, else the whole width.
  private var supplementaryContainer: CGSize {
    let follow = section.supplementariesUseInsets
    return axis == .vertical
      ? CGSize(width: follow ? effective.width : container.width, height: container.height)
      : CGSize(width: container.width, height: follow ? effective.height : container.height)
  }

  /// The band across the axis headers and footers are aligned in.
  private var supplementaryBand: (start: CGFloat, length: CGFloat) {
    let follow = section.supplementariesUseInsets
    let before = crossStart + (follow ? axis.orthogonal.insets(insets).before : 0)
    return (before, axis.breadth(supplementaryContainer))
  }

  private func boundary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, at position: CGFloat,
    atEnd: Bool
  ) -> SolvedBoundary {
    let band = supplementaryBand
    let host = axis.rect(
      along: position, across: band.start, length: axis.length(size), breadth: band.length)
    let anchored = item.containerAnchor.frame(for: size, in: host)
    let frame = anchored.offsetBy(dx: item.offset.x, dy: item.offset.y)
    return SolvedBoundary(
      kind: item.elementKind, frame: frame, zIndex: item.zIndex, pins: item.pinToVisibleBounds,
      isAtEnd: atEnd)
  }

  /// Boundary items on neither end of the axis (leading or trailing in a vertical layout, or
  /// `none`): anchored in the section's area, lying over the content.
  private func overlays(in frame: CGRect) -> [SolvedBoundary] {
    let ends: NSDirectionalRectEdge = axis == .vertical ? [.top, .bottom] : [.leading, .trailing]
    return section.boundarySupplementaryItems.filter { $0.alignment.edges.isDisjoint(with: ends) }
      .map { item in
        let size = item.layoutSize.resolved(in: supplementaryContainer)
        let anchored = item.containerAnchor.frame(for: size, in: frame)
        return SolvedBoundary(
          kind: item.elementKind, frame: anchored.offsetBy(dx: item.offset.x, dy: item.offset.y),
          zIndex: item.zIndex, pins: item.pinToVisibleBounds, isAtEnd: false)
      }
  }

  /// Backgrounds: the container's full breadth, from the section's start to the end of its
  /// content and bottom inset, less each decoration's content insets (SPEC-MODERN §6).
  private func decorations(to end: CGFloat) -> [SolvedBoundary] {
    let area = axis.rect(
      along: start, across: crossStart, length: end - start, breadth: axis.breadth(container))
    return section.decorationItems.map { item in
      SolvedBoundary(
        kind: item.elementKind, frame: area.inset(by: item.contentInsets.edgeInsets),
        zIndex: item.zIndex, pins: false, isAtEnd: false)
    }
  }
}
