// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A header or footer of a section (or of the whole layout): sized against the section's width,
/// placed on one of its edges. Mirrors `UIKit.NSCollectionLayoutBoundarySupplementaryItem`.
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem,
  @unchecked Sendable
{
  /// The edge it sits on.
  public let alignment: NSRectAlignment
  /// Moves it from its aligned position, points.
  public let offset: CGPoint
  /// Whether it takes room in its section (pushing the content) rather than lying over it.
  /// Default true.
  public var extendsBoundary = true
  /// Whether it stays in view while any of its section is visible (a sticky header). Default false.
  public var pinToVisibleBounds = false

  /// Mirrors `init(layoutSize:elementKind:alignment:)`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  /// Mirrors `init(layoutSize:elementKind:alignment:absoluteOffset:)`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
  }
}

/// A view behind a section's content, such as a rounded background. Its frame is the section's
/// area (full container width, from the section's start to its content's end plus its bottom
/// inset) less the decoration's own `contentInsets`.
/// Mirrors `UIKit.NSCollectionLayoutDecorationItem`.
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem, @unchecked Sendable {
  /// The kind the collection view asks styles and attributes for.
  public let elementKind: String
  /// Stacking order; default 0, below the section's other elements (promoted to 1).
  public var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A section background of `elementKind`. Mirrors `background(elementKind:)`.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
