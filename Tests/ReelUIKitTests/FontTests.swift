// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// UIFont, UIFontDescriptor and UIFontMetrics against the HIG's Dynamic Type tables.
@Suite struct FontTests {
  @Test func textStylesTakeTheCategorysSize() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    var traits = UITraitCollection()
    traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 53)
    traits.preferredContentSizeCategory = .extraSmall
    #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits).pointSize == 11)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits).pointSize == 31)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test func systemFontsAndSizes() {
    #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
    #expect(UIFont.systemFont(ofSize: 20, weight: .light).withSize(9).pointSize == 9)
    #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).design == .monospaced)
    #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
    #expect(UIFont(name: "DejaVu Serif", size: 15)?.family == "DejaVu Serif")
  }

  @Test func boldTraitUsesTheStylesEmphasizedWeight() throws {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0).weight == .semibold)
    let title = UIFont.preferredFont(forTextStyle: .title1)
    let boldTitle = try #require(title.fontDescriptor.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: boldTitle, size: 0).weight == .bold)
    #expect(UIFont(descriptor: boldTitle, size: 40).pointSize == 40)
    let plain = try #require(boldTitle.withSymbolicTraits([]))
    #expect(plain.font.weight == .regular)
  }

  @Test func designsApplyToTheSystemFontOnly() {
    let rounded = UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.rounded)
    #expect(rounded?.font.design == .rounded)
    #expect(UIFont(name: "DejaVu Sans", size: 17)?.fontDescriptor.withDesign(.rounded) == nil)
  }

  @Test func metricsScaleByTheStylesRatio() {
    var traits = UITraitCollection()
    traits.preferredContentSizeCategory = .accessibilityMedium  // body 28 instead of 17
    let metrics = UIFontMetrics(forTextStyle: .body)
    #expect(abs(metrics.scaledValue(for: 17, compatibleWith: traits) - 28) < 1e-9)
    #expect(abs(metrics.scaledValue(for: 10, compatibleWith: traits) - 280 / 17) < 1e-9)
    let custom = metrics.scaledFont(
      for: UIFont(name: "DejaVu Sans", size: 17)!, compatibleWith: traits)
    #expect(abs(custom.pointSize - 28) < 1e-9 && custom.textStyle == .body)
    #expect(
      metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20, compatibleWith: traits)
        .pointSize == 20)
    #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
  }

  @MainActor @Test func italicIsATraitAndIsDrawnSlanted() throws {
    let italic = try #require(
      UIFont.systemFont(ofSize: 30).fontDescriptor.withSymbolicTraits(.traitItalic))
    let font = UIFont(descriptor: italic, size: 0)
    #expect(font.isItalic && font.fontDescriptor.symbolicTraits.contains(.traitItalic))
    #expect(UIFont.italicSystemFont(ofSize: 30) == font)
    #expect(!UIFont.systemFont(ofSize: 30).isItalic)
    // Drawn: the slanted "l" reaches further right at its top than at its foot.
    func ink(_ font: UIFont) throws -> (top: Int, bottom: Int) {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      label.font = font
      label.text = "l"
      let raster = try ViewRenderer(scale: 1).raster(label)
      func rightmost(_ y: Int) -> Int {
        (0..<raster.width).last { raster.pixel(x: $0, y: y).a > 128 } ?? -1
      }
      let rows = (0..<raster.height).filter { rightmost($0) >= 0 }
      return (rightmost(rows.first! + 2), rightmost(rows.last! - 2))
    }
    let upright = try ink(.systemFont(ofSize: 30))
    let slanted = try ink(font)
    #expect(upright.top == upright.bottom)
    #expect(slanted.top - slanted.bottom >= 3, "\(slanted)")
  }
}
