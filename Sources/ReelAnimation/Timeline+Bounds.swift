// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

extension Timeline {
  /// The collection view's size at `time` (animated by bounds changes). Reads only the timeline's
  /// own record, never the collection view, which later commands change.
  public func boundsSize(at time: Double) -> CGSize {
    guard let change = recorded.sizes.entry(at: time) else {
      return recorded.sizes.entries[0].value.from
    }
    return change.value.size(after: time - change.start)
  }

  /// Resizes the collection view at `time` (a rotation: 390×844 → 844×390), animating every element
  /// from where it is to its new attributes with `timing` (SPEC §4; default 0.3 s
  /// ease-in-ease-out),
  /// the viewport's size included.
  @discardableResult
  public func setBoundsSize(_ size: CGSize, at time: Double, timing: AnimationTiming = .default)
    throws -> UpdateTransaction
  {
    try checkOrder(time)
    try checkNoInteractiveTransition()
    moveBounds(toOffset: contentOffset(at: time))
    let from = boundsSize(at: time)
    let transaction = collectionView.performBoundsChange(
      to: size, onScreen: modelAttributes(at: time))
    record(.resized(SizeChange(timing: timing, from: from, to: size)), at: time)
    integrate(transaction, at: time, timing: timing)
    return transaction
  }
}
