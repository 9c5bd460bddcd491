// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `NSLineBreakMode`: how a label wraps lines and what it does with text that does not fit.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
  /// Wraps at word boundaries (inside a word only when the word alone is wider than the line).
  case byWordWrapping
  /// Wraps at any character.
  case byCharWrapping
  /// Wraps at words and cuts what does not fit, without an ellipsis.
  case byClipping
  /// Fits the start of the text in the last line, "…" where the rest was.
  case byTruncatingTail
  /// Fits the end of the text, "…" where the start was.
  case byTruncatingHead
  /// Fits the start and the end, "…" in the middle.
  case byTruncatingMiddle

  /// Whether text that does not fit ends with an ellipsis.
  public var truncates: Bool {
    self == .byTruncatingTail || self == .byTruncatingHead || self == .byTruncatingMiddle
  }
}

/// `NSTextAlignment`. `natural` is the leading edge of the view's layout direction (left unless
/// the collection view is right to left), as UIKit aligns text of the app's localization.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  case natural, left, center, right, justified
}

/// How a label draws its text: what `UILabel` and
/// `UIListContentConfiguration.TextProperties` share.
public struct TextProperties: Hashable, Sendable {
  /// The font (and size, points) the text is drawn in.
  public var font: Font
  /// The text's colour, resolved for the view's traits.
  public var color: RGBAColor
  /// The most lines shown; 0 for as many as fit in the view. Default 1, as UILabel's.
  public var numberOfLines: Int
  /// How lines wrap and the last shown line is cut. Default `byTruncatingTail`.
  public var lineBreakMode: LineBreakMode
  /// Default `natural` (the leading edge).
  public var alignment: TextAlignment
  /// The direction `natural` alignment follows.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// Stretches drawn with attributes of their own (an attributed text's); empty for one font and
  /// colour throughout.
  public var runs: [TextRun] = []
  /// Points added between lines (`NSParagraphStyle.lineSpacing`), ≥ 0. Default 0.
  public var lineSpacing: CGFloat = 0

  /// Text in `font` and `color` on at most `numberOfLines` lines (negative counts are 0: as many
  /// as fit), broken by `lineBreakMode`, aligned by `alignment` in `layoutDirection`.
  public init(
    font: Font = Font(), color: RGBAColor = .black, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    self.font = font
    self.color = color
    self.numberOfLines = max(numberOfLines, 0)
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
    self.layoutDirection = layoutDirection
  }
}
