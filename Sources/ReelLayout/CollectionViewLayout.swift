// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The base class of every layout: subclass it and override the same methods you would on iOS.
///
/// Call order on (re)layout (SPEC §0.1): `prepare()`, then `collectionViewContentSize`, then
/// `layoutAttributesForElements(in:)` and the per-index-path queries on demand.
/// `invalidateLayout()` only marks the layout dirty; the next pass runs `prepare()` again.
/// Mirrors `UIKit.UICollectionViewLayout`.
///
/// ## Differences from UIKit
/// There is no view reuse or registration: the headless collection view draws elements from their
/// attributes and the scene's styles.
open class CollectionViewLayout: @unchecked Sendable {
  /// The collection view using this layout; set when the layout is installed.
  public internal(set) weak var collectionView: CollectionView?
  /// True until the next layout pass after `invalidateLayout()`.
  public internal(set) var needsPrepare = true
  /// True while the collection view runs `prepare()`: a property changed then belongs to this pass
  /// rather than invalidating the next one.
  public internal(set) var isPreparing = false
  /// Bookkeeping for the update in progress (SPEC §3.3.8); nil outside an update.
  var updateSupport: UpdateSupport?
  /// Decoration kinds registered with `register(_:forDecorationViewOfKind:)`, and their classes.
  public internal(set) var registeredDecorationViews: [String: AnyClass] = [:]

  /// A layout with its default parameters. Subclasses override it as on iOS.
  public init() {}

  /// A layout from an archive: Reel reads none, so `init()`'s. Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) {}

  /// A new layout of exactly this class with its defaults, for `copy()`; nil when none can be
  /// made: Reel's classes make theirs, others when registered (`registerForCopying(_:make:)`).
  /// Overrides return their class's instance when `self` is exactly it, else call super.
  open class func makeForCopying() -> CollectionViewLayout? {
    LayoutCopyingFactories.shared.make(self)
  }

  /// The attributes class this layout creates: `LayoutAttributes` or a subclass (any other class
  /// counts as `LayoutAttributes`). Mirrors `layoutAttributesClass`.
  open class var layoutAttributesClass: AnyClass { LayoutAttributes.self }

  // MARK: - Core layout process

  /// Computes whatever later queries need. Called before any query after an invalidation.
  /// Mirrors `prepare()`.
  open func prepare() {}

  /// Width and height of all the content, points. Mirrors `collectionViewContentSize`.
  open var collectionViewContentSize: CGSize { .zero }

  /// Attributes of every element whose frame intersects `rect` (content coordinates).
  /// Mirrors `layoutAttributesForElements(in:)`.
  open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? { nil }

  /// Mirrors `layoutAttributesForItem(at:)`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

  /// Mirrors `layoutAttributesForSupplementaryView(ofKind:at:)`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? { nil }

  /// Mirrors `layoutAttributesForDecorationView(ofKind:at:)`.
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  { nil }

  // MARK: - Invalidation

