// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A data source that gives a collection view its cells as well as its counts: what iOS code
/// conforms to as `UICollectionViewDataSource`. The counts are asked by layouts on any thread;
/// the views on the main actor. Mirrors `UIKit.UICollectionViewDataSource`.
///
/// ## Differences from UIKit
/// The count requirements come from `CollectionViewDataSource` (the layout layer's), which is not
/// main-actor isolated: layouts ask counts while frames are drawn on many threads. Swift 5 code
/// (as ported iOS files are) conforms without change.
public protocol CollectionViewCellDataSource: CollectionViewDataSource {
  /// The cell for the item at `indexPath`, usually from `dequeueReusableCell` or
  /// `dequeueConfiguredReusableCell`. Mirrors `collectionView(_:cellForItemAt:)`.
  @MainActor
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The supplementary view of `kind` at `indexPath`; optional (the default is a plain view, and
  /// the problem UIKit raises is recorded). Mirrors
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  @MainActor
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView
}

extension CollectionViewCellDataSource {
  /// A plain view; records that the data source gives no supplementary views.
  @MainActor
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionViewCells.of(collectionView).report(
      "the data source gives no view for supplementary elements of kind \(kind)", file: "",
      line: 0)
    return CollectionReusableView(frame: .zero)
  }
}
