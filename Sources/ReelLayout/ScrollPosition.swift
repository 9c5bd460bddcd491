// SPDX-License-Identifier: MIT
import Foundation

/// Where scrolling to an item puts it: at most one vertical and one horizontal position; the
/// empty set scrolls neither axis (as `selectItem(at:animated:scrollPosition: [])` does not
/// scroll). Mirrors `UICollectionView.ScrollPosition`.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
  /// The option bits, UIKit's values.
  public let rawValue: UInt
  /// Mirrors `init(rawValue:)`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The item's top at the top of the visible area (below the content inset).
  public static let top = ScrollPosition(rawValue: 1 << 0)
  /// The item's centre at the visible area's centre, vertically.
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  /// The item's bottom at the bottom of the visible area.
  public static let bottom = ScrollPosition(rawValue: 1 << 2)
  /// The item's left edge at the visible area's left.
  public static let left = ScrollPosition(rawValue: 1 << 3)
  /// The item's centre at the visible area's centre, horizontally.
  public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
  /// The item's right edge at the visible area's right.
  public static let right = ScrollPosition(rawValue: 1 << 5)

  /// The single positions by their Swift names, as scene files write them.
  public static let named: [(name: String, position: ScrollPosition)] = [
    ("top", .top), ("centeredVertically", .centeredVertically), ("bottom", .bottom),
    ("left", .left), ("centeredHorizontally", .centeredHorizontally), ("right", .right),
  ]

  /// The position a scene file names, nil for another name.
  public init?(name: String) {
    guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
    self = match.position
  }

  /// Where, along one axis, the item goes: 0 its leading edge (top or left), 0.5 its centre, 1 its
  /// trailing edge; nil when this position does not say for that axis.
  public func fraction(vertical: Bool) -> CGFloat? {
    let (start, centre, end): (ScrollPosition, ScrollPosition, ScrollPosition) =
      vertical ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
    if contains(start) { return 0 }
    if contains(centre) { return 0.5 }
    if contains(end) { return 1 }
    return nil
  }
}