  /// Invalidates everything: `invalidateLayout(with:)` with a context whose
  /// `invalidateEverything` and `invalidateDataSourceCounts` are set. Mirrors `invalidateLayout()`.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    invalidateLayout(with: context)
  }

  /// Marks the layout dirty (the next layout pass calls `prepare()`) and moves the content by the
  /// context's `contentOffsetAdjustment`. Overrides read the context to redo only what it names,
  /// and call super. Mirrors `invalidateLayout(with:)`.
  open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    if context.contentOffsetAdjustment != .zero, let cv = collectionView {
      cv.contentOffset.x += context.contentOffsetAdjustment.x
      cv.contentOffset.y += context.contentOffsetAdjustment.y
    }
  }

  /// The class of the contexts `invalidateLayout()` and the collection view create. Mirrors
  /// `invalidationContextClass`.
  open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

  /// The context for a bounds change the layout asked to be invalidated for (default: a context
  /// naming nothing, so `keepsItems` is true). Mirrors `invalidationContext(forBoundsChange:)`.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext(
      resizing: collectionView?.bounds.size ?? newBounds.size, to: newBounds.size)
  }

  /// Whether a cell's self-sized attributes (`preferredLayoutAttributesFitting`) replace the
  /// layout's: default false (flow and compositional layouts answer true when the size differs).
  /// Mirrors `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool { false }

  /// The context for a cell that sized itself: that item, and the content size's change.
  /// Mirrors `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext(
      resizing: originalAttributes.size, to: preferredAttributes.size)
    context.invalidateItems(at: [originalAttributes.indexPath])
    return context
  }

  /// Whether a change of the collection view's bounds (scrolling included) needs a new layout.
  /// The base class returns false (SPEC §1.9.1). Mirrors
  /// `shouldInvalidateLayout(forBoundsChange:)`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  // MARK: - Layout direction

  /// Whether the collection view mirrors this layout's attributes horizontally when its
  /// `effectiveUserInterfaceLayoutDirection` differs from `developmentLayoutDirection`. The base
  /// class returns false (a custom layout is drawn as computed); `FlowLayout` returns true.
  /// Mirrors `flipsHorizontallyInOppositeLayoutDirection`.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction the layout's maths is written for. Default `.leftToRight`. Mirrors
  /// `developmentLayoutDirection`.
  open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

  // MARK: - Content offset

  /// The offset to use after an update, a bounds change or a layout transition; default:
  /// `proposedContentOffset`. Mirrors `targetContentOffset(forProposedContentOffset:)`.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// Where scrolling should stop after a fling; `velocity` in points per millisecond (SPEC §6.2.6).
  /// Default: `proposedContentOffset`. Mirrors
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  // MARK: - Interactive movement

  /// Where an item being moved by hand would go for a finger at `position` (content
  /// coordinates): the item under the finger, else where it is. Mirrors
  /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    collectionView?.indexPathForItem(at: position) ?? previousIndexPath
  }

  /// The moving item's attributes: its own, centred on the finger, above every other element.
  /// Mirrors `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> LayoutAttributes {
    let attributes = layoutAttributesForItem(at: indexPath)?.copy() ?? LayoutAttributes()
    attributes.center = position
    attributes.zIndex = Int(Int32.max)
    return attributes
  }

  // MARK: - Update support hooks

  /// First step of an animated update, before any initial/final query. Overrides call super.
  /// Mirrors `prepare(forCollectionViewUpdates:)`.
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

  /// Last step of an update, inside its animation. Mirrors `finalizeCollectionViewUpdates()`.
  open func finalizeCollectionViewUpdates() {}

  /// Prepares an animated bounds change (rotation, resize). Mirrors
  /// `prepare(forAnimatedBoundsChange:)`.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Ends an animated bounds change. Mirrors `finalizeAnimatedBoundsChange()`.
  open func finalizeAnimatedBoundsChange() {}
  /// Called on the outgoing layout of a layout change. Mirrors `prepareForTransition(to:)`.
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}
  /// Called on the incoming layout of a layout change. Mirrors `prepareForTransition(from:)`.
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}
  /// Called on both layouts once a layout change is set up. Mirrors `finalizeLayoutTransition()`.
  open func finalizeLayoutTransition() {}

  /// Start attributes of an element on screen after an update, keyed by its **after-update** index
  /// path. Called for every such element, not only inserted ones (SPEC §3.2). Default (§3.3.8):
  /// inserted items fade in at their new frame; survivors start from where they are on screen;
  /// items that only now become visible start at their new attributes. Mirrors
  /// `initialLayoutAttributesForAppearingItem(at:)`.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    defaultInitialAttributes(for: .cell(itemIndexPath))
  }

  /// End attributes of an element on screen before an update, keyed by its **before-update** index
  /// path. Default: deleted and reloaded items fade out in place; survivors go to their new
  /// attributes. Mirrors `finalLayoutAttributesForDisappearingItem(at:)`.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    defaultFinalAttributes(for: .cell(itemIndexPath))
  }

  /// Mirrors `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    defaultInitialAttributes(
      for: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
  }

  /// Mirrors `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    defaultFinalAttributes(
      for: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
  }

  /// Mirrors `initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)`.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? {
    defaultInitialAttributes(
      for: ElementKey(category: .decorationView, kind: elementKind, indexPath: decorationIndexPath))
  }

  /// Mirrors `finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)`.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? {
    defaultFinalAttributes(
      for: ElementKey(category: .decorationView, kind: elementKind, indexPath: decorationIndexPath))
  }

  /// Extra supplementary index paths to insert during an update. Mirrors
  /// `indexPathsToInsertForSupplementaryView(ofKind:)`.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// Mirrors `indexPathsToDeleteForSupplementaryView(ofKind:)`.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// Mirrors `indexPathsToInsertForDecorationView(ofKind:)`.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// Mirrors `indexPathsToDeleteForDecorationView(ofKind:)`.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  // MARK: - Copying (Reel)

  /// Gives `copy` (a new layout of this class, from `copy()`) this layout's state: every value in
  /// `parameters`; subclasses with more (a delegate) override it, call super and copy the rest.
  open func copy(into copy: CollectionViewLayout) {
    for parameter in Self.parameters {
      if let value = parameter.value(in: self) { parameter.apply(value, to: copy) }
    }
  }

  // MARK: - Animatable parameters (Reel)

  /// The layout's parameters, described once for scene files, scripts and the JSON Schema (see
  /// `LayoutParameter`). Subclasses list theirs, usually adding to `super.parameters`. Default:
  /// none.
  open class var parameters: [LayoutParameter] { [] }

  /// A numeric parameter's current value, or nil if the layout has no such animatable parameter.
  /// Layouts with parameters beyond their class's table (per-section values) override both this
  /// and `setValue(_:forParameter:)`, calling super for other names.
  open func value(forParameter name: String) -> Double? {
    animatableParameter(name)?.value(in: self)?.scalar
  }

  /// Sets a numeric parameter and invalidates the layout; returns false for unknown names.
  @discardableResult
  open func setValue(_ value: Double, forParameter name: String) -> Bool {
    guard let parameter = animatableParameter(name) else { return false }
    parameter.apply(.number(value), to: self)
    invalidateLayout()
    return true
  }
}
