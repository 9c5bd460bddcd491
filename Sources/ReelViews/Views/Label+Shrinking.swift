// SPDX-License-Identifier: MIT
import Foundation

extension Label {
  /// The text settings the label draws with in its bounds: `textProperties`, with the font
  /// shrunk until the text fits the width when `adjustsFontSizeToFitWidth` is on for a single
  /// line, not below `minimumScaleFactor` of the size (0 shrinks nothing, SPEC-VIEWS 5.7); what
  /// still does not fit is truncated as `lineBreakMode` says.
  public var drawnTextProperties: TextProperties {
    var properties = textProperties
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0,
      let text, !text.isEmpty, bounds.width > 0
    else { return properties }
    let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    let smallest = properties.font.size * min(minimumScaleFactor, 1)
    // Tracking changes with the size, so the width is not proportional: shrink until it fits.
    for _ in 0..<8 {
      let width = ViewMeasurement.text.sizeThatFits(text, properties, in: unbounded).width
      guard width > bounds.width, properties.font.size > smallest else { break }
      let next = properties.font.size * bounds.width / width
      properties.font.size = max((next * 100).rounded(.down) / 100, smallest)
    }
    return properties
  }
}
