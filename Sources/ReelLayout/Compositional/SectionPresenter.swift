// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Turns a solved section into layout attributes at the current scroll position: cells of an
/// orthogonal section moved by its own offset, pinned headers and footers kept in view.
struct SectionPresenter {
  let layout: CollectionViewCompositionalLayout
  let section: SolvedSection
  let index: Int
  /// The collection view's bounds less its adjusted content inset.
  let visible: CGRect

  private var axis: ScrollDirection { layout.configuration.scrollDirection }
  private var attributesClass: LayoutAttributes.Type {
    type(of: layout).attributesType
  }

  /// The section's elements; with `rect`, only cells (and their badges) that meet it, so a long
  /// section costs what is shown rather than all it holds.
  func elements(in rect: CGRect? = nil) -> [LayoutAttributes] {
    let shift =
      section.behavior == .none
      ? CGPoint.zero
      : axis.orthogonal.point(along: -layout.orthogonalScrollOffset(forSection: index), across: 0)
    var cells: [LayoutAttributes] = []
    var supplementaries: [LayoutAttributes] = []
    let candidates =
      rect.map { section.cells(reaching: axis.start($0), to: axis.end($0)) }
      ?? section.cells.indices
    for item in candidates {
      let leaf = section.cells[item]
      if let rect, !leaf.frame.offsetBy(dx: shift.x, dy: shift.y).intersects(rect),
        !leaf.supplementaries.contains(where: {
          $0.frame.offsetBy(dx: shift.x, dy: shift.y).intersects(rect)
        })
      {
        continue
      }
      let path = IndexPath(item: item, section: index)
      let cell = section.makeAttributes(
        attributesClass, category: .cell, kind: nil, indexPath: path)
      cell.frame = leaf.frame.offsetBy(dx: shift.x, dy: shift.y)
      cell.zIndex = leaf.zIndex + section.promotion
      cells.append(cell)
      for badge in leaf.supplementaries {
        let attributes = attributesClass.init(
          category: .supplementaryView, kind: badge.kind, indexPath: path)
        attributes.frame = badge.frame.offsetBy(dx: shift.x, dy: shift.y)
        attributes.zIndex = badge.zIndex + section.promotion
        supplementaries.append(attributes)
      }
    }
    let path = IndexPath(item: 0, section: index)
    let boundaries = section.boundaries.map {
      Self.attributes(
        for: $0, indexPath: path, in: section.frame, axis: axis, visible: visible, layout: layout,
        promotion: section.promotion, section: section)
    }
    let decorations = section.decorations.map { decoration in
      let attributes = attributesClass.init(
        category: .decorationView, kind: decoration.kind, indexPath: path)
      attributes.frame = decoration.frame
      attributes.zIndex = decoration.zIndex
      return attributes
    }
    return cells + supplementaries + boundaries + decorations
  }

  /// A header or footer's attributes; a pinned one stays inside `visible` while `host` shows,
  /// never leaving `host` (SPEC-MODERN §5.1).
  static func attributes(
    for boundary: SolvedBoundary, indexPath: IndexPath, in host: CGRect, axis: ScrollDirection,
    visible: CGRect, layout: CollectionViewLayout, promotion: Int = 0,
    section: SolvedSection = SolvedSection()
  ) -> LayoutAttributes {
    let attributes = section.makeAttributes(
      type(of: layout).attributesType, category: .supplementaryView, kind: boundary.kind,
      indexPath: indexPath)
    var frame = boundary.frame
    if boundary.pins {
      let length = axis.length(frame.size)
      let natural = axis.start(frame)
      let position =
        boundary.isAtEnd
        ? max(min(natural, axis.end(visible) - length), axis.start(host))
        : min(max(natural, axis.start(visible)), axis.end(host) - length)
      let delta = max(position, min(natural, axis.start(host))) - natural
      let move = axis.point(along: delta, across: 0)
      frame = frame.offsetBy(dx: move.x, dy: move.y)
    }
    attributes.frame = frame
    attributes.zIndex = boundary.zIndex + promotion
    return attributes
  }
}
