// SPDX-License-Identifier: MIT
import Reel
import ReelText
import ReelUIKit
import Testing

/// `UILabel.attributedText`: runs of fonts, colours, kerning and lines, and paragraph styles,
/// measured and drawn by the text engine.
@MainActor
@Suite struct AttributedTextTests {
  @Test func settingEitherTextReplacesTheOther() {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
    #expect(label.text == "Bold")
    #expect(label.textProperties.runs.first?.font == .boldSystemFont(ofSize: 30))
    label.text = "Plain"
    #expect(label.textProperties.runs.isEmpty)
    // Read back, a plain text carries the label's font and colour.
    let back = label.attributedText!
    #expect(back.string == "Plain")
    #expect(back.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    #expect(back.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
    label.attributedText = nil
    #expect(label.text == nil && label.intrinsicContentSize == .zero)
  }

  @Test func aLargerFontAndKerningMakeTheTextLarger() {
    let plain = UILabel()
    plain.text = "Hello world"
    let larger = UILabel()
    let text = NSMutableAttributedString(string: "Hello world")
    text.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 34), range: NSRange(location: 6, length: 5))
    larger.attributedText = text
    #expect(larger.intrinsicContentSize.height > plain.intrinsicContentSize.height + 10)
    #expect(larger.intrinsicContentSize.width > plain.intrinsicContentSize.width + 20)
    let kerned = UILabel()
    kerned.attributedText = NSAttributedString(string: "Hello world", attributes: [.kern: 4])
    // 11 characters, 4 points after each (Pango leaves the last one's out of the extents).
    let extra = kerned.intrinsicContentSize.width - plain.intrinsicContentSize.width
    #expect(extra >= 39 && extra <= 45, "\(extra)")
  }

  /// A label as wide as its kerned text shows all of it: Pango counts the kern after the last
  /// letter when it decides what fits, but not in the size it measures (the "Search" bug, for a
  /// run's own kern).
  @Test func aLabelSizedToItsKernedTextIsNotTruncated() throws {
    let text = NSMutableAttributedString(string: "and kerned")
    text.addAttributes([.kern: 3], range: NSRange(location: 4, length: 6))
    let label = UILabel()
    label.attributedText = text
    label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
    let size = label.intrinsicContentSize
    let pango = PangoMeasurer()
    #expect(
      pango.lastBaseline("and kerned", label.textProperties, in: size)
        == pango.firstBaseline("and kerned", label.textProperties), "one line")
    // Drawn, the last letter's ink reaches the label's right part (no ellipsis in its place).
    label.textColor = .black
    let raster = try ViewRenderer(scale: 1).raster(label)
    let inked = (0..<raster.width).filter { x in
      (0..<raster.height).contains { raster.pixel(x: x, y: $0).a > 100 }
    }
    let widths = try #require(inked.last)
    #expect(CGFloat(widths) > size.width - 6, "\(widths) of \(size.width)")
    // And the label measures its text as Pango draws it: "…" would be narrower than "ed".
    let truncated = UILabel()
    truncated.attributedText = NSAttributedString(string: "and kern…")
    #expect(truncated.intrinsicContentSize.width < size.width)
  }

  @Test func theFirstParagraphStyleSetsAlignmentAndLineSpacing() {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 10
    style.alignment = .center
    style.lineSpacing = -5  // refused: no negative spacing
    #expect(style.lineSpacing == 0)
    style.lineSpacing = 10
    let tight = UILabel()
    tight.numberOfLines = 0
    tight.text = "one\ntwo\nthree"
    let spaced = UILabel()
    spaced.numberOfLines = 0
    spaced.attributedText = NSAttributedString(
      string: "one\ntwo\nthree", attributes: [.paragraphStyle: style])
    #expect(spaced.textProperties.alignment == .center)
    let added = spaced.intrinsicContentSize.height - tight.intrinsicContentSize.height
    #expect(abs(added - 20) < 1, "two gaps of 10 points: \(added)")
  }

  @Test func runsAreDrawnInTheirColours() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.backgroundColor = .white
    let text = NSMutableAttributedString(
      string: "███ ███", attributes: [.font: UIFont.systemFont(ofSize: 30)])
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
    text.addAttribute(
      .foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
      range: NSRange(location: 4, length: 3))
    text.addAttribute(
      .strikethroughStyle, value: NSUnderlineStyle.single.rawValue,
      range: NSRange(location: 0, length: 7))
    label.attributedText = text
    let raster = try ViewRenderer(scale: 1).raster(label)
    var reds = 0
    var blues = 0
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        let p = raster.pixel(x: x, y: y)
        if p.r > 200 && p.b < 80 { reds += x < 100 ? 1 : -1000 }
        if p.b > 200 && p.r < 80 { blues += x > 40 ? 1 : -1000 }
      }
    }
    #expect(reds > 100 && blues > 100, "red \(reds), blue \(blues)")
  }

  /// An underline in its own colour (`.underlineColor`), under black text.
  @Test func anUnderlineTakesItsOwnColour() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    label.backgroundColor = .white
    label.attributedText = NSAttributedString(
      string: "____",
      attributes: [
        .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.black,
        .underlineStyle: NSUnderlineStyle.single.rawValue,
        .underlineColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
      ])
    let raster = try ViewRenderer(scale: 1).raster(label)
    let blue = (0..<raster.height).flatMap { y in (0..<raster.width).map { (x: $0, y: y) } }
      .filter { raster.pixel(x: $0.x, y: $0.y).b > 200 && raster.pixel(x: $0.x, y: $0.y).r < 60 }
    #expect(blue.count > 20, "\(blue.count) blue pixels")
  }

  @Test func invisibleCharactersDoNotShiftTheRuns() {
    // Control characters are drawn as nothing; the large "b" stays the "b".
    let big = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 40)]
    let label = UILabel()
    let text = NSMutableAttributedString(string: "\u{1}\u{2}ab")
    text.addAttributes(big, range: NSRange(location: 3, length: 1))
    label.attributedText = text
    let bare = UILabel()
    let plain = NSMutableAttributedString(string: "ab")
    plain.addAttributes(big, range: NSRange(location: 1, length: 1))
    bare.attributedText = plain
    #expect(label.intrinsicContentSize == bare.intrinsicContentSize)
    #expect(label.intrinsicContentSize.height > 40)
  }
}

