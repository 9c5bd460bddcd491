// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Items evenly spaced on a circle (seed 004, after Apple's WWDC 2012 CircleLayout): centre of the
/// bounds, radius `min(width, height) / 2.5` unless set, item i at angle 2πi/n (clockwise on screen
/// from the positive x axis), `center = (cx + r·cos a, cy + r·sin a)`. The content is the bounds
/// size (no scrolling).
///
/// Inserted items appear from the centre with alpha 0; deleted items shrink (scale 0.1) into the
/// centre with alpha 0. As the header contract calls the hooks for every element (SPEC §3.2), the
/// layout records the updated index paths in `prepare(forCollectionViewUpdates:)` and animates only
/// those — the fix Apple's sample needed on iOS 7.
open class CircleLayout: CollectionViewLayout, @unchecked Sendable {
  /// Size of every item, points. Default 70×70 (the seed's `ITEM_SIZE`).
  public var itemSize = CGSize(width: 70, height: 70) { didSet { invalidateLayout() } }
  /// Circle radius in points; nil uses `min(width, height) / 2.5` of the bounds.
  public var radius: CGFloat? { didSet { invalidateLayout() } }

  public private(set) var center: CGPoint = .zero
  public private(set) var effectiveRadius: CGFloat = 0
  public private(set) var cellCount = 0
  private var updated = UpdatedIndexPaths()

  /// A new `CircleLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(CircleLayout.self) { CircleLayout() } ?? super.makeForCopying()
  }

  public override init() { super.init() }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    let size = cv.bounds.size
    cellCount = cv.numberOfItems(inSection: 0)
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    effectiveRadius = radius ?? min(size.width, size.height) / 2.5
  }

  open override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0,
      indexPath.item < cellCount
    else { return nil }
    let attributes = Self.attributesType.init(
      category: .cell, kind: nil, indexPath: indexPath)
    attributes.size = itemSize
    let angle = 2 * CGFloat(indexPath.item) * .pi / CGFloat(cellCount)
    attributes.center = CGPoint(
      x: center.x + effectiveRadius * cos(angle), y: center.y + effectiveRadius * sin(angle))
    return attributes
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    updated = UpdatedIndexPaths(updateItems)
  }

  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    updated = UpdatedIndexPaths()
  }

  /// Inserted items start at the centre, transparent.
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard updated.inserted.contains(itemIndexPath), let attributes else { return attributes }
    attributes.alpha = 0
    attributes.center = center
    return attributes
  }

  /// Deleted items end at the centre, transparent, at a tenth of their size.
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard updated.deleted.contains(itemIndexPath), let attributes else { return attributes }
    attributes.alpha = 0
    attributes.center = center
    attributes.transform3D = Transform3DMakeScale(0.1, 0.1, 1)
    return attributes
  }

  open override class var parameters: [LayoutParameter] {
    [
      LayoutParameter(
        "radius", .number(minimum: 0), unit: "points",
        summary: "the circle's radius (default: fits the bounds)", isAnimatable: true,
        get: { layout in
          let circle = layout as! CircleLayout
          return .number(Double(circle.radius ?? circle.effectiveRadius))
        },
        set: { layout, value in
          (layout as! CircleLayout).radius = CGFloat(max(value.scalar ?? 0, 0))
        }),
      .number(
        "itemWidth", \CircleLayout.itemSize.width, summary: "the width of itemSize",
        isSceneKey: false, animatedMinimum: 0),
      .number(
        "itemHeight", \CircleLayout.itemSize.height, summary: "the height of itemSize",
        isSceneKey: false, animatedMinimum: 0),
      .size("itemSize", \CircleLayout.itemSize, summary: "each item's size"),
    ]
  }
}
