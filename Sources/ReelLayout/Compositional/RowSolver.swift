// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Places a group's subitems one after another along its axis (SPEC-MODERN §2.2, §3): each box
/// takes its own size, fixed spacing is kept, an item whose box (with its trailing spacing) would
/// cross the end starts the next repetition instead, and the room left is shared among flexible
/// spacings (edges and inter-item gaps alike). Cells of estimated width take the width their
/// content wants (`sizing`) before the fit is tested, so they re-flow into repetitions as a tag
/// cloud does; in a group of estimated length the estimates decide how many cells it holds.
struct RowSolver {
  let group: NSCollectionLayoutGroup
  let axis: ScrollDirection
  /// The group's size less its content insets.
  let container: CGSize
  /// Measures cells of estimated width; nil keeps the estimates.
  var sizing: ItemSizing?

  /// A placed subitem: its box along the axis and the flexible slots around it.
  private struct Placement {
    let item: NSCollectionLayoutItem
    var start: CGFloat
    let size: CGSize
    let across: CGFloat
    let flexibleBefore: Bool
    let flexibleAfter: Bool
    let flexibleGapBefore: Bool
    /// A nested group's cells relative to its box, solved once when placed.
    let nested: [SolvedLeaf]?
  }

  /// Cells for at most `capacity` items; `repeatingUntilFull` cycles the subitems until the axis is
  /// full, otherwise each placement takes the next subitem once per count (`capacity`).
  func solve(capacity: Int, repeatingUntilFull: Bool = true) -> [SolvedLeaf] {
    let placements = distribute(place(capacity: capacity, untilFull: repeatingUntilFull))
    var leaves: [SolvedLeaf] = []
    for placement in placements where leaves.count < capacity {
      let box = axis.rect(
        along: placement.start, across: placement.across, length: axis.length(placement.size),
        breadth: axis.breadth(placement.size))
      if let nested = placement.nested {
        leaves += nested.prefix(capacity - leaves.count).map {
          $0.offsetBy(dx: box.minX, dy: box.minY)
        }
      } else {
        leaves += GroupSolver.contents(
          of: placement.item, in: box, capacity: capacity - leaves.count)
      }
    }
    return leaves
  }

  private func place(capacity: Int, untilFull: Bool) -> [Placement] {
    guard !group.subitems.isEmpty else { return [] }
    let end = axis.length(container)
    let gap = group.interItemSpacing
    let counting = axis.dimension(group.layoutSize).selfSizes
    var placements: [Placement] = []
    var cursor: CGFloat = 0
    // Where the cells would end at their estimates (what a group of estimated length counts by).
    var estimatedCursor: CGFloat = 0
    var cells = 0
    var index = 0
    while cells < capacity && index < GroupSolver.maximumCapacity {
      let item = group.subitems[index % group.subitems.count]
      index += 1
      let estimate = item.layoutSize.resolved(in: container)
      let size = measured(item, estimate, at: cells)
      let (before, after) = axis.spacing(item.edgeSpacing)
      let lead = (placements.isEmpty ? 0 : gap?.spacing ?? 0) + (before?.spacing ?? 0)
      let start = cursor + lead
      let finish = start + axis.length(size)
      let tested = (counting ? estimatedCursor + lead + axis.length(estimate) : finish)
      let fits = (tested + (after?.spacing ?? 0)).rounded(.down) <= end.rounded(.down) + 0.001
      if untilFull && !fits && !placements.isEmpty { break }
      estimatedCursor += lead + axis.length(estimate) + (after?.spacing ?? 0)
      let nested = (item as? NSCollectionLayoutGroup).map {
        GroupSolver.solve(
          $0, size: size, capacity: capacity - cells, sizing: sizing?.advanced(by: cells))
      }
      placements.append(
        Placement(
          item: item, start: start, size: size, across: across(item, size: size),
          flexibleBefore: before?.isFlexibleSpacing ?? false,
          flexibleAfter: after?.isFlexibleSpacing ?? false,
          flexibleGapBefore: !placements.isEmpty && (gap?.isFlexibleSpacing ?? false),
          nested: nested))
      cursor = finish + (after?.spacing ?? 0)
      cells += max(nested?.count ?? 1, 1)
    }
    return placements
  }

  /// `item`'s size with the width its content wants when that width is estimated: offered the
  /// group's width (or, in a group of estimated width, the section's), never wider.
  private func measured(_ item: NSCollectionLayoutItem, _ estimate: CGSize, at cell: Int)
    -> CGSize
  {
    guard let sizing, !(item is NSCollectionLayoutGroup), item.layoutSize.widthDimension.selfSizes
    else { return estimate }
    let room = group.layoutSize.widthDimension.selfSizes ? sizing.widest : container.width
    let offered = CGSize(width: room, height: estimate.height)
    guard let preferred = sizing.fit(sizing.first + cell, offered), preferred.width.isFinite,
      preferred.width >= 0
    else { return estimate }
    return CGSize(width: min(preferred.width, room), height: estimate.height)
  }

  /// Position across the axis: after the leading-side spacing, or centred between two flexible
  /// spacings, or against the far side when only the near one is flexible.
  private func across(_ item: NSCollectionLayoutItem, size: CGSize) -> CGFloat {
    let (near, far) = axis.orthogonal.spacing(item.edgeSpacing)
    let room = axis.breadth(container) - axis.breadth(size)
    switch (near?.isFlexibleSpacing ?? false, far?.isFlexibleSpacing ?? false) {
    case (true, true): return room / 2
    case (true, false): return room - (far?.spacing ?? 0)
    default: return near?.spacing ?? 0
    }
  }

  /// Shares the room left along the axis equally among the flexible slots.
  private func distribute(_ placements: [Placement]) -> [Placement] {
    guard let last = placements.last else { return placements }
    let slots = placements.reduce(0) {
      $0 + ($1.flexibleBefore ? 1 : 0) + ($1.flexibleAfter ? 1 : 0) + ($1.flexibleGapBefore ? 1 : 0)
    }
    let used = last.start + axis.length(last.size)
    let room = axis.length(container) - used
    guard slots > 0, room > 0 else { return placements }
    let extra = room / CGFloat(slots)
    var shift: CGFloat = 0
    var result = placements
    for i in result.indices {
      if result[i].flexibleGapBefore { shift += extra }
      if result[i].flexibleBefore { shift += extra }
      result[i].start += shift
      if result[i].flexibleAfter { shift += extra }
    }
    return result
  }
}
