// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The attribute keys UIKit declares for attributed strings (Foundation on Linux has the type but
/// not UIKit's keys); their raw values are UIKit's.
extension NSAttributedString.Key {
  /// A `Font` (`UIFont`); default the label's font.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `Color` (`UIColor`); default the label's text colour.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `Color` filled behind the characters; default none.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// A number: points added after each character (negative tightens); default the font's own.
  public static let kern = NSAttributedString.Key("NSKern")
  /// An `NSParagraphStyle`: alignment, line breaks and line spacing.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// An `NSUnderlineStyle` raw value (an `Int`) or the style: a line through the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// An `NSUnderlineStyle` raw value (an `Int`) or the style: a line under the text.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A `Color` for the underline; default the text's colour.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A `Color` for the strikethrough; default the text's colour.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// A number: points the characters are raised above the baseline (negative lowers).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// `NSUnderlineStyle`: how a line under or through text is drawn. Reel draws `single`, `thick`
/// and `double` (patterns are drawn solid).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// UIKit's bits: the line style in the low byte, the pattern and `byWord` above it.
  public let rawValue: Int
  /// The style of UIKit's raw value (as attributes often give it).
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A dotted line (drawn solid).
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line (drawn solid).
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// A dash-dot line (drawn solid).
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// A dash-dot-dot line (drawn solid).
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Only under words, not spaces (drawn under the whole run).
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
