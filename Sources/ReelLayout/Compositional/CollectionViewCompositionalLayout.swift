// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A layout built from sections of groups of items, each sized as a fraction of its container, in
/// points, or by its content (SPEC-MODERN §1–7). Sections come from one section description or a
/// provider asked on every layout pass.
/// Mirrors `UIKit.UICollectionViewCompositionalLayout`.
///
/// ## Differences from UIKit
/// `init()` exists (every Reel layout can be copied); it makes a layout with no sections until a
/// provider is given. Orthogonal sections are scrolled with
/// `setOrthogonalScrollOffset(_:forSection:)` (UIKit's inner scroll views are private).
open class CollectionViewCompositionalLayout: CollectionViewLayout, @unchecked Sendable {
  /// The provider's signature: section index and environment in, section (or nil for an empty
  /// section) out. Mirrors `UICollectionViewCompositionalLayoutSectionProvider`.
  public typealias SectionProvider =
    @Sendable (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  /// What applies to every section. Setting it keeps a copy (a later change to the object set
  /// does nothing until it is set again, as UIKit's `copy` property) and invalidates the layout.
  public var configuration: CollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration }
    set {
      storedConfiguration = newValue.copy()
      invalidateLayout()
    }
  }
  private var storedConfiguration = CollectionViewCompositionalLayoutConfiguration()
  var sectionProvider: SectionProvider?
  var solvedSections: [SolvedSection] = []
  var globalBoundaries: [SolvedBoundary] = []
  var contentSize: CGSize = .zero
  /// Scroll offsets of orthogonal sections, by section index.
  var orthogonalOffsets: [Int: CGFloat] = [:]
  /// Sections with a visible-items handler, as solved this pass (handlers run per query).
  var sectionDescriptions: [Int: NSCollectionLayoutSection] = [:]
  /// Whether the next `prepare()` keeps the sections solved (set by a bounds-only invalidation).
  var keepsSolution = false
  /// Whether `solve()` has run since the layout was installed.
  var hasSolution = false
  /// Each section's elements as last shown, with the bounds they were computed for.
  var elementCache: [Int: (bounds: CGRect, elements: [LayoutAttributes])] = [:]

  /// A new `CollectionViewCompositionalLayout` with its defaults when `self` is exactly this
  /// class (see `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(CollectionViewCompositionalLayout.self) { CollectionViewCompositionalLayout() }
      ?? super.makeForCopying()
  }

  public override init() { super.init() }

  /// A layout with no sections until a section provider is copied in, as `init()` (Reel reads no
  /// archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Every section laid out as `section`. Mirrors `init(section:)`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// Mirrors `init(section:configuration:)`.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Each section from `sectionProvider`, asked on every layout pass. Mirrors
  /// `init(sectionProvider:)`.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// Mirrors `init(sectionProvider:configuration:)`.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    storedConfiguration = configuration.copy()
    super.init()
  }

  /// Copies the provider, configuration and orthogonal scroll offsets.
  open override func copy(into copy: CollectionViewLayout) {
    super.copy(into: copy)
    guard let copy = copy as? CollectionViewCompositionalLayout else { return }
    copy.sectionProvider = sectionProvider
    copy.configuration = configuration
    copy.orthogonalOffsets = orthogonalOffsets
  }

  open override func prepare() {
    super.prepare()
    if keepsSolution {
      keepsSolution = false
    } else {
      solve()
    }
  }

  /// A bounds change that keeps the width (or height, scrolling sideways) keeps the solved
  /// sections: only pinned headers and handler effects move, and they are placed per query.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    let wasDirty = needsPrepare && !keepsSolution
    super.invalidateLayout(with: context)
    keepsSolution = context.keepsItems && !wasDirty && hasSolution
  }

  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> CollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    let axis = configuration.scrollDirection
    if let bounds = collectionView?.bounds,
      axis.breadth(bounds.size) != axis.breadth(newBounds.size)
    {
      context.invalidateEverything = true
    }
    return context
  }

  /// Self-sized cells, headers and footers replace their estimates when their size differs.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool { preferredAttributes.size != originalAttributes.size }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// Cells, then supplementaries and backgrounds, of the sections that meet `rect`, as shown at
  /// the current bounds (orthogonal sections scrolled, headers pinned, handlers applied).
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

  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> LayoutAttributes? {
    decorationAttributes(ofKind: elementKind, at: indexPath)
  }

  /// True: a right-to-left collection view shows the layout mirrored (its insets and spacing are
  /// leading and trailing).
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// True when the size across the axis changes, or a section has pinned headers or a
  /// visible-items handler (both depend on the scroll position).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let bounds = collectionView?.bounds else { return false }
    let axis = configuration.scrollDirection
    if axis.breadth(bounds.size) != axis.breadth(newBounds.size) { return true }
    let pins = (solvedSections.flatMap(\.boundaries) + globalBoundaries).contains(where: \.pins)
    return pins || solvedSections.contains(where: \.hasHandler)
  }

  /// Also reads `orthogonalScrollOffset.<section>`, the scroll offset of an orthogonal section.
  open override func value(forParameter name: String) -> Double? {
    if let section = Self.orthogonalSection(in: name) {
      return Double(orthogonalScrollOffset(forSection: section))
    }
    return super.value(forParameter: name)
  }

  /// Also sets `orthogonalScrollOffset.<section>` (scripts animate it to scroll a section).
  @discardableResult
  open override func setValue(_ value: Double, forParameter name: String) -> Bool {
    if let section = Self.orthogonalSection(in: name) {
      setOrthogonalScrollOffset(CGFloat(value), forSection: section)
      return true
    }
    return super.setValue(value, forParameter: name)
  }
}
