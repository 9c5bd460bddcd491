// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// A headless collection view: sections of items with stable identities, a viewport (`bounds`,
/// whose origin is the content offset), content insets and a layout.
///
/// It runs the layout process (`layoutIfNeeded()`), answers the queries layouts make
/// (`numberOfItems(inSection:)`, `bounds`…) and plans batch updates with UIKit's protocol
/// (`performBatchUpdates`). It knows nothing about time: `ReelAnimation` turns the plans into
/// motion.
/// Mirrors `UIKit.UICollectionView`.
public final class CollectionView: @unchecked Sendable {
  /// Position and size in the canvas, points. A new size is a bounds change the layout is asked
  /// about (`shouldInvalidateLayout(forBoundsChange:)`; flow and compositional layouts say yes
  /// when the size across their scrolling axis changes), as when UIKit resizes the view.
  public var frame: CGRect {
    didSet {
      guard oldValue.size != frame.size else { return }
      var newBounds = bounds
      newBounds.size = frame.size
      let layout = collectionViewLayout
      guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else {
        bounds.size = frame.size
        return
      }
      let context = layout.invalidationContext(forBoundsChange: newBounds)
      bounds.size = frame.size
      layout.invalidateLayout(with: context)
    }
  }
  /// The visible region in content coordinates; `bounds.origin` is the content offset (SPEC
  /// §6.1.1).
  public var bounds: CGRect
  /// Extra scrollable space around the content. Mirrors `contentInset`.
  public var contentInset: EdgeInsets = .zero
  /// Which edge is leading; right to left mirrors a layout that flips (see
  /// `isFlippedHorizontally`). On iOS it follows the app's language and `semanticContentAttribute`;
  /// here it is set directly. Default `.leftToRight`.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// Device pixels per point, used for pixel rounding (SPEC §1.10).
  public var scale: CGFloat = 1
  /// The part of the frame bars and the screen's corners cover, points. Default zero (a scene
  /// says what its screen has). Mirrors `safeAreaInsets`.
  public var safeAreaInsets: EdgeInsets = .zero
  /// Whether the safe area adds to `contentInset` (see `adjustedContentInset`). Default
  /// `automatic`. Mirrors `contentInsetAdjustmentBehavior`.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Margins content aligns to, points. Default 8 on each edge, as a UIView's. Mirrors
  /// `layoutMargins`.
  public var layoutMargins = EdgeInsets(all: 8)
  /// Fraction of scroll velocity kept per millisecond after a fling; default `.normal` (0.998).
  /// Mirrors `decelerationRate`.
  public var decelerationRate: DecelerationRate = .normal
  /// Whether flings stop on multiples of the bounds size. Default false. Mirrors
  /// `isPagingEnabled`.
  public var isPagingEnabled = false
  /// Light or dark, and which iOS look (the rest of `traitCollection` comes from the view).
  public var userInterfaceStyle: UserInterfaceStyle = .light
  /// Answers the layout's questions (a flow layout asks a `CollectionViewDelegateFlowLayout` for
  /// sizes and spacing). Weak, as UIKit's. Mirrors `delegate`.
  public weak var delegate: CollectionViewDelegate? {
    didSet { collectionViewLayout.invalidateLayout() }
  }
  /// The view layer's state for this collection view (its registrations and cells, made on the
  /// main actor by `ReelViews`); nil until the view layer first asks. Not UIKit API.
  public var viewLayerState: (AnyObject & Sendable)?
  /// Installs a layout the code asked for (`setCollectionViewLayout(_:animated:completion:)`);
  /// nil installs it at once. A host that plays the code over time installs one that animates
  /// the change on its timeline from the current moment.
  package var layoutDriver:
    ((CollectionViewLayout, _ animated: Bool, _ file: String, _ line: Int) -> Void)?
  /// Whether taps select items. Default true. Mirrors `allowsSelection`.
  public var allowsSelection = true
  /// Whether several items can be selected at once. Default false. Mirrors
  /// `allowsMultipleSelection`.
  public var allowsMultipleSelection = false
  /// The ids of the selected items (see `indexPathsForSelectedItems`).
  public internal(set) var selectedItemIDs = Set<String>() { didSet { itemStateObserver?() } }
  /// The id of the item a finger is down on and highlights (`beginTouch(onItemAt:)`), if any.
  public internal(set) var highlightedItemID: String? { didSet { itemStateObserver?() } }
  /// Told when items' selection or highlight changes (the view layer updates its cells).
  package var itemStateObserver: (() -> Void)?
  /// The item being moved by hand (`beginInteractiveMovementForItem(at:)`), nil when none.
  public internal(set) var interactiveMovement: InteractiveMovement?
  /// Which iOS look `traitCollection` reports (list metrics differ on iOS 26). Default `iOS26`.
  public var systemVersion: SystemVersion = .iOS26
  /// What the cells would answer to `preferredLayoutAttributesFitting(_:)`: given a cell's
  /// attributes at its estimated size and the collection view asking (whose data says which item
  /// it is), the attributes it wants (its size from its content). Reel has no cells, so whoever
  /// draws them sets this (the scene runtime measures text and content views). Nil: cells keep
  /// their estimated size. Layouts with estimated sizes call it.
  public var preferredLayoutAttributesFitting:
    ((LayoutAttributes, CollectionView) -> LayoutAttributes)?
  /// Where the counts come from (and counts after updates, for UIKit's count invariants). A new
  /// data source is asked for its counts at the next layout or batch update, as UIKit loads them
  /// lazily, unless the data is set first (`sections`, `reloadData()`). Weak, as UIKit's.
  public weak var dataSource: CollectionViewDataSource? {
    didSet { needsDataReload = dataSource != nil }
  }
  /// Whether the data source's counts are still to be read (see `dataSource`); a diffable data
  /// source, which sets the data itself, clears it.
  package var needsDataReload = false
  /// The data: sections of items. Setting it replaces the data without animation (as `reloadData()`
  /// after changing the data source) and invalidates the layout.
  public var sections: [CollectionViewSection] {
    didSet {
      needsDataReload = false
      collectionViewLayout.invalidateLayout()
    }
  }
  var nextSerial = 0
  var nextSectionSerial = 0
  /// Every item id ever used, so new items never reuse the id of a deleted one.
  var usedItemIDs = Set<String>()
  /// Identifiers `newItemIDs(count:)` handed out that no item has taken yet.
  var reservedItemIDs = Set<String>()
  var batchDepth = 0
  var pendingUpdates = BatchUpdates()
  /// Plays an insert, delete, reload or move the code makes outside a batch (UIKit applies it at
  /// once, animated), naming the call's file and line; nil applies it at once here. The view
  /// layer installs one that animates it on a scene's timeline and reports what UIKit rejects.
  package var standaloneUpdateHandler: ((BatchUpdates, _ file: String, _ line: Int) -> Void)?

