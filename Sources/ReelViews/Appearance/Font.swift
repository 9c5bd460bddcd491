// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A font as UIFont describes one: a family (nil for the system font), a size in points, one of
/// the nine `UIFont.Weight`s and a `UIFontDescriptor.SystemDesign`.
///
/// The system font is Inter (an open font close to San Francisco; Inter Display from 20 points,
/// where San Francisco switches to its Display cut), with SF's tracking table applied; characters
/// it lacks fall back per character to Noto CJK and Noto Color Emoji.
public struct Font: Hashable, Sendable {
  /// The nine weights of `UIFont.Weight`, lightest first. `rawValue` is the scene-file name.
  public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType weight class (100 … 900). UIKit's `ultraLight` is the lightest (100).
    public var openTypeWeight: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }

    /// `UIFont.Weight.rawValue`: −0.8 (ultraLight) … 0.62 (black).
    public var uiFontValue: Double {
      [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62][Self.allCases.firstIndex(of: self)!]
    }

    /// Lighter weights first (by OpenType weight, 100…900).
    public static func < (a: Weight, b: Weight) -> Bool { a.openTypeWeight < b.openTypeWeight }
  }

  /// `UIFontDescriptor.SystemDesign`: which cut of the system font. Ignored when `family` is set.
  public enum Design: String, Hashable, Sendable, CaseIterable {
    case `default`, rounded, monospaced, serif
  }

  /// A fontconfig family name, or nil for the system font of `design`.
  public var family: String?
  /// Points; drawn from 0.01 to 16 384 device pixels (outside that the text is not drawn).
  public var size: CGFloat
  /// Regular unless set.
  public var weight: Weight
  /// The system font's design: default, rounded, serif or monospaced.
  public var design: Design
  /// The Dynamic Type style the font was made for (`preferredFont(forTextStyle:)`,
  /// `UIFontMetrics`), which a label that `adjustsFontForContentSizeCategory` resizes it by; nil
  /// for a fixed font.
  public var textStyle: TextStyle?
  /// Whether digits are all one width (tabular figures, OpenType `tnum`), as
  /// `monospacedDigitSystemFont(ofSize:weight:)` makes them. Default false.
  public var monospacedDigits = false
  /// Whether the text is slanted: the family's italic face, or the upright one slanted by the
  /// text engine where the family has none (`traitItalic`, `italicSystemFont(ofSize:)`).
  /// Default false.
  public var isItalic = false

  /// A font of `family` (nil: the system font) at `size` points (finite and > 0 to be drawn),
  /// in `weight` and `design`, made from `textStyle` (nil: none) when it came from one.
  public init(
    family: String? = nil, size: CGFloat = 17, weight: Weight = .regular,
    design: Design = .default, textStyle: TextStyle? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.design = design
    self.textStyle = textStyle
  }

  /// `UIFont.systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
    Font(size: size, weight: weight)
  }

  /// The family list handed to the text engine: the family asked for (or the system family of
  /// `design`), then the per-character fallbacks.
  public var familyList: String {
    let first = family ?? systemFamily
    return ([first] + Self.fallbackFamilies.filter { $0 != first }).joined(separator: ",")
  }

  /// The installed family that stands in for San Francisco's `design` at this size.
  public var systemFamily: String {
    switch design {
    case .default: return size >= 20 ? "Inter Display" : "Inter"
    case .rounded: return "Quicksand"
    case .monospaced: return "DejaVu Sans Mono"
    case .serif: return "DejaVu Serif"
    }
  }

  /// Families tried, in order, for characters the first family lacks; after them fontconfig's own
  /// fallbacks, where emoji find Noto Color Emoji. (Naming the emoji font here would draw digits,
  /// `#` and `*` — characters that can start an emoji — from it.)
  public static let fallbackFamilies = ["Inter", "Noto Sans CJK SC", "DejaVu Sans"]

  /// San Francisco's tracking at this size, points (HIG's SF Pro table, interpolated), applied to
  /// the system font only; 0 for other families.
  public var tracking: CGFloat {
    guard family == nil, design == .default else { return 0 }
    return CGFloat(Self.trackingTable.value(at: Double(size)) ?? 0) / 1000 * size
  }

  /// SF Pro's tracking, 1/1000 em, by point size (HIG Typography).
  static let trackingTable = PiecewiseLinear<Double>(
    [
      (6, 41), (10, 12), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26), (18, -25),
      (20, -23), (21, -18), (22, -12), (24, 3), (28, 14), (34, 12), (40, 10), (48, 8), (60, 4),
      (80, 0),
    ].map { (time: $0.0, value: $0.1) })
}
