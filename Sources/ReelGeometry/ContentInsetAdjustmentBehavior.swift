// SPDX-License-Identifier: MIT
import Foundation

/// How a scroll view adds the safe area to its content insets. Mirrors
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
  /// As `scrollableAxes`, and always vertically for a scroll view a view controller manages
  /// (Reel: always on both axes, as a full-screen collection or table view gets it).
  case automatic
  /// The safe area on the axes the content scrolls along.
  case scrollableAxes
  /// None: the content starts under the bars.
  case never
  /// All of the safe area.
  case always

  /// `contentInset` plus the safe area as this behaviour says. `scrolls` tells, per axis,
  /// whether the content is larger than the bounds (only `scrollableAxes` asks). Mirrors how
  /// `adjustedContentInset` is made.
  public func adjustedInset(
    _ contentInset: EdgeInsets, safeArea: EdgeInsets,
    scrolls: () -> (horizontally: Bool, vertically: Bool)
  ) -> EdgeInsets {
    var result = contentInset
    switch self {
    case .never: return result
    case .automatic, .always:
      result.top += safeArea.top
      result.bottom += safeArea.bottom
      result.left += safeArea.left
      result.right += safeArea.right
    case .scrollableAxes:
      let axes = scrolls()
      if axes.vertically {
        result.top += safeArea.top
        result.bottom += safeArea.bottom
      }
      if axes.horizontally {
        result.left += safeArea.left
        result.right += safeArea.right
      }
    }
    return result
  }
}
