// SPDX-License-Identifier: MIT
import Foundation

/// How big an icon-font symbol is for a font size. SF Symbols are drawn a little larger than the
/// text they sit with (a 17-point "heart" is about 20 points across); an icon font's glyphs fill a
/// square em with padding, so the icon is drawn in a square of `emPerPoint` × the font size.
public enum FontSymbolMetrics {
  /// The symbol's square side per point of font size.
  public static let emPerPoint: CGFloat = 1.2
}
