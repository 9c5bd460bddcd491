// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The attributes of a list section's rows, headers and footers: the layout attributes plus what
/// a list cell reads from its list to draw itself — the appearance, its separators, and where it
/// sits in its section (rounded first and last rows of an inset-grouped section).
///
/// UIKit keeps this between `UICollectionViewListCell` and its private list section; Reel passes
/// it in the attributes so renderers (and `visibleItemsInvalidationHandler`-free layouts) see it.
/// Like `zIndex`, these properties take their new values at the start of an animation.
open class ListLayoutAttributes: LayoutAttributes, @unchecked Sendable {
  public var appearance: CollectionLayoutListConfiguration.Appearance = .plain
  /// The row's separators: nil when hidden. Leading and trailing insets in points from the
  /// row's edges; `greatestFiniteMagnitude` (see `ListSeparatorConfiguration.automaticInsets`)
  /// means the primary text's leading edge (leading) or the row's edge (trailing).
  public var topSeparatorInsets: NSDirectionalEdgeInsets?
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets?
  /// The separators' colour the list's configuration set; nil for the list's default.
  public var separatorColor: Color?
  /// The corner radius of the row's rounded corners, points (0: square).
  public var cornerRadius: CGFloat = 0
  /// Whether the row's top (bottom) corners are rounded with `cornerRadius`.
  public var roundsTopCorners = false
  public var roundsBottomCorners = false
  /// The section's first item shown as its header (`headerMode` `firstItemInSection`).
  public var isHeaderItem = false
  /// Whether the element belongs to the layout's first section (grouped headers sit lower there).
  public var isInFirstSection = false

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let list = copy as? ListLayoutAttributes {
      list.appearance = appearance
      list.topSeparatorInsets = topSeparatorInsets
      list.bottomSeparatorInsets = bottomSeparatorInsets
      list.separatorColor = separatorColor
      list.cornerRadius = cornerRadius
      list.roundsTopCorners = roundsTopCorners
      list.roundsBottomCorners = roundsBottomCorners
      list.isHeaderItem = isHeaderItem
      list.isInFirstSection = isInFirstSection
    }
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard super.isEqual(object), let other = object as? ListLayoutAttributes else { return false }
    return appearance == other.appearance && topSeparatorInsets == other.topSeparatorInsets
      && bottomSeparatorInsets == other.bottomSeparatorInsets
      && separatorColor == other.separatorColor
      && cornerRadius == other.cornerRadius && roundsTopCorners == other.roundsTopCorners
      && roundsBottomCorners == other.roundsBottomCorners && isHeaderItem == other.isHeaderItem
      && isInFirstSection == other.isInFirstSection
  }
}
