// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelTiming

/// One item moved by hand over time: the finger's path (content coordinates), the attributes the
/// layout gives the lifted item, and its drop into place.
struct HandMovement: Sendable {
  let itemID: String
  let start: Double
  /// The finger, content points, by time.
  var finger: PiecewiseLinear<CGPoint>
  /// The layout's `layoutAttributesForInteractivelyMovingItem` at the start (its transform,
  /// alpha and zIndex are kept while the item is held).
  let held: LayoutAttributes
  /// When the finger lifts, and how the item then settles into its place.
  var lift: Double = .infinity
  var drop: AnimationTiming = .default

  /// `attributes` (the item where its slot is) as the hand shows them at `time`.
  func presented(_ attributes: LayoutAttributes, at time: Double) -> LayoutAttributes {
    guard time >= start, time <= lift + drop.totalDuration,
      let position = finger.value(at: min(time, lift))
    else { return attributes }
    let result = attributes.copy()
    result.zIndex = held.zIndex
    if time <= lift {
      result.center = position
      result.transform3D = held.transform3D
      result.alpha = held.alpha
      return result
    }
    let progress = CGFloat(drop.progress(at: time - lift))
    result.center = position.interpolated(to: attributes.center, fraction: progress)
    result.transform3D = held.transform3D.interpolated(
      to: attributes.transform3D, fraction: progress)
    result.alpha = held.alpha.interpolated(to: attributes.alpha, fraction: progress)
    return result
  }
}

/// Moving an item by hand, animated: the item follows the finger (as the layout's
/// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` places it) while the
/// others make room with `timing` each time the target index path changes; when the finger lifts
/// the item settles into its place. Mirrors UICollectionView's interactive movement.
extension Timeline {
  /// Starts moving the item at `indexPath` at `time`; false when there is none or a movement is
  /// under way. Mirrors `beginInteractiveMovementForItem(at:)`.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath, at time: Double) -> Bool {
    moveBounds(toOffset: contentOffset(at: time))
    guard let id = collectionView.item(at: indexPath)?.id,
      collectionView.beginInteractiveMovementForItem(at: indexPath),
      let held = collectionView.interactivelyMovingItemAttributes
    else { return false }
    handMovements.append(
      HandMovement(
        itemID: id, start: time, finger: PiecewiseLinear([(time, held.center)]), held: held))
    return true
  }

  /// The finger at `targetPosition` (content coordinates) at `time`; the others make room with
  /// `timing` when the target changes. Mirrors `updateInteractiveMovementTargetPosition(_:)`.
  public func updateInteractiveMovementTargetPosition(
    _ targetPosition: CGPoint, at time: Double, timing: AnimationTiming = .default
  ) throws {
    guard var movement = handMovements.popLast() else { return }
    movement.finger = PiecewiseLinear(movement.finger.samples + [(time, targetPosition)])
    handMovements.append(movement)
    if let move = collectionView.interactiveMove(to: targetPosition) {
      try apply(move, at: time, timing: timing)
    }
  }

  /// The finger lifts at `time`: the item settles into its place over `timing`. Mirrors
  /// `endInteractiveMovement()`.
  public func endInteractiveMovement(at time: Double, timing: AnimationTiming = .default) {
    collectionView.endInteractiveMovement()
    liftHand(at: time, timing: timing)
  }

  /// The finger lifts at `time` and the item goes back where it began, with `timing`. Mirrors
  /// `cancelInteractiveMovement()`.
  public func cancelInteractiveMovement(at time: Double, timing: AnimationTiming = .default)
    throws
  {
    if let back = collectionView.interactiveReturn() {
      try apply(back, at: time, timing: timing)
    }
    liftHand(at: time, timing: timing)
  }

  private func liftHand(at time: Double, timing: AnimationTiming) {
    guard var movement = handMovements.popLast() else { return }
    movement.lift = time
    movement.drop = timing
    handMovements.append(movement)
  }

  /// `attributes` of item `id` as a hand moving it shows them at `time`.
  func handMoved(_ attributes: LayoutAttributes, id: String, at time: Double) -> LayoutAttributes {
    guard attributes.representedElementCategory == .cell,
      let movement = handMovements.last(where: { $0.itemID == id && $0.start <= time })
    else { return attributes }
    return movement.presented(attributes, at: time)
  }
}
