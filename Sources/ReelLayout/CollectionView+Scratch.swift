// SPDX-License-Identifier: MIT
import Foundation

extension CollectionView {
  /// Another collection view with this one's frame, insets, margins, safe area, traits and
  /// scrolling settings, showing
  /// `sections` in `bounds` with `layout` installed — a layout the caller made for it
  /// (`CollectionViewLayout.copy()`), so laying the copy out never touches this view or its layout.
  /// The copy has no data source: it is for queries, not for updates.
  package func scratchCopy(
    sections: [CollectionViewSection], bounds: CGRect, layout: CollectionViewLayout
  ) -> CollectionView {
    let copy = CollectionView(frame: frame, collectionViewLayout: layout, scale: scale)
    copy.contentInset = contentInset
    copy.safeAreaInsets = safeAreaInsets
    copy.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    copy.layoutMargins = layoutMargins
    copy.effectiveUserInterfaceLayoutDirection = effectiveUserInterfaceLayoutDirection
    copy.userInterfaceStyle = userInterfaceStyle
    copy.systemVersion = systemVersion
    copy.delegate = delegate
    copy.decelerationRate = decelerationRate
    copy.isPagingEnabled = isPagingEnabled
    copy.preferredLayoutAttributesFitting = preferredLayoutAttributesFitting
    copy.sections = sections
    copy.bounds = bounds
    return copy
  }
}
