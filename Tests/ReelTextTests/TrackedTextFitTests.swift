// SPDX-License-Identifier: MIT
import CPango
import Foundation
import ReelRender
import ReelViews
import Testing

@testable import ReelText

/// Text laid out at the width it measures is shown whole: Pango counts the letter spacing after a
/// line's last character when it decides what fits, but not in the width it measures, so sizes
/// with positive tracking (below 12 and from 24 points) truncated text sized to fit ("Hello" at
/// 33 points measured 74.7 and was cut to "Hel…" at 75; the documentation author's 10-point
/// "Search" was cut to "Sear…" at @2x, which this test finds before the fix).
@Suite struct TrackedTextFitTests {
  static let words = ["Hello", "Search", "Searches", "Settings", "Wi-Fi", "Notifications", "Ada"]

  @Test(arguments: [8, 10, 11, 24, 28, 33, 34, 40, 60] as [CGFloat])
  func textSizedToItsWidthIsNotTruncated(_ size: CGFloat) {
    for weight in [Font.Weight.regular, .semibold, .bold] {
      var properties = TextProperties()
      properties.font = Font(size: size, weight: weight)
      #expect(properties.font.tracking > 0)
      for word in Self.words {
        // At @1x, @2x and @3x: sizes round up to a pixel, leaving less room the finer it is.
        for scale in [1, 2, 3] as [CGFloat] {
          let fitted = LabelText.sizeThatFits(
            word, properties, in: CGSize(width: 1e7, height: 1e7), scale: scale)
          let layout = TextEngine.current.layout(word, properties, size: fitted)
          #expect(
            pango_layout_is_ellipsized(layout.layout) == 0, "\(word) at \(size) pt, @\(scale)x")
          #expect(layout.usedWidth <= fitted.width)
        }
      }
    }
  }

  @Test func wrappedAlignedTextSitsWhereItWouldWithoutTheAllowance() {
    var properties = TextProperties()
    properties.font = Font(size: 34)
    properties.numberOfLines = 0
    let allowance = properties.font.tracking
    let size = CGSize(width: 120, height: 200)
    for (alignment, shift) in [
      (TextAlignment.left, 0), (.center, allowance / 2), (.right, allowance),
    ] {
      properties.alignment = alignment
      let wrapped = TextEngine.current.layout("Hello there world", properties, size: size)
      #expect(wrapped.lineCount > 1)
      #expect(abs(wrapped.textRect.minX + shift) < 0.001, "\(alignment)")
      #expect(wrapped.clipRect.minX == 0 && wrapped.clipRect.width == 120)
      // A text that fits is laid out in the view's own width, exactly as before.
      let fitting = TextEngine.current.layout("Hi", properties, size: size)
      #expect(fitting.textRect.minX == 0)
    }
  }
}
