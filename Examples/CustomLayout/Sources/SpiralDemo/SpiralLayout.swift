// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Items on an Archimedean spiral around the centre of the bounds: item i sits at angle
/// `i · angleStep` and radius `startRadius + i · radiusStep`, turned to follow the curve.
/// Written exactly as a UICollectionViewLayout subclass would be on iOS.
final class SpiralLayout: CollectionViewLayout, @unchecked Sendable {
  var itemSize = CGSize(width: 44, height: 44)
  var angleStep: CGFloat = 0.55
  var startRadius: CGFloat = 30
  var radiusStep: CGFloat = 7

  /// What scene files may give in `layout: {type: spiral, …}`, and what scripts may tween.
  override class var parameters: [LayoutParameter] {
    [
      .size("itemSize", \SpiralLayout.itemSize, summary: "each item's size"),
      .number("angleStep", \SpiralLayout.angleStep, unit: "radians", summary: "turn per item"),
      .number("startRadius", \SpiralLayout.startRadius, summary: "the first item's distance"),
      .number("radiusStep", \SpiralLayout.radiusStep, summary: "growth of the radius per item"),
    ]
  }

  private var attributes: [LayoutAttributes] = []
  private var insertedIndexPaths = Set<IndexPath>()

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let centre = CGPoint(x: collectionView.bounds.width / 2, y: collectionView.bounds.height / 2)
    attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { i in
      let a = LayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
      let angle = CGFloat(i) * angleStep
      let radius = startRadius + CGFloat(i) * radiusStep
      a.size = itemSize
      a.center = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
      a.transform = Transform2D(rotationAngle: angle + .pi / 2)
      a.zIndex = i
      return a
    }
  }

  override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    attributes.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    insertedIndexPaths = Set(
      updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
  }

  /// New items unwind out of the centre.
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let start = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard insertedIndexPaths.contains(itemIndexPath), let start, let bounds = collectionView?.bounds
    else { return start }
    start.center = CGPoint(x: bounds.midX, y: bounds.midY)
    start.transform = Transform2D(scaleX: 0.1, y: 0.1)
    return start
  }
}
