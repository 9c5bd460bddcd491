// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// A pile of cards at the centre of the bounds (seed 004 `CustomStackLayout`): every item
/// `itemSize` (100×100) at the centre, items 0…4 rotated by 0, 1.0, 0.05, −1.0, −0.05 rad, items
/// from `angles.count` on hidden, `zIndex = count − item` so item 0 is on top. The content is
/// 400 × 400 points whatever the view's size (the seed's `CGSizeMake(400, 400)`); the layout
/// re-lays out on every bounds change, as the seed does.
open class StackLayout: CollectionViewLayout, @unchecked Sendable {
  open override class var parameters: [LayoutParameter] {
    [
      .size("itemSize", \StackLayout.itemSize, summary: "each card's size"),
      .numbers(
        "angles", \StackLayout.angles, unit: "radians",
        summary: "the turn of the top cards, the first for the top one"),
    ]
  }

  /// Size of every card, points. Default 100×100.
  public var itemSize = CGSize(width: 100, height: 100) { didSet { invalidateLayout() } }
  /// Rotation (radians, clockwise on screen) of items 0, 1, …; items beyond the list are hidden.
  public var angles: [CGFloat] = [0, 1.0, 0.05, -1.0, -0.05] { didSet { invalidateLayout() } }

  /// A new `StackLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(StackLayout.self) { StackLayout() } ?? super.makeForCopying()
  }

  public override init() { super.init() }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// 400 × 400 points, the seed's literal content size (it does not follow the view's size).
  open override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 400) }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard let cv = collectionView, indexPath.count == 2, indexPath.item >= 0,
      indexPath.item < cv.numberOfItems(inSection: indexPath.section)
    else { return nil }
    let attributes = Self.attributesType.init(
      category: .cell, kind: nil, indexPath: indexPath)
    attributes.size = itemSize
    attributes.center = CGPoint(x: cv.frame.width * 0.5, y: cv.frame.height * 0.5)
    if indexPath.item >= angles.count {
      attributes.isHidden = true
    } else {
      attributes.transform = Transform2D(rotationAngle: angles[indexPath.item])
      attributes.zIndex = cv.numberOfItems(inSection: indexPath.section) - indexPath.item
    }
    return attributes
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    guard let cv = collectionView else { return [] }
    return (0..<cv.numberOfItems(inSection: 0)).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
  }
}
