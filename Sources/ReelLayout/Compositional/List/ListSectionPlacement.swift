// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Where each element of one list section sits in it, as its `ListLayoutAttributes` say: the
/// separators the appearance and configuration give each row, and the rounded first and last
/// rows of inset appearances.
struct ListSectionPlacement: @unchecked Sendable {
  let configuration: CollectionLayoutListConfiguration
  let metrics: ListMetrics
  let section: Int
  let itemCount: Int

  private var appearance: CollectionLayoutListConfiguration.Appearance {
    configuration.appearance
  }
  private var firstRow: Int { configuration.headerMode == .firstItemInSection ? 1 : 0 }

  /// Fills in `attributes` if it is a `ListLayoutAttributes`.
  func decorate(_ attributes: LayoutAttributes) {
    guard let list = attributes as? ListLayoutAttributes else { return }
    list.appearance = appearance
    list.isInFirstSection = section == 0
    guard attributes.representedElementCategory == .cell else { return }
    let item = attributes.indexPath.count > 1 ? attributes.indexPath[1] : 0
    if item < firstRow {
      list.isHeaderItem = true
      return
    }
    let isFirst = item == firstRow
    let isLast = item == itemCount - 1
    if appearance.isInset {
      list.cornerRadius = metrics.cornerRadius
      list.roundsTopCorners = isFirst || appearance == .sidebar
      list.roundsBottomCorners = isLast || appearance == .sidebar
    }
    guard configuration.showsSeparators else { return }
    var separators = configuration.separatorConfiguration
    separators = configuration.itemSeparatorHandler?(attributes.indexPath, separators) ?? separators
    list.topSeparatorInsets = top(separators, isFirst: isFirst)
    list.bottomSeparatorInsets = bottom(separators, isLast: isLast)
    list.separatorColor = separators.explicitColor
  }

  /// Grouped lists draw a full-width line above each section's first row; the others none.
  private func top(_ separators: ListSeparatorConfiguration, isFirst: Bool)
    -> NSDirectionalEdgeInsets?
  {
    switch separators.topSeparatorVisibility {
    case .hidden: return nil
    case .visible: return separators.topSeparatorInsets
    case .automatic:
      guard appearance == .grouped, isFirst else { return nil }
      return Self.fullWidth(separators.topSeparatorInsets)
    }
  }

  /// Every row has a line below it, inset to its text, except the last: full width in plain and
  /// grouped lists, none in inset ones (the rounded corners end the section).
  private func bottom(_ separators: ListSeparatorConfiguration, isLast: Bool)
    -> NSDirectionalEdgeInsets?
  {
    switch separators.bottomSeparatorVisibility {
    case .hidden: return nil
    case .visible: return separators.bottomSeparatorInsets
    case .automatic:
      guard isLast else { return separators.bottomSeparatorInsets }
      return appearance.isInset ? nil : Self.fullWidth(separators.bottomSeparatorInsets)
    }
  }

  /// `insets` with an automatic leading edge made 0.
  private static func fullWidth(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
    var insets = insets
    if ListSeparatorConfiguration.isAutomatic(insets.leading) { insets.leading = 0 }
    return insets
  }
}
