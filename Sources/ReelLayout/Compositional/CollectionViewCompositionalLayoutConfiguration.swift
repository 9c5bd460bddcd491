// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// What applies to a compositional layout's sections as a whole. A value: change a copy and assign
/// it to the layout's `configuration` (which invalidates the layout).
/// Mirrors `UIKit.UICollectionViewCompositionalLayoutConfiguration`.
public struct CollectionViewCompositionalLayoutConfiguration: @unchecked Sendable {
  /// The axis sections follow one another on. Default vertical.
  public var scrollDirection: ScrollDirection = .vertical
  /// Space between consecutive sections, points. Default 0.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout. Default none.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Which outer insets sections respect. Default `safeArea`.
  public var contentInsetsReference: ContentInsetsReference = .safeArea

  public init() {}
}
