// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
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
    layouts.append((time, layout))
    integrate(transaction, at: time, timing: timing)
    return transaction
  }

  /// The layout installed at `time`.
  func layout(at time: Double) -> CollectionViewLayout {
    layouts.last(where: { $0.start <= time })?.layout ?? collectionView.collectionViewLayout
  }
}
