// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// How a label's text measures — its intrinsic size and its baselines — on any thread: what
/// `Label` answers Auto Layout with, and what a label of a scene's content is laid out by.
package struct LabelMetrics {
  /// Nil or empty measures as nothing.
  package var text: String?
  package var properties: TextProperties
  /// The most lines; 0 for as many as fit.
  package var numberOfLines: Int
  /// The width several lines wrap at, points; 0 or less for the width layout gives.
  package var preferredMaxLayoutWidth: CGFloat
  /// Pixels per point sizes are rounded up to (a screen's `displayScale`).
  package var scale: CGFloat
  package var measurer: any TextMeasuring

  package init(
    text: String?, properties: TextProperties, numberOfLines: Int,
    preferredMaxLayoutWidth: CGFloat = 0, scale: CGFloat, measurer: any TextMeasuring
  ) {
    self.text = text
    self.properties = properties
    self.numberOfLines = numberOfLines
    self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    self.scale = scale
    self.measurer = measurer
  }

  /// Whether the intrinsic height depends on the width layout gives (several lines, no
  /// preferred width): such a label is measured again at the width it was given.
  package var heightFollowsWidth: Bool {
    Self.heightFollowsWidth(
      numberOfLines: numberOfLines, preferredMaxLayoutWidth: preferredMaxLayoutWidth)
  }

  /// `heightFollowsWidth` for these settings.
  package static func heightFollowsWidth(numberOfLines: Int, preferredMaxLayoutWidth: CGFloat)
    -> Bool
  { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

  /// The text's size: one line unbounded; several at the preferred width, else at
  /// `measuringWidth` (the width a previous pass gave it), else unbounded.
  package func intrinsicSize(measuringWidth: CGFloat?) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var width = CGFloat.greatestFiniteMagnitude
    if numberOfLines != 1 {
      if preferredMaxLayoutWidth > 0 {
        width = preferredMaxLayoutWidth
      } else if let measuringWidth, measuringWidth > 0 {
        width = measuringWidth
      }
    }
    return measurer.sizeThatFits(
      text, properties, in: CGSize(width: width, height: .greatestFiniteMagnitude),
      scale: scale)
  }

  /// The first and last lines' baselines, points from the top of a label of `size`, as UILabel
  /// draws its text (centred vertically, on whole points); nil without text.
  package func baselineOffsets(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
    guard let text, !text.isEmpty else { return nil }
    let textHeight = measurer.sizeThatFits(text, properties, in: size, scale: scale).height
    let top = ((size.height - textHeight) / 2).rounded(.down)
    return (
      top + measurer.firstBaseline(text, properties),
      top + measurer.lastBaseline(text, properties, in: size)
    )
  }
}
