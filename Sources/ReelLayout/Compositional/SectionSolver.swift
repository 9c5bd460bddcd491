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
  /// The height an element's content wants at the width of the attributes' frame (the
  /// collection view's `preferredLayoutAttributesFitting`), nil to keep the estimate.
  var measure: ((LayoutAttributes) -> CGFloat?)?
  /// The attributes class the layout hands out.
  var attributesClass: LayoutAttributes.Type = LayoutAttributes.self
  /// The section as solved so far (its list placement, for measuring).
  private var shell = SolvedSection()

  private var insets: NSDirectionalEdgeInsets { section.contentInsets }
  private var effective: CGSize {
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
    let groupSize = section.group.layoutSize.resolved(in: effective)
    let leaves = GroupSolver.solve(
      section.group, size: groupSize, capacity: min(itemCount, GroupSolver.maximumCapacity))
    let groups = leaves.isEmpty ? 0 : (itemCount + leaves.count - 1) / leaves.count
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
      contentLength = placeGroups(
        leaves, groups: groups, groupSize: groupSize, at: contentStart, into: &solved)
    } else {
      contentLength = placeOrthogonally(
        leaves, groups: groups, groupSize: groupSize, at: contentStart, into: &solved)
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

  /// Groups one after another along the axis; returns the content's length.
  private func placeGroups(
    _ leaves: [SolvedLeaf], groups: Int, groupSize: CGSize, at contentStart: CGFloat,
    into solved: inout SolvedSection
  ) -> CGFloat {
    let across = crossStart + axis.orthogonal.insets(insets).before
    let fits = fits(leaves)
    var cursor = contentStart
    for g in 0..<groups {
      var group = Array(leaves.prefix(itemCount - g * leaves.count))
      var length = axis.length(groupSize)
      if fits { (group, length) = fitted(group, firstItem: g * leaves.count, length: length) }
      let origin = axis.point(along: cursor, across: across)
      solved.cells += group.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      cursor += length + section.interGroupSpacing
    }
    return groups == 0 ? 0 : cursor - section.interGroupSpacing - contentStart
  }

  /// Whether cells take their heights from their content: a vertical layout that measures, with
  /// estimated heights in the group.
  private func fits(_ leaves: [SolvedLeaf]) -> Bool {
    axis == .vertical && measure != nil
      && (section.group.layoutSize.heightDimension.selfSizes
        || leaves.contains(where: \.estimatesHeight))
  }

  /// Heights from content (SPEC-MODERN §1.3, §10): each cell of estimated height takes the
  /// height its content wants, the cells below it in its column move by the difference, and a
  /// group of estimated height fits its cells.
  private func fitted(_ leaves: [SolvedLeaf], firstItem: Int, length: CGFloat)
    -> ([SolvedLeaf], CGFloat)
  {
    var result = leaves
    for i in result.indices where result[i].estimatesHeight {
      let frame = result[i].frame
      let path = IndexPath(item: firstItem + i, section: sectionIndex)
      let estimate = shell.makeAttributes(
        attributesClass, category: .cell, kind: nil, indexPath: path)
      estimate.frame = frame
      guard let height = measure?(estimate), height.isFinite, height >= 0 else { continue }
      result[i].frame.size.height = height
      for j in result.indices where j != i && result[j].frame.minY >= frame.maxY - 0.001 {
        guard result[j].frame.maxX > frame.minX, result[j].frame.minX < frame.maxX else {
          continue
        }
        result[j] = result[j].offsetBy(dx: 0, dy: height - frame.height)
      }
    }
    let uniform = result.indices.filter { result[$0].uniformHeight }
    let tallest = uniform.map { result[$0].frame.height }.max() ?? 0
    for i in uniform { result[i].frame.size.height = tallest }
    guard section.group.layoutSize.heightDimension.selfSizes else { return (result, length) }
    let bottom = result.map(\.frame.maxY).max() ?? 0
    return (result, bottom + section.group.contentInsets.bottom)
  }

  /// Groups in one row across the axis, scrolled on their own (SPEC-MODERN §4.3): the section's
  /// insets lie inside the scrolled document; `groupPagingCentered` pads both ends so each resting
  /// group is centred. Returns the content's length along the layout's axis.
  private func placeOrthogonally(
    _ leaves: [SolvedLeaf], groups: Int, groupSize: CGSize, at contentStart: CGFloat,
    into solved: inout SolvedSection
  ) -> CGFloat {
    let cross = axis.orthogonal
    let visible = cross.length(container)
    let groupLength = cross.length(groupSize)
    let (before, after) = cross.insets(insets)
    let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
    let pad = centred ? max((visible - groupLength) / 2, 0) : 0
    let leading = crossStart + (centred ? pad : before)
    let stride = groupLength + section.interGroupSpacing
    var rowLength = axis.length(groupSize)
    var fittedLength: CGFloat = 0
    for g in 0..<groups {
      let origin = cross.point(along: leading + CGFloat(g) * stride, across: contentStart)
      var group = Array(leaves.prefix(itemCount - g * leaves.count))
      if fits(leaves) {
        let (sized, length) = fitted(group, firstItem: g * leaves.count, length: rowLength)
        group = sized
        fittedLength = max(fittedLength, length)
      }
      solved.cells += group.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }
    // Self-sized cards make the row as tall as its tallest group (SPEC-MODERN §1.3).
    if section.group.layoutSize.heightDimension.selfSizes, fittedLength > 0 {
      rowLength = fittedLength
    }
    let row = groups == 0 ? 0 : CGFloat(groups) * stride - section.interGroupSpacing
    solved.orthogonalContentLength = leading + row + (centred ? pad : after)
    solved.orthogonalVisibleLength = visible
    solved.groupStride = stride
    return groups == 0 ? 0 : rowLength
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
    guard let height = measure(estimate), height.isFinite, height >= 0 else { return size }
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
