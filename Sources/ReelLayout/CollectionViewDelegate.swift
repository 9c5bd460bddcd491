// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// What a collection view asks and tells its delegate about selection (a script's tap on an item,
/// `tapItem(at:)`); layouts find their own questions through the protocols that refine it
/// (`CollectionViewDelegateFlowLayout`, or a layout's own). Every method is optional, as in
/// UIKit: the defaults allow and do nothing. Mirrors `UIKit.UICollectionViewDelegate`.
public protocol CollectionViewDelegate: AnyObject {
  /// Whether a tap may select the item. Mirrors `collectionView(_:shouldSelectItemAt:)`.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// A tap selected the item. Mirrors `collectionView(_:didSelectItemAt:)`.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a tap may deselect the item. Mirrors `collectionView(_:shouldDeselectItemAt:)`.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// A tap deselected the item. Mirrors `collectionView(_:didDeselectItemAt:)`.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether a finger coming down on the item highlights it; false also keeps the tap from
  /// selecting it. Mirrors `collectionView(_:shouldHighlightItemAt:)`.
  func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  /// A finger came down on the item and highlighted it. Mirrors
  /// `collectionView(_:didHighlightItemAt:)`.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The finger lifted and the item's highlight cleared (before it is selected). Mirrors
  /// `collectionView(_:didUnhighlightItemAt:)`.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// True.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
}

/// Per-section and per-item metrics a flow layout asks the collection view's delegate for. Every
/// method is optional as in UIKit: the default implementations answer the layout's own property
/// (`itemSize`, `sectionInset`…), so a delegate implements only what it varies.
/// Mirrors `UIKit.UICollectionViewDelegateFlowLayout`.
///
/// ## Differences from UIKit
/// The methods are not `@objc optional` (Swift on Linux has no Objective-C runtime); a default
/// that answers the layout's property behaves as a method the delegate does not implement.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
  /// The flow layout's `itemSize` (50 × 50 for other layouts).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { flow(collectionViewLayout).itemSize }

  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { flow(collectionViewLayout).sectionInset }

  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { flow(collectionViewLayout).minimumLineSpacing }

  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { flow(collectionViewLayout).minimumInteritemSpacing }

  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { flow(collectionViewLayout).headerReferenceSize }

  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { flow(collectionViewLayout).footerReferenceSize }

  /// The layout as a flow layout (a default one when it is not).
  private func flow(_ layout: CollectionViewLayout) -> FlowLayout {
    layout as? FlowLayout ?? FlowLayout()
  }
}
