// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// The part of `UICollectionViewDelegate` that needs the view layer: the menu a long press on
/// an item opens. `ReelUIKit`'s `UICollectionViewDelegate` is this protocol (and its
/// `UICollectionViewDelegateFlowLayout` includes it), so a delegate written for iOS that
/// implements these methods is asked by a scene's `longPress:` step; both default to nil (no
/// menu: the press does nothing, as on iOS).
///
/// ## Differences from UIKit
/// The methods are not `@objc optional`: Reel cannot tell an implemented method from the
/// default, so it asks `contextMenuConfigurationForItemsAt` first and, when that answers nil,
/// the one-item form iOS 13–15 used.
public protocol CollectionViewContextMenuDelegate: CollectionViewDelegate {
  /// The menu for a long press on the items at `indexPaths` (one, in Reel) at `point` (the
  /// collection view's content coordinates, points); nil for none. Mirrors
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
  @MainActor
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration?
  /// The menu for a long press on the item at `indexPath`; nil for none. Mirrors the
  /// deprecated `collectionView(_:contextMenuConfigurationForItemAt:point:)`.
  @MainActor
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration?
}

extension CollectionViewContextMenuDelegate {
  /// None.
  @MainActor
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// None.
  @MainActor
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
}
