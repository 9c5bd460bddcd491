// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelTiming

extension Timeline {
  /// The collection view's size at `time` (animated by bounds changes). Reads only the timeline's
  /// own records, never the collection view, which `requery(at:)` changes for a moment under its
  /// lock while other threads evaluate other frames.
  public func boundsSize(at time: Double) -> CGSize {
    guard let change = sizeChanges.last(where: { $0.start <= time }) else {
      return sizeChanges.first?.from ?? preparedBounds.size
    }
    let p =
      change.timing.totalDuration > 0 ? CGFloat(change.timing.progress(at: time - change.start)) : 1
    return change.from.interpolated(to: change.to, fraction: p)
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
    sizeChanges.append((time, timing, from, size))
    integrate(transaction, at: time, timing: timing)
    return transaction
  }
}
