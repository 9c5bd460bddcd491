// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A flow layout that lets a pinch resize one item (seed 000, objc.io "Animating Collection
/// Views"):
/// while pinched, the item is `distance × distance` points, centred where it is, above the others;
/// `resetPinchedItem()` inside a batch update animates it back to its size.
open class PinchResizingFlowLayout: FlowLayout, PinchRespondingLayout, @unchecked Sendable {
  /// The item being pinched, if any.
  public private(set) var pinchedItem: IndexPath?
  /// Its size while pinched.
  public private(set) var pinchedItemSize: CGSize = .zero

  /// A new `PinchResizingFlowLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(PinchResizingFlowLayout.self) { PinchResizingFlowLayout() } ?? super.makeForCopying()
  }

  public override init() { super.init() }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Makes the item at `indexPath` `distance` points wide and tall (the distance between the
  /// fingers).
  open func resizeItem(at indexPath: IndexPath?, withPinchDistance distance: CGFloat) {
    pinchedItem = indexPath
    pinchedItemSize = CGSize(width: max(distance, 0), height: max(distance, 0))
    invalidateLayout()
  }

  /// The pinched item and distance as parameters; items outside section 0 do not respond.
  open func parameters(pinching item: IndexPath, distance: Double) -> [String: Double]? {
    item.section == 0 ? ["pinchedItem": Double(item.item), "pinchDistance": distance] : nil
  }

  /// No item pinched.
  open func parametersAfterPinch() -> [String: Double] {
    ["pinchedItem": -1, "pinchDistance": 0]
  }

  /// Back to normal: call inside `performBatchUpdates` to animate.
  open func resetPinchedItem() {
    pinchedItem = nil
    pinchedItemSize = .zero
    invalidateLayout()
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.map(applyPinch)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    super.layoutAttributesForItem(at: indexPath).map(applyPinch)
  }

  func applyPinch(_ attributes: LayoutAttributes) -> LayoutAttributes {
    guard let pinchedItem, attributes.representedElementCategory == .cell,
      attributes.indexPath == pinchedItem
    else { return attributes }
    let copy = attributes.copy()
    copy.size = pinchedItemSize
    copy.zIndex = 100
    return copy
  }

  /// Flow's parameters, and two numbers for scripted pinches: the pinched item's index in section 0
  /// (−1 for none) and the finger distance.
  open override class var parameters: [LayoutParameter] {
    super.parameters + [
      LayoutParameter(
        "pinchedItem", .integer(-1...1_000_000), summary: "the pinched item (−1: none)",
        isSceneKey: false, isAnimatable: true,
        get: { .integer(($0 as! PinchResizingFlowLayout).pinchedItem?.item ?? -1) },
        set: { layout, value in
          let index = Int((value.scalar ?? -1).rounded())
          (layout as! PinchResizingFlowLayout).pinchedItem =
            index >= 0 ? IndexPath(item: index, section: 0) : nil
        }),
      LayoutParameter(
        "pinchDistance", .number(minimum: 0), unit: "points",
        summary: "the distance between the fingers", isSceneKey: false, isAnimatable: true,
        get: { .number(Double(($0 as! PinchResizingFlowLayout).pinchedItemSize.width)) },
        set: { layout, value in
          let v = max(value.scalar ?? 0, 0)
          (layout as! PinchResizingFlowLayout).pinchedItemSize = CGSize(width: v, height: v)
        }),
    ]
  }
}
