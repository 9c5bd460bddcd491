// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A supplementary view solved with its item: kind, frame (relative to the group) and stacking.
struct SolvedSupplementary: Sendable {
  let kind: String
  var frame: CGRect
  let zIndex: Int
}

/// One cell of a solved group: its final frame relative to the group's origin, after edge spacing
/// and content insets, with the supplementary views anchored to it.
struct SolvedLeaf: Sendable {
  var frame: CGRect
  var zIndex = 0
  var supplementaries: [SolvedSupplementary] = []
  /// Whether the item's height is an estimate its content refines (self-sizing).
  var estimatesHeight = false
  /// Whether the cell grows to its tallest uniform sibling's height after measuring.
  var uniformHeight = false

  func offsetBy(dx: CGFloat, dy: CGFloat) -> SolvedLeaf {
    var copy = self
    copy.frame = frame.offsetBy(dx: dx, dy: dy)
    for i in copy.supplementaries.indices {
      copy.supplementaries[i].frame = supplementaries[i].frame.offsetBy(dx: dx, dy: dy)
    }
    return copy
  }
}

/// Turns one repetition of a group into cell frames (SPEC-MODERN §2–3): subitems placed along the
/// group's axis until the next would cross its end, spacing shared out, insets applied. At most
/// `capacity` cells, so degenerate groups (zero-width items) end.
struct GroupSolver {
  /// The largest number of cells one group repetition may hold.
  static let maximumCapacity = 100_000

  /// The cells of `group` of `size`, relative to the group's origin; `sizing` measures cells of
  /// estimated width in rows (nil keeps estimates).
  static func solve(
    _ group: NSCollectionLayoutGroup, size: CGSize, capacity: Int, sizing: ItemSizing? = nil
  ) -> [SolvedLeaf] {
    guard capacity > 0 else { return [] }
    let insets = group.contentInsets
    let inner = LayoutContainer(contentSize: size, contentInsets: insets)
    let origin = CGPoint(
      x: inner.effectiveContentInsets.leading, y: inner.effectiveContentInsets.top)
    let leaves: [SolvedLeaf]
    switch group.arrangement {
    case .repeating(let axis):
      leaves = RowSolver(
        group: group, axis: axis, container: inner.effectiveContentSize, sizing: sizing
      ).solve(capacity: capacity)
    case .equal(let axis, let count):
      leaves = equal(group, axis: axis, count: count, in: inner.effectiveContentSize, capacity)
    case .counted(let axis, let count):
      leaves = RowSolver(
        group: group, axis: axis, container: inner.effectiveContentSize, sizing: sizing
      ).solve(capacity: min(capacity, count), repeatingUntilFull: false)
    case .custom(let provider):
      let environment = LayoutContainer(contentSize: size, contentInsets: .zero)
      return provider(environment).prefix(capacity).map {
        SolvedLeaf(frame: $0.frame, zIndex: $0.zIndex)
      }
    }
    let moved = leaves.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    return attachSupplementaries(of: group, size: size, to: moved)
  }

  /// `count` equal boxes filling the axis, fixed spacing taken out of them.
  static func equal(
    _ group: NSCollectionLayoutGroup, axis: ScrollDirection, count: Int, in container: CGSize,
    _ capacity: Int
  ) -> [SolvedLeaf] {
    guard let subitem = group.subitems.first else { return [] }
    let spacing = group.interItemSpacing?.spacing ?? 0
    let length = max((axis.length(container) - spacing * CGFloat(count - 1)) / CGFloat(count), 0)
    let breadth = axis.orthogonal.dimension(subitem.layoutSize).resolved(in: container)
    var leaves: [SolvedLeaf] = []
    for k in 0..<count where leaves.count < capacity {
      let box = axis.rect(
        along: CGFloat(k) * (length + spacing), across: 0, length: length, breadth: breadth)
      leaves += contents(of: subitem, in: box, capacity: capacity - leaves.count)
    }
    return leaves
  }

  /// The cells of one subitem placed in `box`: a nested group's cells, or the item shrunk by its
  /// content insets (not on estimated axes) with its supplementaries.
  static func contents(of item: NSCollectionLayoutItem, in box: CGRect, capacity: Int)
    -> [SolvedLeaf]
  {
    if let group = item as? NSCollectionLayoutGroup {
      return solve(group, size: box.size, capacity: capacity).map {
        $0.offsetBy(dx: box.minX, dy: box.minY)
      }
    }
    let insets = item.contentInsets
    let width = item.layoutSize.widthDimension.selfSizes
    let height = item.layoutSize.heightDimension.selfSizes
    let frame = CGRect(
      x: box.minX + (width ? 0 : insets.leading), y: box.minY + (height ? 0 : insets.top),
      width: box.width - (width ? 0 : insets.horizontal),
      height: box.height - (height ? 0 : insets.vertical))
    var leaf = SolvedLeaf(frame: frame)
    leaf.estimatesHeight = height
    leaf.uniformHeight = item.layoutSize.heightDimension.isUniformAcrossSiblings
    return attachSupplementaries(of: item, size: frame.size, to: [leaf], origin: frame.origin)
  }

  /// Adds `item`'s anchored supplementaries to the first leaf (the item itself, or a group's
  /// first cell), framed against the item's rectangle.
  static func attachSupplementaries(
    of item: NSCollectionLayoutItem, size: CGSize, to leaves: [SolvedLeaf],
    origin: CGPoint = .zero
  ) -> [SolvedLeaf] {
    guard !item.supplementaryItems.isEmpty, var first = leaves.first else { return leaves }
    let host = CGRect(origin: origin, size: size)
    for supplementary in item.supplementaryItems {
      let size = supplementary.layoutSize.resolved(in: size)
      first.supplementaries.append(
        SolvedSupplementary(
          kind: supplementary.elementKind,
          frame: supplementary.containerAnchor.frame(for: size, in: host),
          zIndex: supplementary.zIndex))
    }
    return [first] + leaves.dropFirst()
  }
}
