// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIFont.TextStyle`: Dynamic Type's styles, with the HIG's sizes and weights at each content
/// size category.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// Points at the "Large" content size (iOS's default).
  public var pointSize: CGFloat { pointSize(for: .large) }

  /// Points at `category` (HIG Typography's tables; `unspecified` is `large`).
  public func pointSize(for category: ContentSizeCategory) -> CGFloat {
    Self.sizes[Self.allCases.firstIndex(of: self)!][category.tableIndex]
  }

  /// The HIG's sizes, points: one row a style in declaration order, one column a category from
  /// extra small to AX5.
  static let sizes: [[CGFloat]] = [
    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// The style's weight: semibold for `headline`, regular for the others.
  public var weight: Font.Weight { self == .headline ? .semibold : .regular }

  /// The weight of the style's emphasized variant (`UIFontDescriptor.SymbolicTraits.traitBold`):
  /// bold for the titles 1–2 and the large title, semibold for the others.
  public var emphasizedWeight: Font.Weight {
    switch self {
    case .largeTitle, .title1, .title2: .bold
    default: .semibold
    }
  }
}
