// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A stretch of a label's text drawn with its own attributes (from an attributed string): what
/// the text backend draws differently from the label's font and colour. Attributes left nil are
/// the label's.
public struct TextRun: Hashable, Sendable {
  /// Where the run is, in UTF-16 code units of the text (`NSRange`'s units), clamped to the text
  /// when drawn; an empty range draws nothing.
  public var range: Range<Int>
  /// The run's font (`NSAttributedString.Key.font`); one outside 0.01…4096 points is not used
  /// (the label's is).
  public var font: Font?
  /// The run's text colour (`.foregroundColor`), resolved for the label's traits.
  public var color: RGBAColor?
  /// Extra space after each character, points (`.kern`), drawn within ±1000; nil for the font's
  /// own tracking.
  public var kern: CGFloat?
  /// A line through the text (`.strikethroughStyle` other than none).
  public var strikethrough: NSUnderlineStyle = []
  /// A line under the text (`.underlineStyle` other than none).
  public var underline: NSUnderlineStyle = []
  /// The underline's colour (`.underlineColor`); nil for the text's.
  public var underlineColor: RGBAColor?
  /// The strikethrough's colour (`.strikethroughColor`); nil for the text's.
  public var strikethroughColor: RGBAColor?
  /// A fill behind the run's characters (`.backgroundColor`), resolved for the label's traits.
  public var backgroundColor: RGBAColor?
  /// How far the run is raised above the baseline, points (`.baselineOffset`; negative lowers),
  /// drawn within ±1000.
  public var baselineOffset: CGFloat = 0

  /// A run over `range` (UTF-16 units) with no attributes of its own yet.
  public init(range: Range<Int>) { self.range = range }
}
