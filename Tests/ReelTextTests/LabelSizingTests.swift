// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelTestSupport
import ReelText
import ReelViews
import Testing

/// `LabelText.sizeThatFits`: lines, wrapping, limits and fonts as UILabel measures them.
@Suite struct LabelSizingTests {
  let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  func size(
    _ text: String, width: CGFloat = .greatestFiniteMagnitude,
    height: CGFloat = .greatestFiniteMagnitude, _ change: (inout TextProperties) -> Void = { _ in }
  ) -> CGSize {
    var properties = TextProperties(font: .systemFont(ofSize: 17))
    change(&properties)
    return LabelText.sizeThatFits(text, properties, in: CGSize(width: width, height: height))
  }

  var lineHeight: CGFloat { size("Hg").height }

  @Test func oneLineIsAboutTheFontsAscentPlusDescent() {
    // Inter's ascender + descender is 1.21 em; San Francisco's 1.19 em (20.3 points at 17).
    #expect(lineHeight > 19 && lineHeight < 22.5, "\(lineHeight)")
    #expect(size("").height == 0)
  }

  @Test func aLineBreakStartsASecondLineWhenLinesAreAllowed() {
    #expect(size("one\ntwo").height == lineHeight, "one line by default")
    let two = size("one\ntwo") { $0.numberOfLines = 0 }
    #expect(abs(two.height - 2 * lineHeight) < 1, "\(two.height)")
  }

  @Test func textWrapsAtTheWidthAndStopsAtNumberOfLines() {
    let text = "The quick brown fox jumps over the lazy dog again and again"
    let all = size(text, width: 100) { $0.numberOfLines = 0 }
    #expect(all.height > 4 * lineHeight - 1, "\(all)")
    #expect(all.width <= 100)
    let two = size(text, width: 100) { $0.numberOfLines = 2 }
    #expect(abs(two.height - 2 * lineHeight) < 1, "\(two)")
    for mode in LineBreakMode.allCases {
      let one = size(text, width: 100) { $0.lineBreakMode = mode }
      #expect(abs(one.height - lineHeight) < 1, "\(mode): \(one) vs \(lineHeight)")
    }
  }

  @Test func onlyTheLinesThatFitTheHeightAreShown() {
    let text = "The quick brown fox jumps over the lazy dog again and again"
    let fitted = size(text, width: 100, height: lineHeight * 2.5) { $0.numberOfLines = 0 }
    #expect(abs(fitted.height - 2 * lineHeight) < 1, "\(fitted)")
    let tiny = size(text, width: 100, height: 3) { $0.numberOfLines = 0 }
    #expect(abs(tiny.height - lineHeight) < 1, "at least one line: \(tiny) vs \(lineHeight)")
  }

  @Test func truncatedTextFitsItsWidth() {
    let text = String(repeating: "wide words ", count: 20)
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      let one = size(text, width: 120) { $0.lineBreakMode = mode }
      #expect(one.width <= 120 && one.width > 90, "\(mode): \(one.width)")
    }
    #expect(size(text, width: 120) { $0.lineBreakMode = .byClipping }.width > 120)
  }

  @Test func heavierWeightsAndLargerStylesTakeMoreRoom() {
    let text = "Weights and styles"
    var widths: [CGFloat] = []
    for weight in Font.Weight.allCases {
      widths.append(size(text) { $0.font.weight = weight }.width)
    }
    #expect(widths == widths.sorted() && widths.first! < widths.last! - 10, "\(widths)")
    let heights = TextStyle.allCases.map { style in
      size(text) { $0.font = .preferredFont(forTextStyle: style) }.height
    }
    #expect(heights.first! > 2 * heights.last!, "largeTitle vs caption2: \(heights)")
  }

  @Test func theSystemFontCarriesSanFranciscosTracking() {
    let text = "Tracking tightens body text"
    let system = size(text).width
    let inter = size(text) { $0.font.family = "Inter" }.width
    // −26/1000 em at 17 points: 0.44 points less per character.
    #expect(abs((inter - system) - 0.442 * CGFloat(text.count)) < 1.5, "\(inter) vs \(system)")
  }

  @Test func digitsComeFromTheTextsFontNotTheEmojiFont() {
    // Digits, `#` and `*` can start a keycap emoji; alone they are text. The emoji font's are
    // twice as wide (and grey).
    let digits = size("0123456789#*")
    let letters = size("oooooooooooo")
    #expect(digits.width < letters.width * 1.2, "\(digits) vs \(letters)")
  }

  @Test func anyTextEndsInASizeWithoutCrashing() {
    var random = SplitMix64(seed: 15)
    let pieces = [
      "\u{0}", "\u{1}", "\u{7F}", "\u{9F}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2066}",
      "\u{FEFF}", "\u{FFFD}", "\u{1FFFF}", "\u{E000}", "\u{301}\u{301}\u{301}", "👩‍👩‍👧‍👦",
      "🏳️‍🌈", "مرحبا", "שלום", "你好", "\n", "\r\n", "\t", " ", "a", "W",
      String(repeating: "x", count: 300), "\u{0E01}\u{0E33}", "ﷺ",
    ]
    for _ in 0..<300 {
      let text = (0..<Int(random.next() % 12)).map { _ in
        pieces[Int(random.next() % UInt64(pieces.count))]
      }.joined()
      let mode = LineBreakMode.allCases[Int(random.next() % 6)]
      let width = CGFloat(random.next() % 300)
      let s = size(text, width: width, height: CGFloat(random.next() % 200)) {
        $0.lineBreakMode = mode
        $0.numberOfLines = Int(random.next() % 4)
        $0.alignment = TextAlignment.allCases[Int(random.next() % 5)]
      }
      #expect(s.width.isFinite && s.height.isFinite && s.height >= 0)
    }
  }
}
