// SPDX-License-Identifier: MIT
// Ported from an iOS project: the only changes are `import UIKit` → `import ReelUIKit` and the
// protocol's `@objc` marker (Linux has no Objective-C runtime).
import ReelUIKit

/// Asks for each photo's height at the column's width.
public protocol PinterestLayoutDelegate: AnyObject {
  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath,
    withWidth width: CGFloat
  ) -> CGFloat
}

/// Photos in columns, each placed in the shortest column so far.
open class PinterestLayout: UICollectionViewLayout {
  public weak var delegate: PinterestLayoutDelegate?

  public var numberOfColumns = 2
  public var cellPadding: CGFloat = 6

  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

  private var contentWidth: CGFloat {
    guard let collectionView = collectionView else { return 0 }
    let insets = collectionView.contentInset
    return collectionView.bounds.width - (insets.left + insets.right)
  }

  open override var collectionViewContentSize: CGSize {
    return CGSize(width: contentWidth, height: contentHeight)
  }

  open override func prepare() {
    super.prepare()
    cache.removeAll()
    contentHeight = 0
    guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
    let columnWidth = contentWidth / CGFloat(numberOfColumns)
    let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
    var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)

    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
      let width = columnWidth - cellPadding * 2
      let photoHeight =
        delegate?.collectionView(
          collectionView, heightForPhotoAtIndexPath: indexPath, withWidth: width) ?? 180
      let height = cellPadding * 2 + photoHeight
      let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
      cache.append(attributes)
      contentHeight = max(contentHeight, frame.maxY)
      yOffset[column] = yOffset[column] + height
    }
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    return cache.filter { $0.frame.intersects(rect) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    return cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
  }
}
