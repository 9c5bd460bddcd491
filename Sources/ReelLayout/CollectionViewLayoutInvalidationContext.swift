// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Which parts of a layout an invalidation concerns, so a layout can redo only those: everything
/// (`invalidateLayout()`), the data source's counts, particular elements, and adjustments to the
/// content offset and size. Layouts create theirs from `invalidationContextClass` and read it in
/// `invalidateLayout(with:)`. Mirrors `UIKit.UICollectionViewLayoutInvalidationContext`.
open class CollectionViewLayoutInvalidationContext: @unchecked Sendable {
  /// Whether everything is invalid (set by `invalidateLayout()`).
  public internal(set) var invalidateEverything = false
  /// Whether the number of sections or items may have changed.
  public internal(set) var invalidateDataSourceCounts = false
  /// The items invalidated, nil when none were named.
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// Supplementary and decoration elements invalidated, by kind; nil when none were named.
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// Added to the collection view's content offset when the context is applied, points.
  public var contentOffsetAdjustment: CGPoint = .zero
  /// How the content size changes, points (informational: layouts report their size).
  public var contentSizeAdjustment: CGSize = .zero

  public required init() {}

  /// Mirrors `invalidateItems(at:)`.
  public func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Mirrors `invalidateSupplementaryElements(ofKind:at:)`.
  public func invalidateSupplementaryElements(
    ofKind elementKind: String, at indexPaths: [IndexPath]
  ) {
    invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:]).merging(
      [elementKind: indexPaths], uniquingKeysWith: +)
  }

  /// Mirrors `invalidateDecorationElements(ofKind:at:)`.
  public func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:]).merging(
      [elementKind: indexPaths], uniquingKeysWith: +)
  }

  /// Whether the context leaves the data and every item's own layout as they were (only the
  /// bounds moved, or named supplementary and decoration views changed).
  public var keepsItems: Bool {
    !invalidateEverything && !invalidateDataSourceCounts && invalidatedItemIndexPaths == nil
  }
}

/// A flow layout's invalidation: whether the delegate's metrics and the layout's own properties
/// must be asked again. Mirrors `UIKit.UICollectionViewFlowLayoutInvalidationContext`.
open class FlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext,
  @unchecked Sendable
{
  /// Default true.
  public var invalidateFlowLayoutDelegateMetrics = true
  /// Default true.
  public var invalidateFlowLayoutAttributes = true
}
