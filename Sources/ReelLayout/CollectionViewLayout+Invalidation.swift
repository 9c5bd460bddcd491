// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionViewLayout {
  /// A new context of the layout's `invalidationContextClass`.
  public func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
    let type =
      Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type
      ?? CollectionViewLayoutInvalidationContext.self
    return type.init()
  }

  /// A new context whose `contentSizeAdjustment` is the change from `old` to `new`.
  func makeInvalidationContext(resizing old: CGSize, to new: CGSize)
    -> CollectionViewLayoutInvalidationContext
  {
    let context = makeInvalidationContext()
    context.contentSizeAdjustment = CGSize(
      width: new.width - old.width, height: new.height - old.height)
    return context
  }

  /// What the collection view does when its bounds move to `newBounds`: asks
  /// `shouldInvalidateLayout(forBoundsChange:)`, and when it says yes invalidates with
  /// `invalidationContext(forBoundsChange:)`. Returns whether it invalidated.
  @discardableResult
  public func invalidateIfNeeded(forBoundsChange newBounds: CGRect) -> Bool {
    guard shouldInvalidateLayout(forBoundsChange: newBounds) else { return false }
    invalidateLayout(with: invalidationContext(forBoundsChange: newBounds))
    return true
  }
}
