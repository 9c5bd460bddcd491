// SPDX-License-Identifier: MIT
import Foundation

/// How one element moves during an animated change: from `start` to `end` attributes.
public struct ElementChange: @unchecked Sendable {
  /// What the element does in this change.
  public enum Role: String, Sendable {
    /// On screen before and after (possibly at a new index path).
    case surviving
    /// New on screen: inserted, the new cell of a reload, or scrolled/moved into view.
    case appearing
    /// Leaving: deleted, the old cell of a reload, or moved out of view; removed when the
    /// animation ends.
    case disappearing
  }

  public let role: Role
  /// The element's key before the change (nil if it did not exist).
  public let oldKey: ElementKey?
  /// The element's key after the change (nil if it goes away).
  public let newKey: ElementKey?
  public let start: LayoutAttributes
  public let end: LayoutAttributes
  /// The data the element shows.
  public let identity: ElementIdentity
  /// Whether the element's view goes away when the animation ends.
  public var isRemovedAtEnd: Bool { newKey == nil || role == .disappearing }

  public init(
    role: Role, oldKey: ElementKey?, newKey: ElementKey?, start: LayoutAttributes,
    end: LayoutAttributes, identity: ElementIdentity
  ) {
    self.role = role
    self.oldKey = oldKey
    self.newKey = newKey
    self.start = start
    self.end = end
    self.identity = identity
  }
}

/// Everything an animated change produced: per-element motions and the content offsets.
public struct UpdateTransaction: @unchecked Sendable {
  public var changes: [ElementChange]
  public var oldContentOffset: CGPoint
  public var newContentOffset: CGPoint
  /// The update items the layout received (empty for bounds changes and transitions).
  public var updateItems: [CollectionViewUpdateItem]
  /// Ids of the items this update created (inserts), in after-update index-path order.
  public var insertedItemIDs: [String]

  public init(
    changes: [ElementChange], oldContentOffset: CGPoint, newContentOffset: CGPoint,
    updateItems: [CollectionViewUpdateItem] = [], insertedItemIDs: [String] = []
  ) {
    self.changes = changes
    self.oldContentOffset = oldContentOffset
    self.newContentOffset = newContentOffset
    self.updateItems = updateItems
    self.insertedItemIDs = insertedItemIDs
  }
}
