// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A header, footer or background solved with its section.
struct SolvedBoundary: Sendable {
  let kind: String
  /// Where it sits without pinning.
  let frame: CGRect
  let zIndex: Int
  let pins: Bool
  /// Whether it sits on the end edge of its section (a footer) rather than the start.
  let isAtEnd: Bool
}

/// One section of a compositional layout, solved: every element's frame in content coordinates,
/// cells of an orthogonal section as if its own scroll offset were 0.
struct SolvedSection: Sendable {
  /// The section's whole area along the layout's axis (headers and footers included), full width.
  var frame: CGRect = .zero
  var cells: [SolvedLeaf] = []
  var boundaries: [SolvedBoundary] = []
  var decorations: [SolvedBoundary] = []
  /// zIndex added to cells and supplementaries (1 when the section has a background).
  var promotion = 0
  /// How the section scrolls across the layout's axis.
  var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// For orthogonal sections: the scrolled document's length and the visible length, points.
  var orthogonalContentLength: CGFloat = 0
  var orthogonalVisibleLength: CGFloat = 0
  /// For orthogonal sections: the distance between resting positions of consecutive groups.
  var groupStride: CGFloat = 0
  var hasHandler = false
  /// For list sections: what each element's `ListLayoutAttributes` say.
  var list: ListSectionPlacement?
  /// The cells' reach along the layout's axis (`indexCells(along:)`).
  var reachEnds: [CGFloat] = []
  var reachStarts: [CGFloat] = []

  /// New attributes of `attributesClass` (of `ListLayoutAttributes` in a list section when the
  /// layout keeps the base class) for the element, with its list placement filled in.
  func makeAttributes(
    _ attributesClass: LayoutAttributes.Type, category: ElementCategory, kind: String?,
    indexPath: IndexPath
  ) -> LayoutAttributes {
    let type =
      list != nil && attributesClass == LayoutAttributes.self
      ? ListLayoutAttributes.self : attributesClass
    let attributes = type.init(category: category, kind: kind, indexPath: indexPath)
    list?.decorate(attributes)
    return attributes
  }

  /// The largest orthogonal scroll offset.
  var maximumOrthogonalOffset: CGFloat {
    max(orthogonalContentLength - orthogonalVisibleLength, 0)
  }
}