  /// The installed layout. Setting it installs without animation (SPEC §5.1.1).
  public var collectionViewLayout: CollectionViewLayout {
    willSet { collectionViewLayout.collectionView = nil }
    didSet {
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// Creates a collection view with `itemCounts[s]` items in section `s`; item ids are serial
  /// numbers ("0", "1", …) across sections, section ids "s0", "s1", ….
  public init(
    frame: CGRect, collectionViewLayout layout: CollectionViewLayout, itemCounts: [Int] = [],
    scale: CGFloat = 1
  ) {
    self.frame = frame
    bounds = CGRect(origin: .zero, size: frame.size)
    collectionViewLayout = layout
    self.scale = scale
    sections = []
    sections = itemCounts.enumerated().map { s, count in makeSection(s, count: count) }
    usedItemIDs = Set(sections.flatMap { $0.items.map(\.id) })
    nextSectionSerial = sections.count
    layout.collectionView = self
    // A layout moved from another collection view lays out again for this one.
    layout.invalidateLayout()
  }

  /// Creates a collection view with explicit item ids per section, and section ids (default
  /// `s<index>` for each section `sectionIDs` does not name).
  public convenience init(
    frame: CGRect, collectionViewLayout layout: CollectionViewLayout, itemIDs: [[String]],
    sectionIDs: [String?] = [], scale: CGFloat = 1
  ) {
    self.init(frame: frame, collectionViewLayout: layout, scale: scale)
    sections = itemIDs.enumerated().map { s, ids in
      let id = sectionIDs.indices.contains(s) ? sectionIDs[s] ?? "s\(s)" : "s\(s)"
      return CollectionViewSection(id: id, items: ids.map { CollectionViewItem(id: $0) })
    }
    nextSerial = itemIDs.reduce(0) { $0 + $1.count }
    usedItemIDs = Set(itemIDs.joined())
    nextSectionSerial = itemIDs.count
  }

  func makeSection(_ s: Int, count: Int) -> CollectionViewSection {
    let items = (0..<count).map { _ in
      defer { nextSerial += 1 }
      return CollectionViewItem(id: "\(nextSerial)")
    }
    return CollectionViewSection(id: "s\(s)", items: items)
  }

  /// The content offset, `bounds.origin`. Mirrors `contentOffset`.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` says (`never`: none;
  /// `scrollableAxes`: on the axes the content scrolls along; `automatic` and `always`: all of
  /// it). Mirrors `adjustedContentInset`.
  public var adjustedContentInset: EdgeInsets {
    contentInsetAdjustmentBehavior.adjustedInset(contentInset, safeArea: safeAreaInsets) {
      let content = collectionViewLayout.collectionViewContentSize
      return (content.width > bounds.width, content.height > bounds.height)
    }
  }

  /// Mirrors `numberOfSections`.
  public var numberOfSections: Int { sections.count }

  /// Items in `section`; 0 for a section that does not exist. Mirrors `numberOfItems(inSection:)`.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// The item at `indexPath`, if it exists.
  public func item(at indexPath: IndexPath) -> CollectionViewItem? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// Whether the key names an element of the current data (cells: an existing item; other kinds:
  /// an existing section).
  public func contains(_ key: ElementKey) -> Bool {
    switch key.category {
    case .cell: item(at: key.indexPath) != nil
    case .supplementaryView: key.indexPath.count >= 1 && sections.indices.contains(key.indexPath[0])
    case .decorationView: true
    }
  }

  /// The data behind an element of the current model.
  public func identity(of key: ElementKey) -> ElementIdentity {
    switch key.category {
    case .cell:
      let item = item(at: key.indexPath)
      return ElementIdentity(
        id: item?.id ?? "?", revision: item?.revision ?? 0, item: item,
        configuredIndexPath: key.indexPath)
    case .supplementaryView:
      let s = key.indexPath.count >= 1 ? key.indexPath[0] : 0
      let section = sections.indices.contains(s) ? sections[s] : nil
      let rest = key.indexPath.dropFirst().map(String.init).joined(separator: ".")
      return ElementIdentity(
        id: "\(section?.id ?? "s?")/\(key.kind ?? "")/\(rest)", revision: section?.revision ?? 0,
        configuredIndexPath: key.indexPath)
    case .decorationView:
      return ElementIdentity(
        id: "\(key.kind ?? "")/\(key.indexPath.shortDescription)", revision: 0,
        configuredIndexPath: key.indexPath)
    }
  }

  /// Runs `prepare()` if the layout was invalidated. Mirrors `layoutIfNeeded()`.
  public func layoutIfNeeded() {
    if needsDataReload { reloadData() }
    let layout = collectionViewLayout
    if layout.needsPrepare {
      layout.needsPrepare = false
      layout.isPreparing = true
      layout.prepare()
      layout.isPreparing = false
    }
  }

  /// The layout's content size (after `layoutIfNeeded()`). Mirrors `contentSize`.
  public var contentSize: CGSize {
    layoutIfNeeded()
    return collectionViewLayout.collectionViewContentSize
  }

  /// Attributes of the elements the layout reports in `rect` (default: the bounds), hidden ones
  /// included.
  public func layoutAttributesForElements(in rect: CGRect? = nil) -> [LayoutAttributes] {
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForElements(in: rect ?? bounds) ?? []
  }

  /// The topmost item whose frame contains `point` (content coordinates), or nil.
  /// Mirrors `indexPathForItem(at:)`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let hits = layoutAttributesForElements(in: CGRect(x: point.x, y: point.y, width: 1, height: 1))
      .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
    return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
  }
}

extension CollectionView {
  /// The attributes of the elements in the bounds, by key (the first of any duplicate key).
  public func visibleAttributesByKey() -> [ElementKey: LayoutAttributes] {
    Dictionary(
      layoutAttributesForElements().map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// The identity of each element of `keys` in the current data.
  public func identities(of keys: some Sequence<ElementKey>) -> [ElementKey: ElementIdentity] {
    Dictionary(keys.map { ($0, identity(of: $0)) }, uniquingKeysWith: { a, _ in a })
  }
}
