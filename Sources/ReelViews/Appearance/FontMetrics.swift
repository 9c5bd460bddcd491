// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIFontMetrics`: scales custom fonts and values as a text style scales with Dynamic Type —
/// by the ratio of the style's size at the category to its size at `large`.
public struct FontMetrics: Hashable, Sendable {
  /// The style whose scaling is followed.
  public let textStyle: TextStyle

  /// `UIFontMetrics(forTextStyle:)`.
  public init(forTextStyle textStyle: TextStyle) { self.textStyle = textStyle }

  /// `UIFontMetrics.default`: the body style's metrics.
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// `scaledFont(for:compatibleWith:)`: `font` scaled to the traits' category (`large` without
  /// traits leaves it as it is), remembering the style so a label that adjusts for the content
  /// size category rescales it.
  public func scaledFont(for font: Font, compatibleWith traits: TraitCollection? = nil) -> Font {
    var scaled = font
    scaled.size = scaledValue(for: font.size, compatibleWith: traits)
    scaled.textStyle = textStyle
    return scaled
  }

  /// `scaledFont(for:maximumPointSize:compatibleWith:)`: as `scaledFont(for:)`, at most
  /// `maximumPointSize` points (0 for no limit).
  public func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith traits: TraitCollection? = nil
  ) -> Font {
    var scaled = scaledFont(for: font, compatibleWith: traits)
    if maximumPointSize > 0 { scaled.size = min(scaled.size, maximumPointSize) }
    return scaled
  }

  /// `scaledValue(for:compatibleWith:)`: `value` × the style's size at the category ÷ its size
  /// at `large`.
  public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection? = nil)
    -> CGFloat
  {
    let category = traits?.preferredContentSizeCategory ?? .large
    return value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }
}
