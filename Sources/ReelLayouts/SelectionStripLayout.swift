// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Seed 003 (`BGSelectImageLayout`): a horizontal strip of `itemSize` items in one section where
/// the
/// selected item is twice as wide. With `customAnimations` it animates updates as the article does:
///
/// - insert: the new item grows from scale 0 with alpha 0; the others slide one place;
/// - delete: the deleted item shrinks to 0.1 with alpha 0; the others slide back;
/// - reload: no fade — the reloaded cell moves from its old frame to its new one (the newly
///   selected
///   item grows and pushes its neighbours);
/// - move: the moved item turns 180° about z on its way (`CATransform3DMakeRotation(−π, 0, 0, −1)`,
///   so its direction follows Reel's half-turn rule: counter-clockwise on screen).
///
/// Without `customAnimations` UIKit's defaults apply (fades, cross-fades), for comparison.
open class SelectionStripLayout: CollectionViewLayout, @unchecked Sendable {
  public var itemSize = CGSize(width: 60, height: 60) { didSet { invalidateLayout() } }
  public var spacing: CGFloat = 10 { didSet { invalidateLayout() } }
  public var inset: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The item shown twice as wide (section 0), or −1 for none.
  public var selectedItem = 0 { didSet { invalidateLayout() } }
  /// Whether to use the article's insert/delete/reload/move animations.
  public var customAnimations = true

  private var frames: [CGRect] = []
  private var updated = UpdatedIndexPaths()

  /// A new `SelectionStripLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(SelectionStripLayout.self) { SelectionStripLayout() } ?? super.makeForCopying()
  }

  public override init() { super.init() }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    var x = inset
    frames = (0..<cv.numberOfItems(inSection: 0)).map { i in
      let width = i == selectedItem ? itemSize.width * 2 : itemSize.width
      defer { x += width + spacing }
      return CGRect(
        x: x, y: (cv.bounds.height - itemSize.height) / 2, width: width, height: itemSize.height)
    }
  }

  open override var collectionViewContentSize: CGSize {
    CGSize(width: (frames.last?.maxX ?? 0) + inset, height: collectionView?.bounds.height ?? 0)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    cellAttributes(at: indexPath, cachedFrames: frames)
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    layoutAttributesForItems(cachedFrames: frames, in: rect)
  }

  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    updated = UpdatedIndexPaths(updateItems)
  }

  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    updated = UpdatedIndexPaths()
  }

  /// The half turn the article gives a moved item.
  static let moveTurn = Transform3DMakeRotation(-.pi, 0, 0, -1)

  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard customAnimations, let attributes else { return attributes }
    if updated.inserted.contains(itemIndexPath) {
      attributes.transform = Transform2D(scaleX: 0, y: 0)
      attributes.alpha = 0
    } else if let old = updated.reloadedBefore(itemIndexPath),
      let shown = onScreenAttributesBeforeUpdate(for: .cell(old))
    {
      // The reloaded cell starts where the old one is (the article's `lastFrameWithIndexPath`).
      attributes.frame = shown.frame
      attributes.alpha = 1
    } else if updated.moved.values.contains(itemIndexPath) {
      attributes.transform3D = Self.moveTurn
    }
    return attributes
  }

  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard customAnimations, let attributes else { return attributes }
    if updated.deleted.contains(itemIndexPath) {
      attributes.transform = Transform2D(scaleX: 0.1, y: 0.1)
      attributes.alpha = 0
    } else if let new = updated.reloaded[itemIndexPath], frames.indices.contains(new.item) {
      attributes.frame = frames[new.item]
      attributes.alpha = 1
    } else if updated.moved[itemIndexPath] != nil {
      attributes.transform3D = Self.moveTurn
    }
    return attributes
  }

  open override class var parameters: [LayoutParameter] {
    [
      .integer(
        "selectedItem", \SelectionStripLayout.selectedItem, in: -1...100_000,
        summary: "the selected item (−1: none)", isAnimatable: true),
      .number("spacing", \SelectionStripLayout.spacing, summary: "space between items"),
      .size("itemSize", \SelectionStripLayout.itemSize, summary: "each item's size"),
      .number(
        "inset", \SelectionStripLayout.inset, summary: "margin at both ends",
        isAnimatable: false),
      .flag(
        "customAnimations", \SelectionStripLayout.customAnimations,
        summary: "the layout's own insert and delete animations"),
    ]
  }
}
