// SPDX-License-Identifier: MIT
import Foundation

/// Measures text for layout: what a text engine gives `ContentLayout` and `Label`. The text
/// backend implements it (Pango's `PangoMeasurer`); views stay free of text libraries.
public protocol TextMeasuring {
  /// `UILabel.sizeThatFits(_:)`: the text's size laid out in at most `size`.
  func sizeThatFits(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGSize
  /// The first line's baseline, points from the text's top.
  func firstBaseline(_ text: String, _ properties: TextProperties) -> CGFloat
  /// The last shown line's baseline, points from the text's top, laid out in at most `size`.
  func lastBaseline(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGFloat
}
