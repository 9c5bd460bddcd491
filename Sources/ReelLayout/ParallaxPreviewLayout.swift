// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Attributes with seed 001's `parallaxValue`: the item's distance from the centre of the bounds in
/// item widths (−1…1), nil when a full item or more away. The image inside the cell moves by
/// `−0.3 · width · parallaxValue` (`imageOffset`).
open class ParallaxLayoutAttributes: LayoutAttributes, ImageOffsetProviding, @unchecked Sendable {
  public var parallaxValue: CGFloat?

  /// The image's shift inside the cell: `−0.3 · width · parallaxValue`, points.
  public var imageOffset: CGPoint { CGPoint(x: -(size.width * 0.3 * (parallaxValue ?? 0)), y: 0) }

  open override func copy() -> LayoutAttributes {
    let copy = super.copy() as! ParallaxLayoutAttributes
    copy.parallaxValue = parallaxValue
    return copy
  }

  open override func isEqual(_ other: LayoutAttributes) -> Bool {
    guard let other = other as? ParallaxLayoutAttributes else { return false }
    return super.isEqual(other) && parallaxValue == other.parallaxValue
  }

  open override func interpolated(to other: LayoutAttributes, fraction: CGFloat) -> LayoutAttributes {
    let result = super.interpolated(to: other, fraction: fraction)
    if let result = result as? ParallaxLayoutAttributes {
      let a = parallaxValue ?? 0, b = (other as? ParallaxLayoutAttributes)?.parallaxValue ?? 0
      result.parallaxValue = a + (b - a) * fraction
    }
    return result
  }
}

/// Seed 001's photo preview (`PreviewLayout`): a horizontal flow of full-size pages where each item
/// near the centre is shifted by `parallaxValue · offsetBetweenCells` and carries its `parallaxValue`
/// (`ParallaxLayoutAttributes`); it re-lays out on every scroll. Use it with paging.
open class ParallaxPreviewLayout: FlowLayout, @unchecked Sendable {
  /// How far neighbours are pushed apart at the edge of the parallax, points. Default 44.
  public var offsetBetweenCells: CGFloat = 44 { didSet { invalidateLayout() } }
  /// The page shown when a bounds change (rotation) began, kept across it (seed 001).
  private var activeIndex: Int?
  /// A page collapsing before its deletion (seed 001's custom delete), or −1.
  public var collapsingItem = -1 { didSet { invalidateLayout() } }
  /// How far it has collapsed, 0…1: it shrinks and fades while the pages after it slide in.
  public var collapseProgress: CGFloat = 0 { didSet { invalidateLayout() } }

  public override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
    minimumInteritemSpacing = 0
  }

  open override class var layoutAttributesClass: LayoutAttributes.Type { ParallaxLayoutAttributes.self }

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

  /// …and shows the same page after it (seed 001's `targetContentOffset(forProposedContentOffset:)`).
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    guard let activeIndex else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }
    return CGPoint(x: CGFloat(activeIndex) * itemSize.width, y: proposedContentOffset.y)
  }

  open override var animatableParameters: [String] { super.animatableParameters + ["collapsingItem", "collapseProgress"] }

  open override func value(forParameter name: String) -> Double? {
    switch name {
    case "collapsingItem": Double(collapsingItem)
    case "collapseProgress": Double(collapseProgress)
    default: super.value(forParameter: name)
    }
  }

  @discardableResult
  open override func setValue(_ value: Double, forParameter name: String) -> Bool {
    switch name {
    case "collapsingItem": collapsingItem = Int(value.rounded())
    case "collapseProgress": collapseProgress = CGFloat(value)
    default: return super.setValue(value, forParameter: name)
    }
    return true
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
    guard let cv = collectionView, let copy = attributes.copy() as? ParallaxLayoutAttributes else { return attributes }
    let width = itemSize.width
    let relative = (copy.center.x - cv.contentOffset.x - width / 2) / max(width, 1)
    if abs(relative) >= 1 {
      copy.parallaxValue = nil
      copy.transform = .identity
    } else {
      copy.parallaxValue = relative
      copy.transform = Transform2D(translationX: relative * offsetBetweenCells, y: 0)
    }
    if collapsingItem >= 0, collapseProgress != 0 {
      if copy.indexPath.item == collapsingItem {
        let scale = max(1 - collapseProgress, 0.001)
        copy.transform = copy.transform.scaledBy(x: scale, y: scale)
        copy.alpha = max(1 - collapseProgress, 0)
      } else if copy.indexPath.item > collapsingItem {
        copy.transform = Transform2D(translationX: -collapseProgress * width, y: 0).concatenating(copy.transform)
      }
    }
    return copy
  }
}
