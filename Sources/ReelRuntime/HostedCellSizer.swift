// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelViews

/// What a hosted controller's own cells answer to `preferredLayoutAttributesFitting(_:)`, for
/// layouts with estimated sizes: the cell (or header, footer) its data source gives, laid out by
/// Auto Layout at the offered size as UIKit does (`UICollectionReusableView`'s default: the
/// scrolling axis fitted, or the cell's override). Views belong to the main actor: sizes are
/// measured there — while the view is hosted and its script runs — and remembered per item
/// revision and offered size; a layout pass on another thread (a frame being drawn) reads them,
/// and keeps the estimate for one never measured, the same on every run.
final class HostedCellSizer: @unchecked Sendable {
  private let traits: TraitCollection
  private var sizes: [String: CGSize] = [:]
  private let lock = NSLock()

  /// A sizer laying views out in `traits` (the screen's, in the collection view's direction).
  init(traits: TraitCollection) { self.traits = traits }

  /// `attributes` with the size the element's view wants; unchanged for a decoration, an
  /// element without a view, or one not measured when asked off the main thread.
  func fitting(_ attributes: LayoutAttributes, in collectionView: CollectionView)
    -> LayoutAttributes
  {
    guard let identity = CellSizer.identity(of: attributes, in: collectionView) else {
      return attributes
    }
    let offered = attributes.size
    let key = "\(identity)@\(offered.width)x\(offered.height)"
    var size = lock.withLock { sizes[key] }
    if size == nil, ScenePlayer.isOnMainActor {
      size = MainActor.assumeIsolated {
        measure(attributes, id: identity.id, in: collectionView)
      }
      if let size { lock.withLock { sizes[key] = size } }
    }
    guard let size, size != offered else { return attributes }
    let fitted = attributes.copy()
    fitted.frame.size = size
    return fitted
  }

  /// The size the element's view wants, laid out at the offered size; nil without a view.
  @MainActor
  private func measure(
    _ attributes: LayoutAttributes, id: String, in collectionView: CollectionView
  ) -> CGSize? {
    let cells = CollectionViewCells.of(collectionView)
    let view: CollectionReusableView? =
      switch attributes.representedElementCategory {
      case .cell: cells.cell(forItemID: id, at: attributes.indexPath)
      case .supplementaryView:
        attributes.representedElementKind.flatMap {
          cells.supplementaryView(ofKind: $0, at: attributes.indexPath)
        }
      case .decorationView: nil
      }
    guard let view else { return nil }
    CellViews.place(view, as: attributes, traits: traits)
    let size = view.preferredLayoutAttributesFitting(attributes.copy()).size
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return nil
    }
    return size
  }
}
