import UIKit

@objc protocol ShelfLayoutDelegate: NSObjectProtocol {
    func shelfLayout(_ layout: ShelfLayout, heightForItemAt indexPath: IndexPath) -> CGFloat
    @objc optional func shelfLayout(_ layout: ShelfLayout,
                                    columnsIn section: Int) -> Int
}

class ShelfLayout: UICollectionViewLayout {
    weak var delegate: ShelfLayoutDelegate?
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func prepare() {
        guard let collectionView = collectionView, let delegate = delegate else { return }
        cache.removeAll()
        let columns = delegate.shelfLayout?(self, columnsIn: 0) ?? 2
        let width = collectionView.bounds.width / CGFloat(columns)
        var offsets = [CGFloat](repeating: 0, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = offsets.firstIndex(of: offsets.min() ?? 0) ?? 0
            let itemHeight = delegate.shelfLayout(self, heightForItemAt: indexPath)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat(column) * width, y: offsets[column],
                                      width: width, height: itemHeight).insetBy(dx: 4, dy: 4)
            cache.append(attributes)
            offsets[column] += itemHeight
        }
        height = offsets.max() ?? 0
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
