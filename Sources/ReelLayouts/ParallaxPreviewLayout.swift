// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Attributes with seed 001's `parallaxValue`: the item's distance from the centre of the bounds in
/// item widths (−1…1), nil when a full item or more away. The image inside the cell moves by
/// `−0.3 · width · parallaxValue` (`imageOffset`).
open class ParallaxLayoutAttributes: LayoutAttributes, ImageOffsetProviding, @unchecked Sendable {
  public var parallaxValue: CGFloat?

  /// The image's shift inside the cell: `−0.3 · width · parallaxValue`, points.
  public var imageOffset: CGPoint { CGPoint(x: -(size.width * 0.3 * (parallaxValue ?? 0)), y: 0) }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ParallaxLayoutAttributes
    copy.parallaxValue = parallaxValue
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ParallaxLayoutAttributes else { return false }
    return super.isEqual(other) && parallaxValue == other.parallaxValue
  }

  open override func interpolated(to other: LayoutAttributes, fraction: CGFloat) -> LayoutAttributes
  {
    let result = super.interpolated(to: other, fraction: fraction)
    if let result = result as? ParallaxLayoutAttributes {
      let a = parallaxValue ?? 0
      let b = (other as? ParallaxLayoutAttributes)?.parallaxValue ?? 0
      result.parallaxValue = a + (b - a) * fraction
    }
    return result
  }
}

/// Seed 001's photo preview (`PreviewLayout`): a horizontal flow of full-size pages where each item
/// near the centre is shifted by `parallaxValue · offsetBetweenCells` and carries its
/// `parallaxValue`
/// (`ParallaxLayoutAttributes`); it re-lays out on every scroll. Use it with paging.
open class ParallaxPreviewLayout: FlowLayout, @unchecked Sendable {
  /// How far neighbours are pushed apart at the edge of the parallax, points. Default 44.
  public var offsetBetweenCells: CGFloat = 44 { didSet { invalidateLayout() } }
  /// The page shown when a bounds change (rotation) began, kept across it (seed 001).
  private var activeIndex: Int?
  /// A page collapsing before its deletion (seed 001's custom delete): it shrinks and fades while
  /// the pages after it slide in.
  public var collapse = ItemCollapse() { didSet { invalidateLayout() } }

  /// A new `ParallaxPreviewLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(ParallaxPreviewLayout.self) { ParallaxPreviewLayout() } ?? super.makeForCopying()
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
    minimumLineSpacing = 0
    minimumInteritemSpacing = 0
  }

  open override class var layoutAttributesClass: AnyClass {
    ParallaxLayoutAttributes.self
  }

  open override func prepare() {
    if let cv = collectionView { itemSize = cv.bounds.size }
    super.prepare()
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// Remembers the page on screen before a rotation…
  open override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    super.prepare(forAnimatedBoundsChange: oldBounds)
    activeIndex = oldBounds.width > 0 ? Int((oldBounds.minX / oldBounds.width).rounded()) : nil
  }

  /// …and shows the same page after it (seed 001's
  /// `targetContentOffset(forProposedContentOffset:)`).
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    guard let activeIndex else {
      return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
    return CGPoint(x: CGFloat(activeIndex) * itemSize.width, y: proposedContentOffset.y)
  }

  open override class var parameters: [LayoutParameter] {
    flowParameters(sceneKeys: []) + [
      .number(
        "offsetBetweenCells", \ParallaxPreviewLayout.offsetBetweenCells,
        summary: "gap between pages", isAnimatable: false)
    ] + ItemCollapse.parameters(\ParallaxPreviewLayout.collapse)
  }

  open override func finalizeAnimatedBoundsChange() {
    super.finalizeAnimatedBoundsChange()
    activeIndex = nil
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.map(applyParallax)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    super.layoutAttributesForItem(at: indexPath).map(applyParallax)
  }

  func applyParallax(_ attributes: LayoutAttributes) -> LayoutAttributes {
    guard let cv = collectionView, let copy = attributes.copy() as? ParallaxLayoutAttributes else {
      return attributes
    }
    let width = itemSize.width
    let relative = (copy.center.x - cv.contentOffset.x - width / 2) / max(width, 1)
    if abs(relative) >= 1 {
      copy.parallaxValue = nil
      copy.transform = .identity
    } else {
      copy.parallaxValue = relative
      copy.transform = Transform2D(translationX: relative * offsetBetweenCells, y: 0)
    }
    let remaining = collapse.remaining(forItem: copy.indexPath.item)
    if remaining < 1 {
      copy.transform = copy.transform.scaledBy(x: max(remaining, 0.001), y: max(remaining, 0.001))
      copy.alpha = remaining
    }
    let closing = collapse.closingOffset(forItem: copy.indexPath.item, pitch: width)
    if closing != 0 {
      copy.transform = Transform2D(translationX: closing, y: 0).concatenating(copy.transform)
    }
    return copy
  }
}
