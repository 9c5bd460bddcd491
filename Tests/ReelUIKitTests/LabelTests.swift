// SPDX-License-Identifier: MIT
import Reel
import ReelText
import ReelUIKit
import Testing

/// UILabel measured by the text engine, and laid out by Auto Layout.
@MainActor
@Suite struct LabelTests {
  let pango = PangoMeasurer()
  let sentence = "A label of several words that wraps onto more than one line when narrow"

  @Test func intrinsicSizeIsTheTextsSize() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Searches"
    let measured = pango.sizeThatFits(
      "Searches", label.textProperties, in: CGSize(width: 1e7, height: 1e7))
    #expect(label.intrinsicContentSize == measured)
    #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(label.font == .systemFont(ofSize: 17) && label.textColor == .label)
  }

  /// Sizes are whole pixels of the screen, as UIKit's: on a 3× screen a 17-point line is a
  /// third of a point finer than on a 1× one, never rounded up to a whole point.
  @Test func sizesAreRoundedUpToTheScreensPixels() throws {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel()
    label.text = "Searches"
    host.addSubview(label)
    let whole = label.intrinsicContentSize
    ViewRenderer(scale: 3).layOut(host)
    #expect(label.traitCollection.displayScale == 3)
    let fine = label.intrinsicContentSize
    for (a, b) in [(fine.width, whole.width), (fine.height, whole.height)] {
      #expect(a <= b && a > b - 1, "\(fine) within a point of \(whole)")
      #expect(abs((a * 3).rounded() - a * 3) < 1e-9, "\(a) is whole pixels at 3×")
    }
    #expect(fine != whole, "17-point text is not a whole number of points in both directions")
  }

  @Test func severalLinesWrapAtTheWidthLayoutGives() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 400))
    let label = UILabel()
    label.numberOfLines = 0
    label.text = sentence
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let wrapped = pango.sizeThatFits(
      sentence, label.textProperties, in: CGSize(width: 150, height: 1e7))
    #expect(label.frame == CGRect(x: 0, y: 0, width: 150, height: wrapped.height))
    #expect(wrapped.height > 3 * 20)
  }

  @Test func preferredMaxLayoutWidthSetsTheWrappingWidth() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = sentence
    label.preferredMaxLayoutWidth = 100
    let wrapped = pango.sizeThatFits(
      sentence, label.textProperties, in: CGSize(width: 100, height: 1e7))
    #expect(label.intrinsicContentSize == wrapped)
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize.height < wrapped.height)
  }

  @Test func textStylesFollowTheContentSizeCategoryWhenAsked() {
    let root = UIView()
    let label = UILabel()
    root.addSubview(label)
    label.font = .preferredFont(forTextStyle: .body)
    label.text = "Dynamic"
    let renderer = ViewRenderer(contentSizeCategory: .accessibilityMedium)
    renderer.layOut(root, size: CGSize(width: 300, height: 100))
    #expect(label.effectiveFont.pointSize == 17)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.effectiveFont.pointSize == 28)
  }

  @Test func colourResolvesWithTheLabelsTraits() {
    let label = UILabel()
    label.overrideUserInterfaceStyle = .dark
    #expect(label.textProperties.color == .white)
    label.isEnabled = false
    #expect(label.textProperties.color == CGColor(red: 0.5, green: 0.5, blue: 0.5))
  }

  @Test func labelsAlignOnTheirBaselines() {
    let big = UILabel()
    big.font = .systemFont(ofSize: 34)
    big.text = "Big"
    let small = UILabel()
    small.font = .systemFont(ofSize: 12)
    small.text = "small"
    let stack = UIStackView(arrangedSubviews: [big, small])
    stack.alignment = .firstBaseline
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    stack.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.baselineOffsets!.first
    let smallBaseline = small.frame.minY + small.baselineOffsets!.first
    #expect(abs(bigBaseline - smallBaseline) < 0.001)
    #expect(small.frame.minY > big.frame.minY + 10)
  }

  @Test func aSingleLineShrinksToFitWhenAsked() {
    let label = UILabel()
    label.text = "A title far too long for its label"
    label.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
    #expect(label.drawnTextProperties.font.pointSize == 17)  // off: truncated instead
    label.adjustsFontSizeToFitWidth = true
    #expect(label.drawnTextProperties.font.pointSize == 17)  // minimumScaleFactor 0: no shrinking
    label.minimumScaleFactor = 0.5
    // Even half the size is too wide: it stops there (and is truncated when drawn).
    #expect(label.drawnTextProperties.font.pointSize == 8.5)
    label.text = "A title a bit too long"
    let shrunk = label.drawnTextProperties
    #expect(shrunk.font.pointSize < 17 && shrunk.font.pointSize > 8.5)
    let width = pango.sizeThatFits(label.text!, shrunk, in: CGSize(width: 1e7, height: 1e7)).width
    #expect(width <= 120)
    label.text = "A title far too long for its label"
    label.minimumScaleFactor = 0.9
    #expect(abs(label.drawnTextProperties.font.pointSize - 15.3) < 1e-9)
  }

  @Test func monospacedDigitsAreAllOneWidth() {
    let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
    var properties = UILabel().textProperties
    func width(_ text: String) -> CGFloat {
      pango.sizeThatFits(text, properties, in: CGSize(width: 1e7, height: 1e7)).width
    }
    properties.font = tabular
    let ones = width("1111")
    let eights = width("8888")
    #expect(ones == eights)
    properties.font = .systemFont(ofSize: 17)
    #expect(width("1111") < width("8888"))  // proportional figures
  }
}
