// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Supplies item heights to a `WaterfallLayout`. Mirrors the seed's `WaterFlowLayoutDelegate`.
public protocol WaterfallLayoutDelegate: AnyObject {
  /// The height of the item at `indexPath` when it is `width` points wide.
  func waterfallLayout(
    _ layout: WaterfallLayout, heightForWidth width: CGFloat, at indexPath: IndexPath
  ) -> CGFloat
}

/// Columns of equal width where each item goes to the currently shortest column — ties to the
/// lowest
/// column index — with a height from its delegate (seed 004 `WaterFlowLayout`; section 0 only).
///
/// Column width `w = (bounds.width − columnMargin·(n − 1) − left − right) / n`; item x =
/// `left + (w + columnMargin)·column`. Like the seed, every item — the first of a column included —
/// sits `rowMargin` below its column's bottom, which starts at `sectionInset.top`; set
/// `rowMarginAboveFirstRow = false` to start the first row at `sectionInset.top`. The content
/// height is
/// the tallest column plus `sectionInset.bottom`.
open class WaterfallLayout: CollectionViewLayout, @unchecked Sendable {
  public var columnCount = 3 { didSet { invalidateLayout() } }
  public var columnMargin: CGFloat = 10 { didSet { invalidateLayout() } }
  public var rowMargin: CGFloat = 10 { didSet { invalidateLayout() } }
  public var sectionInset = EdgeInsets(all: 10) { didSet { invalidateLayout() } }
  /// Whether the first item of each column is also preceded by `rowMargin` (the seed's behaviour).
  /// Default true.
  public var rowMarginAboveFirstRow = true { didSet { invalidateLayout() } }
  /// Heights; without a delegate items are square.
  public weak var delegate: WaterfallLayoutDelegate?

  private var frames: [CGRect] = []
  private var columnBottoms: [CGFloat] = []

  /// A new `WaterfallLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(WaterfallLayout.self) { WaterfallLayout() } ?? super.makeForCopying()
  }

  public override init() { super.init() }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Copies the delegate too.
  open override func copy(into copy: CollectionViewLayout) {
    super.copy(into: copy)
    (copy as? WaterfallLayout)?.delegate = delegate
  }

  /// Width of one column for the current bounds, points; 0 (not negative) when the margins and
  /// insets
  /// take the whole width, as with more columns than fit.
  public var columnWidth: CGFloat {
    let n = CGFloat(max(columnCount, 1))
    let width = collectionView?.frame.width ?? 0
    return max(0, (width - columnMargin * (n - 1) - sectionInset.left - sectionInset.right) / n)
  }

  open override func prepare() {
    super.prepare()
    let n = max(columnCount, 1)
    columnBottoms = Array(repeating: sectionInset.top, count: n)
    frames = []
    guard let cv = collectionView else { return }
    let width = columnWidth
    for i in 0..<cv.numberOfItems(inSection: 0) {
      var column = 0
      for c in 1..<n where columnBottoms[c] < columnBottoms[column] { column = c }
      let indexPath = IndexPath(item: i, section: 0)
      let height = delegate?.waterfallLayout(self, heightForWidth: width, at: indexPath) ?? width
      let x = sectionInset.left + (width + columnMargin) * CGFloat(column)
      let isFirst = columnBottoms[column] == sectionInset.top && !rowMarginAboveFirstRow
      let y = columnBottoms[column] + (isFirst ? 0 : rowMargin)
      columnBottoms[column] = y + height
      frames.append(CGRect(x: x, y: y, width: width, height: height))
    }
  }

  open override var collectionViewContentSize: CGSize {
    CGSize(
      width: collectionView?.bounds.width ?? 0,
      height: (columnBottoms.max() ?? sectionInset.top) + sectionInset.bottom)
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    cellAttributes(at: indexPath, cachedFrames: frames)
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    layoutAttributesForItems(cachedFrames: frames, in: rect)
  }

  open override class var parameters: [LayoutParameter] {
    [
      .integer("columnCount", \WaterfallLayout.columnCount, in: 1...100, summary: "columns"),
      .number(
        "columnMargin", \WaterfallLayout.columnMargin, .number(minimum: 0),
        summary: "space between columns"),
      .number(
        "rowMargin", \WaterfallLayout.rowMargin, .number(minimum: 0),
        summary: "space between items in a column"),
      .insets("sectionInset", \WaterfallLayout.sectionInset, summary: "margins around the items"),
      .flag(
        "rowMarginAboveFirstRow", \WaterfallLayout.rowMarginAboveFirstRow,
        summary: "a row margin above the first row too"),
    ]
  }
}
