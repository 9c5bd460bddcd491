// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The smallest piece of a compositional layout: one cell's size and spacing. Groups are items
/// too, so groups nest. Mirrors `UIKit.NSCollectionLayoutItem`.
public class NSCollectionLayoutItem: @unchecked Sendable {
  /// The item's size, resolved against its containing group (after the group's `contentInsets`).
  public let layoutSize: NSCollectionLayoutSize
  /// Supplementary views attached to each item (badges), placed by their anchors.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Shrinks the item's final frame after it is placed, without moving its neighbours; ignored on
  /// an axis whose dimension is `estimated`. Default zero.
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space around the item's box, between it and its neighbours or container; moves it without
  /// resizing it. Default nil (none).
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// An item of `layoutSize`. Mirrors `init(layoutSize:)`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item with supplementary views anchored to it. Mirrors
  /// `init(layoutSize:supplementaryItems:)`.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}

/// Where a supplementary view sits on its item: the item edges it touches, moved by an offset in
/// points or in multiples of the supplementary's own size.
/// Mirrors `UIKit.NSCollectionLayoutAnchor`.
public struct NSCollectionLayoutAnchor: Hashable, Sendable {
  public let edges: NSDirectionalRectEdge
  /// The offset: points when `isAbsoluteOffset`, else multiples of the supplementary's size.
  public let offset: CGPoint
  public let isFractionalOffset: Bool
  public var isAbsoluteOffset: Bool { !isFractionalOffset }

  /// Touching `edges` (centred on an axis with neither or both edges of it).
  public init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }
  /// Touching `edges`, then moved by `absoluteOffset` points.
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    isFractionalOffset = false
  }
  /// Touching `edges`, then moved by `fractionalOffset` × the supplementary's size: (0.5, −0.5)
  /// on `[.top, .trailing]` centres a badge on the item's top-trailing corner.
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    offset = fractionalOffset
    isFractionalOffset = true
  }

  /// The frame of an element of `size` anchored to `container` (SPEC-MODERN §5.2).
  public func frame(for size: CGSize, in container: CGRect) -> CGRect {
    func unit(_ low: Bool, _ high: Bool) -> CGFloat { 0.5 - (low ? 0.5 : 0) + (high ? 0.5 : 0) }
    let ax = unit(edges.contains(.leading), edges.contains(.trailing))
    let ay = unit(edges.contains(.top), edges.contains(.bottom))
    let dx = isFractionalOffset ? size.width * offset.x : offset.x
    let dy = isFractionalOffset ? size.height * offset.y : offset.y
    return CGRect(
      x: container.minX + (container.width - size.width) * ax + dx,
      y: container.minY + (container.height - size.height) * ay + dy,
      width: size.width, height: size.height)
  }
}

/// A supplementary view attached to each item (or group) it is given to, such as a badge.
/// Mirrors `UIKit.NSCollectionLayoutSupplementaryItem`.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem, @unchecked Sendable {
  /// The kind the collection view asks styles and attributes for.
  public let elementKind: String
  /// Where it sits on its item.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which point of the supplementary meets the container anchor; Reel reads only
  /// `containerAnchor` (as the iOS 13 backports do).
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// Stacking order; default 1 (above cells).
  public var zIndex = 1

  /// Mirrors `init(layoutSize:elementKind:containerAnchor:)`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// Mirrors `init(layoutSize:elementKind:containerAnchor:itemAnchor:)`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}
