// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Scroll axis of a flow layout. Mirrors `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Sendable, CaseIterable { case vertical, horizontal }

/// Items in lines, faithful to UIKit's flow layout (SPEC §1): greedy line breaking with
/// `minimumInteritemSpacing` as a minimum, justified lines, a lone item centred, the last line
/// grid-aligned when all items share a size and leading-aligned otherwise, headers and footers of
/// the full width with zIndex 10 (optionally pinned), origins rounded to the pixel grid.
/// Mirrors `UIKit.UICollectionViewFlowLayout`.
open class FlowLayout: CollectionViewLayout, @unchecked Sendable {
  /// Default 50×50 (SPEC §1.1.1).
  open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(oldValue != itemSize) } }
  /// Gap between lines; used as is, negative values overlapping lines. Default 10.
  open var minimumLineSpacing: CGFloat = 10 { didSet { changed(oldValue != minimumLineSpacing) } }
  /// Smallest gap between items of a line; the real gap is stretched. Default 10.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { changed(oldValue != minimumInteritemSpacing) }
  }
  /// Margins around each section's items. Default zero.
  open var sectionInset: EdgeInsets = .zero { didSet { changed(oldValue != sectionInset) } }
  /// Only the scroll-axis component is used; zero means no header. Default zero.
  open var headerReferenceSize: CGSize = .zero {
    didSet { changed(oldValue != headerReferenceSize) }
  }
  /// Only the scroll-axis component is used; zero means no footer. Default zero.
  open var footerReferenceSize: CGSize = .zero {
    didSet { changed(oldValue != footerReferenceSize) }
  }
  /// Non-zero turns on self-sizing: each item's size comes from its content
  /// (`CollectionView.preferredLayoutAttributesFitting`, offered this estimate — `itemSize` for
  /// `automaticSize` — widened along the line to the line's room), no longer than its line.
  /// Default zero (off). Mirrors `estimatedItemSize`.
  open var estimatedItemSize: CGSize = .zero {
    didSet { changed(oldValue != estimatedItemSize) }
  }
  /// The conventional value of `estimatedItemSize` (the item size is the first estimate).
  /// Mirrors `UICollectionViewFlowLayout.automaticSize`.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  /// Default vertical.
  open var scrollDirection: ScrollDirection = .vertical {
    didSet { changed(oldValue != scrollDirection) }
  }
  /// Keeps each section's header at the top of the visible bounds while the section is visible.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { changed(oldValue != sectionHeadersPinToVisibleBounds) }
  }
  /// Keeps each section's footer at the bottom of the visible bounds while the section is visible.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { changed(oldValue != sectionFootersPinToVisibleBounds) }
  }
  /// zIndex of headers and footers (SPEC §1.7.4).
  public static let supplementaryZIndex = 10

  var computedInfos: [FlowSectionInfo] = []
  var computedSize: CGSize = .zero
  /// Whether the lines must be computed again before the next query: properties a subclass sets
  /// in its `prepare()` after calling super count on the same pass, as in UIKit (which computes
  /// the flow after `prepare()` returns).
  var needsComputation = true
  private var hasPrepared = false

  /// Each section's frames, computed on first use after a change.
  var sectionInfos: [FlowSectionInfo] {
    if needsComputation { computeSections() }
    return computedInfos
  }

  var contentSize: CGSize {
    if needsComputation { computeSections() }
    return computedSize
  }

  /// A new `FlowLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(FlowLayout.self) { FlowLayout() } ?? super.makeForCopying()
  }

  /// A layout with UIKit's defaults (50 × 50 items, 10-point spacing, vertical). Mirrors `init()`.
  public override init() { super.init() }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `FlowLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass {
    FlowLayoutInvalidationContext.self
  }

  /// Self-sizing cells (`estimatedItemSize` set) replace their estimates when their size
  /// differs.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    estimatedItemSize != .zero && preferredAttributes.size != originalAttributes.size
  }

  private func changed(_ didChange: Bool) {
    guard didChange else { return }
    needsComputation = true
    if hasPrepared && !isPreparing { invalidateLayout() }
  }

  open override func prepare() {
    super.prepare()
    hasPrepared = true
    computeSections()
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// Items first, then headers, then footers; empty for an empty rect or bounds (SPEC §1.11.4).
  /// - Complexity: O(log lines + k) per section for k results.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    elementAttributes(in: rect)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    itemAttributes(at: indexPath)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    supplementaryAttributes(ofKind: elementKind, at: indexPath)
  }

  /// True when the cross-axis size or origin changes, or a pinned header/footer intersects the old
  /// or
  /// new bounds; scrolling along the scroll axis alone never invalidates (SPEC §1.9.1).
  /// True: a right-to-left collection view shows the flow mirrored (SPEC §1.11.6).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChangeInvalidates(newBounds)
  }

  // MARK: - Animatable parameters

  /// Scene keys as UIKit names them, and numbers scripts tween (`itemWidth`, `sectionInsetTop`…).
  open override class var parameters: [LayoutParameter] {
    let nonNegative = LayoutParameter.Kind.number(minimum: 0)
    func side(
      _ name: String, _ keyPath: ReferenceWritableKeyPath<FlowLayout, CGFloat>, _ what: String
    )
      -> LayoutParameter
    {
      .number(name, keyPath, summary: what, isSceneKey: false, animatedMinimum: 0)
    }
    func inset(_ name: String, _ keyPath: ReferenceWritableKeyPath<FlowLayout, CGFloat>)
      -> LayoutParameter
    {
      .number(name, keyPath, summary: "one side of sectionInset", isSceneKey: false)
    }
    return [
      .choice("scrollDirection", \FlowLayout.scrollDirection, summary: "the scrolling axis"),
      .size("itemSize", \FlowLayout.itemSize, summary: "each item's size"),
      .size(
        "estimatedItemSize", \FlowLayout.estimatedItemSize,
        summary: "non-zero: items take the height their content wants at this width"),
      side("itemWidth", \.itemSize.width, "the width of itemSize"),
      side("itemHeight", \.itemSize.height, "the height of itemSize"),
      .number(
        "minimumLineSpacing", \FlowLayout.minimumLineSpacing,
        summary: "space between lines (negative: lines overlap, as UIKit allows)"),
      .number(
        "minimumInteritemSpacing", \FlowLayout.minimumInteritemSpacing, nonNegative,
        summary: "least space between items in a line"),
      .insets("sectionInset", \FlowLayout.sectionInset, summary: "margins around each section"),
      inset("sectionInsetTop", \.sectionInset.top), inset("sectionInsetLeft", \.sectionInset.left),
      inset("sectionInsetBottom", \.sectionInset.bottom),
      inset("sectionInsetRight", \.sectionInset.right),
      .size("headerReferenceSize", \FlowLayout.headerReferenceSize, summary: "each header's size"),
      .size("footerReferenceSize", \FlowLayout.footerReferenceSize, summary: "each footer's size"),
      supplementaryHeight("headerHeight", \.headerReferenceSize, "header"),
      supplementaryHeight("footerHeight", \.footerReferenceSize, "footer"),
      .flag(
        "sectionHeadersPinToVisibleBounds", \FlowLayout.sectionHeadersPinToVisibleBounds,
        summary: "headers stick to the top while their section shows"),
      .flag(
        "sectionFootersPinToVisibleBounds", \FlowLayout.sectionFootersPinToVisibleBounds,
        summary: "footers stick to the bottom while their section shows"),
    ]
  }

  /// `headerHeight`/`footerHeight`: a header's extent along the scrolling axis (both sides of the
  /// reference size are set; the flow layout uses the one along the axis).
  static func supplementaryHeight(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<FlowLayout, CGSize>, _ what: String
  ) -> LayoutParameter {
    LayoutParameter(
      name, .number(minimum: 0), unit: "points",
      summary: "each \(what)'s extent along the scrolling axis", isAnimatable: true,
      get: { layout in
        let flow = layout as! FlowLayout
        let size = flow[keyPath: keyPath]
        return .number(Double(flow.scrollDirection == .vertical ? size.height : size.width))
      },
      set: { layout, value in
        let v = CGFloat(max(value.scalar ?? 0, 0))
        (layout as! FlowLayout)[keyPath: keyPath] = CGSize(width: v, height: v)
      })
  }

  /// Flow's parameters with only `sceneKeys` readable from scene files (for subclasses whose scene
  /// type exposes fewer keys); the others stay tweenable if they were.
  public static func flowParameters(sceneKeys: [String]) -> [LayoutParameter] {
    FlowLayout.parameters.map { sceneKeys.contains($0.name) ? $0 : $0.notInScenes }
  }
}
