// SPDX-License-Identifier: MIT
// Ported from an iOS project: the only change is `import UIKit` → `import ReelUIKit`.
import ReelUIKit

/// A horizontal carousel: the centred card at full size, the others smaller and fainter with
/// their distance from the centre; flings come to rest with a card centred.
open class CarouselFlowLayout: UICollectionViewFlowLayout {
  public var minimumScale: CGFloat = 0.8
  public var minimumAlpha: CGFloat = 0.5

  public override init() {
    super.init()
    scrollDirection = .horizontal
    itemSize = CGSize(width: 260, height: 360)
    minimumLineSpacing = 12
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  open override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let inset = (collectionView.bounds.width - itemSize.width) / 2
    let vertical = (collectionView.bounds.height - itemSize.height) / 2
    sectionInset = UIEdgeInsets(top: vertical, left: inset, bottom: vertical, right: inset)
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
    return attributes.map { transformed($0.copy() as! UICollectionViewLayoutAttributes) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
    return transformed(attributes.copy() as! UICollectionViewLayoutAttributes)
  }

  private func transformed(_ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard let collectionView = collectionView else { return attributes }
    let visibleCenter = collectionView.contentOffset.x + collectionView.bounds.width / 2
    let distance = abs(attributes.center.x - visibleCenter)
    let ratio = min(distance / (itemSize.width + minimumLineSpacing), 1)
    let scale = 1 - (1 - minimumScale) * ratio
    attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
    attributes.alpha = 1 - (1 - minimumAlpha) * ratio
    attributes.zIndex = Int((1 - ratio) * 10)
    return attributes
  }

  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView = collectionView else { return proposedContentOffset }
    let proposedRect = CGRect(
      origin: CGPoint(x: proposedContentOffset.x, y: 0), size: collectionView.bounds.size)
    guard let candidates = super.layoutAttributesForElements(in: proposedRect) else {
      return proposedContentOffset
    }
    let proposedCenter = proposedContentOffset.x + collectionView.bounds.width / 2
    let closest = candidates.min {
      abs($0.center.x - proposedCenter) < abs($1.center.x - proposedCenter)
    }
    guard let target = closest else { return proposedContentOffset }
    return CGPoint(
      x: target.center.x - collectionView.bounds.width / 2, y: proposedContentOffset.y)
  }
}
