// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// What applies to a compositional layout's sections as a whole. A class, as UIKit's: change it
/// and assign it to the layout's `configuration`, which keeps a copy (so a later change to this
/// object does nothing until it is assigned again) and invalidates the layout.
/// Mirrors `UIKit.UICollectionViewCompositionalLayoutConfiguration`.
open class CollectionViewCompositionalLayoutConfiguration: @unchecked Sendable {
  /// The axis sections follow one another on. Default vertical.
  open var scrollDirection: ScrollDirection = .vertical
  /// Space between consecutive sections, points. Default 0.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout. Default none.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Which outer insets sections respect. Default `safeArea`.
  open var contentInsetsReference: ContentInsetsReference = .safeArea

  /// A vertical configuration with no spacing or boundary items. Mirrors `init()`.
  public required init() {}

  /// A configuration of the same class with the same values (the boundary items are shared: they are not changed
  /// once made). Subclasses that add properties override it, calling super. Mirrors
  /// `copy(with:)`.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }

  /// `copy(with: nil)` as a configuration. Mirrors `copy()`.
  public func copy() -> CollectionViewCompositionalLayoutConfiguration {
    copy(with: nil) as! CollectionViewCompositionalLayoutConfiguration
  }
}
