// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The repetitions of a section's group: one solution cut short for the last group, or, when
/// cells of estimated width re-flow (SPEC-MODERN §1.3), each repetition solved from its first
/// item with the measured widths.
struct Repetitions {
  /// The group's size at its estimates, points.
  let groupSize: CGSize
  let itemCount: Int
  private let group: NSCollectionLayoutGroup
  private let uniform: [SolvedLeaf]
  private let sizing: ItemSizing?

  init(solver: SectionSolver) {
    group = solver.section.group
    groupSize = group.layoutSize.resolved(in: solver.effective)
    itemCount = solver.itemCount
    sizing = solver.itemSizing()
    uniform =
      sizing != nil
      ? []
      : GroupSolver.solve(
        group, size: groupSize, capacity: min(itemCount, GroupSolver.maximumCapacity))
  }

  /// The cells of the repetition whose first cell is section item `first`, relative to the
  /// group's origin; empty when no cell fits (or none is left).
  func cells(from first: Int) -> [SolvedLeaf] {
    guard first < itemCount else { return [] }
    guard let sizing else { return Array(uniform.prefix(itemCount - first)) }
    return GroupSolver.solve(
      group, size: groupSize, capacity: min(itemCount - first, GroupSolver.maximumCapacity),
      sizing: sizing.advanced(by: first))
  }
}

extension SectionSolver {
  /// Measuring for cells of estimated width, when the layout measures and the group has some.
  func itemSizing() -> ItemSizing? {
    guard let measure, section.group.containsEstimatedWidth else { return nil }
    let (shell, attributesClass, sectionIndex) = (shell, attributesClass, sectionIndex)
    return ItemSizing(
      first: 0,
      fit: { index, size in
        let offered = shell.makeAttributes(
          attributesClass, category: .cell, kind: nil,
          indexPath: IndexPath(item: index, section: sectionIndex))
        offered.frame = CGRect(origin: .zero, size: size)
        return measure(offered)
      }, widest: effective.width)
  }

  /// Groups one after another along the axis; returns the content's length.
  func placeGroups(
    _ groups: Repetitions, at contentStart: CGFloat, into solved: inout SolvedSection
  ) -> CGFloat {
    let across = crossStart + axis.orthogonal.insets(insets).before
    var cursor = contentStart
    var first = 0
    var count = 0
    while case let cells = groups.cells(from: first), !cells.isEmpty {
      var (group, length) = (cells, axis.length(groups.groupSize))
      if fits(group) { (group, length) = fitted(group, firstItem: first, length: length) }
      let origin = axis.point(along: cursor, across: across)
      solved.cells += group.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      cursor += length + section.interGroupSpacing
      first += group.count
      count += 1
    }
    return count == 0 ? 0 : cursor - section.interGroupSpacing - contentStart
  }

  /// Whether cells take their sizes from their content: the layout measures, and the group's
  /// length along the axis or some cell's height is an estimate.
  func fits(_ leaves: [SolvedLeaf]) -> Bool {
    measure != nil
      && (axis.dimension(section.group.layoutSize).selfSizes
        || leaves.contains(where: \.estimatesHeight))
  }

  /// Heights from content (SPEC-MODERN §1.3, §10): each cell of estimated height takes the
  /// height its content wants, the cells below it in its column move by the difference, and a
  /// group of estimated length fits its cells.
  func fitted(_ leaves: [SolvedLeaf], firstItem: Int, length: CGFloat)
    -> ([SolvedLeaf], CGFloat)
  {
    var result = leaves
    for i in result.indices where result[i].estimatesHeight {
      let frame = result[i].frame
      let path = IndexPath(item: firstItem + i, section: sectionIndex)
      let estimate = shell.makeAttributes(
        attributesClass, category: .cell, kind: nil, indexPath: path)
      estimate.frame = frame
      guard let height = measure?(estimate)?.height, height.isFinite, height >= 0 else {
        continue
      }
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
    guard axis.dimension(section.group.layoutSize).selfSizes else { return (result, length) }
    return (result, extent(of: result, along: axis))
  }

  /// Where a repetition's cells end along `direction`, with the group's content inset after them.
  func extent(of leaves: [SolvedLeaf], along direction: ScrollDirection) -> CGFloat {
    let end = leaves.map { direction.end($0.frame) }.max() ?? 0
    return end + direction.insets(section.group.contentInsets).after
  }

  /// Groups in one row across the axis, scrolled on their own (SPEC-MODERN §4.3): the section's
  /// insets lie inside the scrolled document; `groupPagingCentered` pads both ends so each resting
  /// group is centred; a group of estimated width is as wide as its cells. Returns the content's
  /// length along the layout's axis.
  func placeOrthogonally(
    _ groups: Repetitions, at contentStart: CGFloat, into solved: inout SolvedSection
  ) -> CGFloat {
    let cross = axis.orthogonal
    let visible = cross.length(container)
    let groupLength = cross.length(groups.groupSize)
    let (before, after) = cross.insets(insets)
    let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
    let pad = centred ? max((visible - groupLength) / 2, 0) : 0
    let leading = crossStart + (centred ? pad : before)
    let wraps = cross.dimension(section.group.layoutSize).selfSizes
    var rowLength = axis.length(groups.groupSize)
    var fittedLength: CGFloat = 0
    var (position, first, count) = (leading, 0, 0)
    while case let cells = groups.cells(from: first), !cells.isEmpty {
      var group = cells
      if fits(group) {
        let (sized, length) = fitted(group, firstItem: first, length: rowLength)
        group = sized
        fittedLength = max(fittedLength, length)
      }
      let origin = cross.point(along: position, across: contentStart)
      solved.cells += group.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
      position += (wraps ? extent(of: group, along: cross) : groupLength)
      position += section.interGroupSpacing
      first += group.count
      count += 1
    }
    // Self-sized cards make the row as tall as its tallest group (SPEC-MODERN §1.3).
    if axis.dimension(section.group.layoutSize).selfSizes, fittedLength > 0 {
      rowLength = fittedLength
    }
    let row = count == 0 ? 0 : position - section.interGroupSpacing - leading
    solved.orthogonalContentLength = leading + row + (centred ? pad : after)
    solved.orthogonalVisibleLength = visible
    // Groups of estimated width rest a mean group apart.
    solved.groupStride =
      count == 0 || !wraps
      ? groupLength + section.interGroupSpacing
      : (row + section.interGroupSpacing) / CGFloat(count)
    return count == 0 ? 0 : rowLength
  }
}
