// SPDX-License-Identifier: MIT
import Foundation

/// Measures text for layout: what a text engine gives `Label` and a scene's content (`LabelMetrics`). The text
/// backend implements it (Pango's `PangoMeasurer`); views stay free of text libraries.
public protocol TextMeasuring {
  /// `UILabel.sizeThatFits(_:)`: the text's size laid out in at most `size`, rounded up to
  /// whole points.
  func sizeThatFits(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGSize
  /// The text's size laid out in at most `size`, rounded up to 1/`scale` point — whole pixels
  /// of a screen of `scale` pixels per point, as UILabel's sizes are (20.33 points for a line
  /// of 17-point text on a 3× screen). By default, the whole-point size.
  func sizeThatFits(
    _ text: String, _ properties: TextProperties, in size: CGSize, scale: CGFloat
  ) -> CGSize
  /// The first line's baseline, points from the text's top.
  func firstBaseline(_ text: String, _ properties: TextProperties) -> CGFloat
  /// The last shown line's baseline, points from the text's top, laid out in at most `size`.
  func lastBaseline(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGFloat
}

extension TextMeasuring {
  /// The whole-point size: a measurer that knows no finer.
  public func sizeThatFits(
    _ text: String, _ properties: TextProperties, in size: CGSize, scale: CGFloat
  ) -> CGSize {
    sizeThatFits(text, properties, in: size)
  }
}
