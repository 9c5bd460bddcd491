// SPDX-License-Identifier: MIT
import Foundation

/// The layout an interactive transition installs: every element between its attributes in
/// `currentLayout` and in `nextLayout`, at `transitionProgress`. Mirrors
/// `UIKit.UICollectionViewTransitionLayout` (SPEC §5.2).
///
/// Interpolation (SPEC §5.2.2): a copy of the *to* attributes with the centre lerped (rounded to
/// half a pixel), the size lerped (rounded to a pixel), alpha lerped and each of the 16 transform
/// entries lerped — no decomposition, so a half turn collapses through a zero matrix at 0.5. The
/// progress used is clamped to 0…1; the stored `transitionProgress` is not.
open class TransitionLayout: CollectionViewLayout, @unchecked Sendable {
  public let currentLayout: CollectionViewLayout
  public let nextLayout: CollectionViewLayout
  /// Attributes at progress 0 and 1, by key (only elements visible at one end or the other).
  public private(set) var fromAttributes: [ElementKey: LayoutAttributes] = [:]
  public private(set) var toAttributes: [ElementKey: LayoutAttributes] = [:]
  /// Content offsets at progress 0 and 1.
  public private(set) var fromContentOffset: CGPoint = .zero
  public private(set) var toContentOffset: CGPoint = .zero
  private var animatedValues: [String: CGFloat] = [:]
  /// The screen scale used for rounding, captured when the transition starts.
  private var screenScale: CGFloat = 1

  /// Mirrors `init(currentLayout:nextLayout:)`.
  public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
    super.init()
  }

  /// A transition between two default layouts (Reel reads no archives). Mirrors
  /// `init?(coder:)`.
  public required init?(coder: NSCoder) {
    currentLayout = CollectionViewLayout()
    nextLayout = CollectionViewLayout()
    super.init(coder: coder)
  }

  /// A transition between two default layouts (for `copy()`; a copy of a transition does not
  /// carry its captured ends — Reel never lays out a transition again, it interpolates).
  public override convenience init() {
    self.init(currentLayout: CollectionViewLayout(), nextLayout: CollectionViewLayout())
  }

  /// How far the transition has gone: 0 = `currentLayout`, 1 = `nextLayout`. Setting it moves the
  /// content offset along (SPEC §5.2.3b).
  public var transitionProgress: CGFloat = 0 {
    didSet {
      let p = min(max(transitionProgress, 0), 1)
      collectionView?.contentOffset = fromContentOffset.interpolated(
        to: toContentOffset, fraction: p)
      invalidateLayout()
    }
  }

  /// Stores a value the layout computes with, as UIKit does for `updateValue(_:forAnimatedKey:)`.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    animatedValues[key] = value
  }

  /// The last value stored for `key` (0 if none). Mirrors `value(forAnimatedKey:)`.
  open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

  /// Captures both ends (SPEC §5.2.3c–d); called by
  /// `CollectionView.startInteractiveTransition(to:)`.
  func captureEnds(in collectionView: CollectionView, fromVisible: [ElementKey: LayoutAttributes]) {
    fromContentOffset = collectionView.contentOffset
    screenScale = collectionView.scale
    let bounds = collectionView.bounds
    // To-bounds: centred on the cell nearest the current centre, in the next layout.
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    var proposed = fromContentOffset
    let cells = fromVisible.values.filter { $0.representedElementCategory == .cell }
    if let pivot = cells.min(by: {
      (hypot($0.center.x - centre.x, $0.center.y - centre.y), $0.indexPath) < (
        hypot($1.center.x - centre.x, $1.center.y - centre.y), $1.indexPath
      )
    }),
      let target = nextLayout.layoutAttributesForItem(at: pivot.indexPath)
    {
      proposed = CGRect(center: target.center, size: bounds.size).origin
    }
    let size = nextLayout.collectionViewContentSize
    let inset = collectionView.adjustedContentInset
    proposed.x =
      size.width <= bounds.width
      ? -inset.left : min(max(proposed.x, -inset.left), size.width + inset.right - bounds.width)
    proposed.y =
      size.height <= bounds.height
      ? -inset.top : min(max(proposed.y, -inset.top), size.height + inset.bottom - bounds.height)
    toContentOffset = nextLayout.targetContentOffset(forProposedContentOffset: proposed)
    let toBounds = CGRect(origin: toContentOffset, size: bounds.size)
    let toVisible = Dictionary(
      (nextLayout.layoutAttributesForElements(in: toBounds) ?? []).map { ($0.key, $0) },
      uniquingKeysWith: { a, _ in a })
    for key in Set(fromVisible.keys).union(toVisible.keys) {
      var from = fromVisible[key] ?? currentLayout.layoutAttributesForElement(key)?.copy()
      var to = toVisible[key] ?? nextLayout.layoutAttributesForElement(key)?.copy()
      if key.category != .cell {
        if from == nil, let to { from = Self.invisible(to) }
        if to == nil, let from { to = Self.invisible(from) }
      }
      guard let from, let to else { continue }
      if (from.alpha == 0 || from.isHidden) && (to.alpha == 0 || to.isHidden) { continue }
      fromAttributes[key] = from
      toAttributes[key] = to
    }
  }

  static func invisible(_ attributes: LayoutAttributes) -> LayoutAttributes {
    let copy = attributes.copy()
    copy.alpha = 0
    return copy
  }

  /// Every tracked element at `progress` (clamped to 0…1), in key order.
  public func interpolatedAttributes(progress: CGFloat) -> [LayoutAttributes] {
    let p = min(max(progress, 0), 1)
    let scale = screenScale
    return toAttributes.keys.sorted().compactMap { key in
      guard let from = fromAttributes[key], let to = toAttributes[key] else { return nil }
      let result = to.copy()
      let center = from.center.interpolated(to: to.center, fraction: p)
      result.center = CGPoint(
        x: center.x.roundedToPixel(scale: 2 * scale), y: center.y.roundedToPixel(scale: 2 * scale))
      let size = from.size.interpolated(to: to.size, fraction: p)
      result.size = CGSize(
        width: size.width.roundedToPixel(scale: scale),
        height: size.height.roundedToPixel(scale: scale))
      result.alpha = from.alpha.interpolated(to: to.alpha, fraction: p)
      result.transform3D =
        from.transform3D.isIdentity && to.transform3D.isIdentity
        ? .identity : from.transform3D.linearlyInterpolated(to: to.transform3D, fraction: p)
      return result
    }
  }

  /// Per-dimension maximum of both layouts' content sizes (SPEC §5.2.3a).
  open override var collectionViewContentSize: CGSize {
    let a = currentLayout.collectionViewContentSize
    let b = nextLayout.collectionViewContentSize
    return CGSize(width: max(a.width, b.width), height: max(a.height, b.height))
  }

  /// Every tracked element, ignoring `rect` (SPEC §5.2.3e).
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    interpolatedAttributes(progress: transitionProgress)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    interpolatedAttributes(progress: transitionProgress).first { $0.key == .cell(indexPath) }
  }

  /// The old bounds' origin while progress is 0, else the proposal (SPEC §5.2.3f).
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    transitionProgress == 0 ? fromContentOffset : proposedContentOffset
  }
}
