// SPDX-License-Identifier: MIT
import Foundation

/// Measures text for layout: what a text engine gives `ContentLayout`.
public protocol TextMeasuring {
  /// `UILabel.sizeThatFits(_:)`: the text's size laid out in at most `size`.
  func sizeThatFits(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGSize
  /// The first line's baseline, points from the text's top.
  func firstBaseline(_ text: String, _ properties: TextProperties) -> CGFloat
}
