// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Seed 000 (objc.io "Animating Collection Views"): a flow layout whose inserted items fly in from
/// the
/// bottom centre of the bounds, scaled to 0.2 and turned by π, and whose deleted items fly out the
/// same way; it also resizes a pinched item (`PinchResizingFlowLayout`).
///
/// UIKit asks for appearing/disappearing attributes of **every** element on screen, also during
/// rotations (SPEC §3.2, §4.4). With `animatesOnlyUpdatedItems = false` — the article's first
/// version —
/// every item flies on a rotation: the "uh-oh" glitch. With `true` (the fix), the layout records
/// the
/// updated index paths in `prepare(forCollectionViewUpdates:)` and animates only those.
open class FlyInFlowLayout: PinchResizingFlowLayout, @unchecked Sendable {
  open override class var parameters: [LayoutParameter] {
    super.parameters + [
      .flag(
        "animatesOnlyUpdatedItems", \FlyInFlowLayout.animatesOnlyUpdatedItems,
        summary: "fly only inserted and deleted items (the fix) or every item (the glitch)")
    ]
  }

  /// Fly only items that are really inserted or deleted. Default true (the article's fix).
  public var animatesOnlyUpdatedItems = true
  /// The starting (and ending) transform of a flying item: scale 0.2 turned by π.
  public var flyingTransform = Transform2D(scaleX: 0.2, y: 0.2).rotated(by: .pi)

  private var updated = UpdatedIndexPaths()

  /// A new `FlyInFlowLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(FlyInFlowLayout.self) { FlyInFlowLayout() } ?? super.makeForCopying()
  }

  public override init() { super.init() }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    updated = UpdatedIndexPaths(updateItems)
  }

  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    updated = UpdatedIndexPaths()
  }

  /// The attributes `attributes` take while flying: at the bottom centre of the bounds, small and
  /// turned.
  func flying(_ attributes: LayoutAttributes) -> LayoutAttributes {
    let copy = attributes.copy()
    if let bounds = collectionView?.bounds { copy.center = CGPoint(x: bounds.midX, y: bounds.maxY) }
    copy.transform = flyingTransform
    return copy
  }

  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard let attributes, !animatesOnlyUpdatedItems || updated.inserted.contains(itemIndexPath)
    else { return attributes }
    return flying(attributes)
  }

  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard let attributes, !animatesOnlyUpdatedItems || updated.deleted.contains(itemIndexPath)
    else { return attributes }
    return flying(attributes)
  }
}
