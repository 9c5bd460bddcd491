// SPDX-License-Identifier: MIT
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
}
