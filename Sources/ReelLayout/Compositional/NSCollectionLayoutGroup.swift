// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A frame a custom group's provider returns: relative to the group's origin, with a stacking
/// order. Mirrors `UIKit.NSCollectionLayoutGroupCustomItem`.
public struct NSCollectionLayoutGroupCustomItem: Hashable, Sendable {
  public let frame: CGRect
  public let zIndex: Int

  public init(frame: CGRect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// Items arranged along an axis (repeating until the group is full), a fixed count of items, or
/// frames from a closure. A group is an item, so groups nest; a section repeats its group until
/// the items run out. Mirrors `UIKit.NSCollectionLayoutGroup`.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem, @unchecked Sendable {
  /// A group's closure for custom frames: given the group's container, the frames of the items
  /// one repetition of the group holds, relative to the group's origin.
  public typealias CustomItemProvider =
    @Sendable (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

  enum Arrangement: @unchecked Sendable {
    /// Subitems cycled along the axis until the next would not fit.
    case repeating(axis: ScrollDirection)
    /// `count` equal items filling the axis (the iOS 13 `subitem:count:` factories).
    case equal(axis: ScrollDirection, count: Int)
    /// The subitem `count` times at its own size (the iOS 16 `repeatingSubitem:count:`).
    case counted(axis: ScrollDirection, count: Int)
    case custom(CustomItemProvider)
  }

  let arrangement: Arrangement
  /// The items the group arranges (one for the count-based factories, none for custom groups).
  public let subitems: [NSCollectionLayoutItem]
  /// Extra space between items along the group's axis; nil means none. Flexible spacing shares out
  /// the room the items leave.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    arrangement: Arrangement
  ) {
    self.subitems = subitems
    self.arrangement = arrangement
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Subitems left to right, repeated until the next would cross the trailing edge.
  /// Mirrors `horizontal(layoutSize:subitems:)`.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, arrangement: .repeating(axis: .horizontal))
  }

  /// Subitems top to bottom, repeated until the next would cross the bottom edge.
  /// Mirrors `vertical(layoutSize:subitems:)`.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, arrangement: .repeating(axis: .vertical))
  }

  /// `count` equally wide copies of `subitem` filling the width, fixed `interItemSpacing` taken out
  /// of the items (the subitem's own width is ignored). Mirrors
  /// `horizontal(layoutSize:subitem:count:)` (deprecated in iOS 16).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem],
      arrangement: .equal(axis: .horizontal, count: max(count, 1)))
  }

  /// `count` equally tall copies of `subitem`. Mirrors `vertical(layoutSize:subitem:count:)`.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem],
      arrangement: .equal(axis: .vertical, count: max(count, 1)))
  }

  /// `subitem` `count` times at its own width, spacing added (not taken out); the group's size
  /// must leave room. Mirrors `horizontal(layoutSize:repeatingSubitem:count:)`.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem],
      arrangement: .counted(axis: .horizontal, count: max(count, 1)))
  }

  /// Mirrors `vertical(layoutSize:repeatingSubitem:count:)`.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem],
      arrangement: .counted(axis: .vertical, count: max(count, 1)))
  }

  /// Frames from `itemProvider`, one item each. Mirrors `custom(layoutSize:itemProvider:)`.
  public static func custom(
    layoutSize: NSCollectionLayoutSize, itemProvider: @escaping CustomItemProvider
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider))
  }
}
