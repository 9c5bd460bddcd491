// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

extension Timeline {
  /// Animates to `layout` at `time` (`setCollectionViewLayout(_:animated:)`, SPEC §5.1) with
  /// `timing` (UIKit does not document it; default 0.3 s ease-in-ease-out).
  @discardableResult
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, at time: Double, timing: AnimationTiming = .default
  ) throws -> UpdateTransaction {
    try checkOrder(time)
    try checkNoInteractiveTransition()
    moveBounds(toOffset: contentOffset(at: time))
    let transaction = collectionView.setCollectionViewLayout(
      layout, onScreen: modelAttributes(at: time))
    integrate(transaction, at: time, timing: timing)
    return transaction
  }
}
