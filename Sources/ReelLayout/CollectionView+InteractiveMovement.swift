// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// An item being moved by hand: where it started, where it is in the data now, and the finger.
public struct InteractiveMovement: Hashable, Sendable {
  /// The item's index path when the movement began.
  public let originalIndexPath: IndexPath
  /// Where the item is now (the others have made room for it there).
  public internal(set) var indexPath: IndexPath
  /// The finger, content coordinates.
  public internal(set) var targetPosition: CGPoint
}

/// Moving an item by hand (a long-press drag): the item follows the finger while the others make
/// room, through the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` and
/// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`. These apply each move at
/// once; `Timeline`'s methods of the same names animate them.
extension CollectionView {
  /// Starts moving the item at `indexPath`; false when there is no such item or a movement is
  /// already under way. Mirrors `beginInteractiveMovementForItem(at:)`.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, item(at: indexPath) != nil else { return false }
    layoutIfNeeded()
    let center = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
    interactiveMovement = InteractiveMovement(
      originalIndexPath: indexPath, indexPath: indexPath, targetPosition: center)
    return true
  }

  /// Moves the finger to `targetPosition` (content coordinates); when the layout's target index
  /// path changes, the item moves there in the data. Mirrors
  /// `updateInteractiveMovementTargetPosition(_:)`.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    if let move = interactiveMove(to: targetPosition) { _ = try? apply(move) }
  }

  /// Ends the movement where the item is. Mirrors `endInteractiveMovement()`.
  public func endInteractiveMovement() { interactiveMovement = nil }

  /// Ends the movement, putting the item back where it began. Mirrors
  /// `cancelInteractiveMovement()`.
  public func cancelInteractiveMovement() {
    if let back = interactiveReturn() { _ = try? apply(back) }
  }

  /// The moving item's attributes as the layout gives them for the finger; nil when nothing moves.
  public var interactivelyMovingItemAttributes: LayoutAttributes? {
    interactiveMovement.map {
      collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
        at: $0.indexPath, withTargetPosition: $0.targetPosition)
    }
  }

  /// Records the finger at `position`; the move the item makes, if its target changes.
  public func interactiveMove(to position: CGPoint) -> BatchUpdates? {
    guard var movement = interactiveMovement else { return nil }
    layoutIfNeeded()
    movement.targetPosition = position
    let target = collectionViewLayout.targetIndexPath(
      forInteractivelyMovingItem: movement.indexPath, withPosition: position)
    var move: BatchUpdates?
    if target != movement.indexPath, item(at: target) != nil {
      var updates = BatchUpdates()
      updates.moveItem(at: movement.indexPath, to: target)
      move = updates
      movement.indexPath = target
    }
    interactiveMovement = movement
    return move
  }

  /// Ends the movement; the move that puts the item back, if it has moved.
  public func interactiveReturn() -> BatchUpdates? {
    guard let movement = interactiveMovement else { return nil }
    interactiveMovement = nil
    guard movement.indexPath != movement.originalIndexPath else { return nil }
    var updates = BatchUpdates()
    updates.moveItem(at: movement.indexPath, to: movement.originalIndexPath)
    return updates
  }
}
