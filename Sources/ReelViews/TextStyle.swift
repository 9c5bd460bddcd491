// SPDX-License-Identifier: MIT
import Foundation

/// `UIFont.TextStyle`: Dynamic Type's styles at the default content size ("Large"), with the
/// HIG's sizes and weights.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// Points at the "Large" content size.
  public var pointSize: CGFloat {
    switch self {
    case .largeTitle: 34
    case .title1: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption1: 12
    case .caption2: 11
    }
  }

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