/// Attributed text a stranger might write: values out of every range end in a drawn or empty
/// label, never a crash or a broken font state.
@MainActor
@Suite struct HostileAttributedTextTests {
  @Test func outOfRangeAttributesNeitherCrashNorBreakLaterText() throws {
    let values: [[NSAttributedString.Key: Any]] = [
      [.kern: 1e12], [.kern: -1e12], [.kern: Double.nan], [.kern: Double.infinity],
      [.baselineOffset: 1e12], [.baselineOffset: -1e15], [.kern: "wide"],
      [.font: UIFont.systemFont(ofSize: 1e7)], [.font: UIFont.systemFont(ofSize: 1e-9)],
      [.font: "Helvetica"], [.foregroundColor: 42], [.underlineStyle: Int.max],
      [.strikethroughStyle: -1], [.paragraphStyle: "centred"],
    ]
    for attributes in values {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
      label.numberOfLines = 0
      label.attributedText = NSAttributedString(string: "Hello", attributes: attributes)
      _ = label.intrinsicContentSize
      _ = try ViewRenderer(scale: 1).raster(label)
    }
    // Text drawn afterwards is still drawn.
    let after = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    after.text = "███"
    after.textColor = .black
    after.backgroundColor = .white
    let raster = try ViewRenderer(scale: 1).raster(after)
    #expect((0..<120).contains { raster.pixel(x: $0, y: 20).r < 60 })
  }
}
