// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelLayouts
import ReelScene

/// Per-item sizes from the scene, answering the flow and waterfall layouts' delegate questions.
extension ItemSpec {
  /// Whether the item sets its own size (`size`, `aspectRatio` or `height`).
  var sizesItself: Bool { size != nil || aspectRatio != nil || height != nil }
}

public final class ItemMetrics: CollectionViewDelegateFlowLayout, WaterfallLayoutDelegate,
  ThumbnailStripLayoutDelegate, @unchecked Sendable
{
  /// Specs by item id, of the items that say something a layout asks (a size, a height, an
  /// aspect ratio or an image); set them with `register(_:id:)`.
  private(set) var specs: [String: ItemSpec] = [:]
  /// Whether any item gives its own size: when none does, flow layouts are not asked to look items
  /// up one by one (a 100 000-item layout is prepared without 100 000 dictionary lookups).
  private var anySized = false

  init() {}

  func register(_ spec: ItemSpec, id: String) {
    guard spec.sizesItself || spec.style.image != nil else {
      // A later registration (a reload) may take a size away.
      specs[id] = nil
      return
    }
    specs[id] = spec
    if spec.sizesItself { anySized = true }
  }

  func spec(_ collectionView: CollectionView, _ indexPath: IndexPath) -> ItemSpec? {
    return collectionView.item(at: indexPath).flatMap { specs[$0.id] }
  }

  /// The item's `size` (or the layout's width at its `aspectRatio` or `height`), else the
  /// layout's `itemSize`.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let itemSize = (collectionViewLayout as? FlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    guard anySized, let spec = spec(collectionView, indexPath) else { return itemSize }
    if let size = spec.size { return size }
    if let ratio = spec.aspectRatio {
      return CGSize(width: itemSize.width, height: itemSize.width / ratio)
    }
    if let height = spec.height { return CGSize(width: itemSize.width, height: height) }
    return itemSize
  }

  /// The item's `aspectRatio`, else its image's, else its `size`'s, else 1.
  public func thumbnailStripLayout(
    _ layout: ThumbnailStripLayout, aspectRatioAt indexPath: IndexPath
  ) -> CGFloat {
    guard let cv = layout.collectionView, let spec = spec(cv, indexPath) else { return 1 }
    if let ratio = spec.aspectRatio { return ratio }
    if let image = spec.style.image, image.pixelSize.height > 0 {
      return image.pixelSize.width / image.pixelSize.height
    }
    if let size = spec.size, size.height > 0 { return size.width / size.height }
    return 1
  }

  public func waterfallLayout(
    _ layout: WaterfallLayout, heightForWidth width: CGFloat, at indexPath: IndexPath
  ) -> CGFloat {
    guard let cv = layout.collectionView, let spec = spec(cv, indexPath) else { return width }
    if let height = spec.height { return height }
    if let ratio = spec.aspectRatio { return width / ratio }
    if let size = spec.size, size.width > 0 { return width * size.height / size.width }
    return width
  }
}
