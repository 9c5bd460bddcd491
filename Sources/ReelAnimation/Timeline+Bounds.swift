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

  /// A point in content coordinates as presented at `time`: mirrored about the centre line of the
  /// visible bounds when the timeline is flipped (right to left), unchanged otherwise. Its own
  /// inverse, so it also maps what the user sees or touches back to the layout's coordinates.
  public func presentedPoint(_ point: CGPoint, at time: Double) -> CGPoint {
    guard isFlippedHorizontally else { return point }
    let visible = visibleBounds(at: time)
    return CGPoint(x: visible.minX + visible.maxX - point.x, y: point.y)
  }

  /// A point in the collection view's own coordinates (points from its visible area's top left)
  /// as the layout sees it at `time`: mirrored across the view's width when flipped.
  public func layoutPoint(fromViewPoint point: CGPoint, at time: Double) -> CGPoint {
    guard isFlippedHorizontally else { return point }
    return CGPoint(x: boundsSize(at: time).width - point.x, y: point.y)
  }
}
