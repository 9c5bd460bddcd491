// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Supplies each thumbnail's image aspect ratio (width ÷ height) to a `ThumbnailStripLayout`.
public protocol ThumbnailStripLayoutDelegate: AnyObject {
  func thumbnailStripLayout(_ layout: ThumbnailStripLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
}

/// Seed 001's thumbnail strip (`ThumbnailLayout`): `itemSize` thumbnails `spacing` apart, centred
/// in
/// the bounds by content insets of `(bounds.width − itemSize.width) / 2` on both sides. The
/// thumbnail
/// nearest the centre widens toward its image's aspect ratio in proportion to its closeness
/// (`expanding = 1 − distance / (width + spacing)`), and its neighbours move aside by half the
/// width
/// it gained; all of it is scaled by `expandingRate` (0…1), which scenes animate to 0 when a drag
/// begins and back to 1 when scrolling ends. Flings stop with a thumbnail centred.
open class ThumbnailStripLayout: FlowLayout, @unchecked Sendable {
  /// Gap between thumbnails, points. Default 2.
  public var spacing: CGFloat = 2 { didSet { invalidateLayout() } }
  /// How much the centred thumbnail widens: 0 none … 1 full aspect ratio.
  public var expandingRate: CGFloat = 1 { didSet { invalidateLayout() } }
  public weak var thumbnailDelegate: ThumbnailStripLayoutDelegate?
  /// A thumbnail collapsing before its deletion (seed 001's custom delete): it narrows to nothing
  /// while the thumbnails after it close the gap.
  public var collapse = ItemCollapse() { didSet { invalidateLayout() } }

  /// A new `ThumbnailStripLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(ThumbnailStripLayout.self) { ThumbnailStripLayout() } ?? super.makeForCopying()
  }

  public override init() {
    super.init()
    configure()
  }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    scrollDirection = .horizontal
    itemSize = CGSize(width: 40, height: 60)
  }

  /// Copies the thumbnail delegate too.
  open override func copy(into copy: CollectionViewLayout) {
    super.copy(into: copy)
    (copy as? ThumbnailStripLayout)?.thumbnailDelegate = thumbnailDelegate
  }

  /// The side insets that let the first and last thumbnails reach the centre.
  public var farInset: CGFloat { ((collectionView?.bounds.width ?? 0) - itemSize.width) / 2 }

  open override func prepare() {
    collectionView?.contentInset = EdgeInsets(top: 0, left: farInset, bottom: 0, right: farInset)
    minimumLineSpacing = spacing
    minimumInteritemSpacing = spacing
    sectionInset = .zero
    super.prepare()
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  var pitch: CGFloat { itemSize.width + spacing }
  var itemCount: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  /// The thumbnails widened now — only the two either side of the centre can be — and by how
  /// many points each (after `expandingRate`).
  func widenedThumbnails() -> [(row: Int, extra: CGFloat)] {
    guard let cv = collectionView, pitch > 0 else { return [] }
    let offsetX = cv.contentOffset.x + cv.contentInset.left
    guard offsetX.isFinite else { return [] }
    let before = Int(min(max((offsetX / pitch).rounded(.down), -1), CGFloat(itemCount)))
    return [before, before + 1].filter { (0..<itemCount).contains($0) }.compactMap { row in
      let distance = abs(CGFloat(row) * pitch - offsetX)
      guard distance < pitch else { return nil }
      let expanding = 1 - distance / pitch
      let ratio =
        thumbnailDelegate?.thumbnailStripLayout(
          self, aspectRatioAt: IndexPath(item: row, section: 0)) ?? 1
      return (row, (itemSize.height * ratio - itemSize.width) * expanding * expandingRate)
    }
  }

  func thumbnail(_ row: Int, _ widened: [(row: Int, extra: CGFloat)]) -> LayoutAttributes {
    let attributes = Self.attributesType.init(
      category: .cell, kind: nil, indexPath: IndexPath(item: row, section: 0))
    let extra = widened.first { $0.row == row }?.extra ?? 0
    attributes.size = CGSize(width: itemSize.width + extra, height: itemSize.height)
    attributes.center = CGPoint(
      x: CGFloat(row) * pitch + itemSize.width / 2,
      y: (collectionView?.bounds.height ?? itemSize.height) / 2)
    // Thumbnails left of a widened one move left by half its gain, those right of it move right.
    let shift = widened.reduce(CGFloat(0)) { total, entry in
      entry.row > row ? total - entry.extra / 2 : entry.row < row ? total + entry.extra / 2 : total
    }
    let remaining = collapse.remaining(forItem: row)
    attributes.size.width *= remaining
    attributes.alpha = remaining
    attributes.transform = Transform2D(
      translationX: shift + collapse.closingOffset(forItem: row, pitch: pitch), y: 0)
    return attributes
  }

  /// The thumbnails that can meet `rect`: rows whose untransformed slot is within the largest
  /// possible shift (the widening plus a collapse's gap) of it.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let widened = widenedThumbnails()
    guard itemCount > 0, pitch > 0, !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite else {
      return (0..<itemCount).map { thumbnail($0, widened) }
    }
    let slack = widened.reduce(pitch) { $0 + abs($1.extra) }
    let first = Int(min(max((rect.minX - slack) / pitch, 0), CGFloat(itemCount)).rounded(.down))
    let last = Int(max(min(((rect.maxX + slack) / pitch).rounded(.up), CGFloat(itemCount - 1)), -1))
    guard first <= last else { return [] }
    return (first...last).map { thumbnail($0, widened) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0,
      indexPath.item < itemCount
    else { return nil }
    return thumbnail(indexPath.item, widenedThumbnails())
  }

  /// The offset that centres the nearest thumbnail to the proposed one, allowing for the content
  /// inset
  /// (seed 001).
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let cv = collectionView else { return proposedContentOffset }
    let relative = (proposedContentOffset.x + cv.contentInset.left) / pitch
    let left = max(0, relative.rounded(.down))
    let right = min(relative.rounded(.up), CGFloat(max(itemCount - 1, 0)))
    let leftCentre = left * pitch - cv.contentInset.left
    let rightCentre = right * pitch - cv.contentInset.left
    let x =
      abs(leftCentre - proposedContentOffset.x) < abs(rightCentre - proposedContentOffset.x)
      ? leftCentre : rightCentre
    return CGPoint(x: x, y: proposedContentOffset.y)
  }

  open override class var parameters: [LayoutParameter] {
    [
      .number(
        "expandingRate", \ThumbnailStripLayout.expandingRate, unit: "fraction",
        summary: "how far the centred thumbnail opens to its aspect ratio (0…1)"),
      .number("spacing", \ThumbnailStripLayout.spacing, summary: "space between thumbnails"),
    ] + ItemCollapse.parameters(\ThumbnailStripLayout.collapse)
      + [.size("itemSize", \ThumbnailStripLayout.itemSize, summary: "a closed thumbnail's size")]
  }
}
