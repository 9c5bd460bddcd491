// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// How a section scrolls across the layout's axis (SPEC-MODERN §4.3). Anything but `none` lays the
/// section's groups out in one row along the other axis, scrolled on its own. Mirrors
/// `UIKit.UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: String, Hashable, Sendable,
  CaseIterable
{
  case none
  /// Normal deceleration; rests anywhere.
  case continuous
  /// Normal deceleration; rests with a group's leading edge at the visible leading edge.
  case continuousGroupLeadingBoundary
  /// Fast deceleration; pages of the collection view's width.
  case paging
  /// Fast deceleration; pages of one group (plus the spacing between groups).
  case groupPaging
  /// As `groupPaging`, with each resting group centred.
  case groupPagingCentered
}

/// Which insets the layout adds around a section's content.
/// Mirrors `UIKit.UIContentInsetsReference`.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
  case automatic, none, safeArea, layoutMargins, readableContent
}

/// One section of a compositional layout: a group repeated until the items run out, with insets,
/// spacing, headers and footers, backgrounds and an optional scroll across the layout's axis.
/// Mirrors `UIKit.NSCollectionLayoutSection`.
public final class NSCollectionLayoutSection: @unchecked Sendable {
  /// Called on each layout pass with the section's visible items, the section's scroll offset and
  /// the environment; change the items to change what is drawn.
  public typealias VisibleItemsInvalidationHandler =
    @Sendable ([NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

  /// The group repeated along the section's axis.
  public let group: NSCollectionLayoutGroup
  /// Space between the section's content and its edges (headers sit outside the top inset).
  /// Default zero.
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space between groups along the section's axis. Default 0.
  public var interGroupSpacing: CGFloat = 0
  /// Default `none`.
  public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// Headers and footers. Default none.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Backgrounds. Default none.
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Default nil.
  public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
  /// Which outer insets the section's content respects; `automatic` follows the configuration.
  public var contentInsetsReference: ContentInsetsReference = .automatic
  /// Which outer insets headers and footers respect; `automatic` follows the section's content
  /// insets (`supplementariesFollowContentInsets`).
  public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
  /// Whether headers and footers take the section's leading and trailing insets. Default true.
  /// Deprecated in iOS 16 in favour of `supplementaryContentInsetsReference`.
  public var supplementariesFollowContentInsets = true
  /// For sections built by `list(using:layoutEnvironment:)`: the list and its metrics.
  var list: (configuration: CollectionLayoutListConfiguration, metrics: ListMetrics)?
  /// Space above the section's headers, points.
  var headerTopPadding: CGFloat = 0

  /// A section of `group`. Mirrors `init(group:)`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// Whether headers and footers use the section's leading and trailing insets.
  var supplementariesUseInsets: Bool {
    supplementaryContentInsetsReference == .none ? false : supplementariesFollowContentInsets
  }
}
