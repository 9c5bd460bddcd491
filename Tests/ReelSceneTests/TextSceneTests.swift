// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelViews
import Testing

@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// The label's keys: read, inherited, resolved, refused, and the warnings about fonts.
@Suite struct TextSceneTests {
  func document(_ style: String, item: String = "{}") throws -> SceneDocument {
    try SceneLoader.parse(
      """
      canvas: {width: 200, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [100, 40]}
        style: \(style)
        sections: [{items: [\(item)]}]
      """, file: "t.yaml")
  }

  func properties(_ style: String, item: String = "{}") throws -> TextProperties {
    let d = try document(style, item: item)
    let item = d.collectionViews[0].sections[0].items[0].style
    return item.over(d.collectionViews[0].style).resolved(serial: 0).textProperties
  }

  @Test func aTextStyleGivesSizeAndWeightThatAreNotSet() throws {
    let headline = try properties("{font: headline}")
    #expect(headline.font.size == 17 && headline.font.weight == .semibold)
    let title = try properties("{font: {textStyle: largeTitle, weight: heavy}}")
    #expect(title.font.size == 34 && title.font.weight == .heavy)
    let sized = try properties("{font: caption2}", item: "{fontSize: 30}")
    #expect(sized.font.size == 30 && sized.font.weight == .regular)
    // A text style set over a size and weight from below replaces them (a header's 15 points
    // stayed under `font: title2`).
    let over = try properties("{font: {size: 15, weight: heavy}}", item: "{font: title2}")
    #expect(over.font.size == 22 && over.font.weight == .regular)
    let both = try properties(
      "{font: {size: 15, weight: heavy}}", item: "{font: {textStyle: title2, size: 20}}")
    #expect(both.font.size == 20 && both.font.weight == .regular)
  }

  @Test func aSupplementaryStylesTextStyleSetsTheHeadersFont() throws {
    let d = try SceneLoader.parse(
      """
      canvas: {width: 300, height: 200}
      collectionView:
        layout: {type: flow, itemSize: [80, 40], headerReferenceSize: [300, 40]}
        supplementaryStyles:
          header: {font: {textStyle: title2}}
        items: 2
      """, file: "h.yaml")
    let book = StyleBook(spec: d.collectionViews[0], traits: .standard, scale: 1)
    let header = ElementKey(
      category: .supplementaryView, kind: ElementKind.sectionHeader,
      indexPath: IndexPath(item: 0, section: 0))
    #expect(book.patch(for: header).resolved(serial: 0).textProperties.font.size == 22)
  }

  @Test func viewsInAHeadersStyleAreNotDrawnUnderTheDefaultLabel() throws {
    func header(_ style: String) throws -> ItemStyle {
      let d = try SceneLoader.parse(
        """
        canvas: {width: 300, height: 200}
        collectionView:
          layout: {type: flow, itemSize: [80, 40], headerReferenceSize: [300, 40]}
          supplementaryStyles:
            header: \(style)
          items: 2
        """, file: "h.yaml")
      let book = StyleBook(spec: d.collectionViews[0], traits: .standard, scale: 1)
      return book.patch(
        for: ElementKey(
          category: .supplementaryView, kind: ElementKind.sectionHeader,
          indexPath: IndexPath(item: 0, section: 0))
      ).resolved(serial: 0)
    }
    #expect(try header("{views: [{symbol: star.fill, width: 20, height: 20}]}").label == "")
    #expect(try header("{content: {text: Inbox}}").label == "")
    // A label set beside the views is kept; a style without views keeps the default.
    #expect(try header("{label: Mail, views: [{view: {}}]}").label == "Mail")
    #expect(try header("{fill: red}").label == "Section {section}")
  }

  @Test func labelKeysInheritAndResolveToUILabelsProperties() throws {
    let p = try properties(
      "{font: {family: DejaVu Serif, design: monospaced}, numberOfLines: 3, textColor: red}",
      item: "{text: hi, lineBreakMode: byCharWrapping, textAlignment: justified}")
    #expect(p.font.family == "DejaVu Serif" && p.font.design == .monospaced)
    #expect(p.numberOfLines == 3 && p.lineBreakMode == .byCharWrapping)
    #expect(p.alignment == .justified && p.color == SystemColors.named("red"))
    let defaults = try properties("{}")
    #expect(defaults.numberOfLines == 1 && defaults.lineBreakMode == .byTruncatingTail)
    #expect(defaults.alignment == .center && defaults.font.weight == .bold)
  }

  @Test func badLabelValuesAreErrorsAtTheirKeys() {
    let cases = [
      ("{numberOfLines: -1}", "t.yaml:4:26: error: collectionView.style.numberOfLines"),
      ("{numberOfLines: 1e9}", "collectionView.style.numberOfLines"),
      ("{lineBreakMode: byTruncating}", "collectionView.style.lineBreakMode"),
      ("{font: {weight: extraBold}}", "collectionView.style.font.weight"),
      ("{font: huge}", "collectionView.style.font"),
      // The other key's place reads as a location, not a Swift value.
      (
        "{text: a, label: b}",
        "'text' and 'label' both set the label's text: keep one (found 'label' at t.yaml:4:"
      ),
    ]
    expectRefusals(cases) { try document($0) }
  }

  @Test func missingFontsAndCharactersAreWarningsNamingTheKey() throws {
    let d = try document(
      "{font: {family: No Such Family}}", item: #"{label: "ok \U0001FFFF"}"#)
    let warnings = d.warnings.map(\.description)
    #expect(warnings.count == 2, "\(warnings)")
    #expect(
      warnings.contains {
        $0.hasPrefix("t.yaml:4:26: warning: collectionView.style.font.family: ")
          && $0.contains("'No Such Family' is not installed")
      }, "\(warnings)")
    #expect(
      warnings.contains {
        $0.contains("collectionView.sections[0].items[0].label: ") && $0.contains("U+1FFFF")
      }, "\(warnings)")
    let fine = try document(
      "{font: {family: DejaVu Sans}}", item: "{label: \"你好 こんにちは 😀 مرحبا שלום\"}")
    #expect(fine.warnings.isEmpty, "\(fine.warnings)")
  }

  /// The reader checks fonts, symbols and images only through its context's `assets` (it links no
  /// text or image library): a checker that knows no font, no icon and no image is obeyed.
  @Test func fontsSymbolsAndImagesAreCheckedThroughTheContextsAssets() throws {
    struct Nothing: AssetChecking {
      func claimedPixelSize(ofImage path: String, maximumPixels: Int) -> (width: Int, height: Int)?
      { nil }
      func pixelSize(ofImage path: String, maximumPixels: Int) throws -> (width: Int, height: Int) {
        throw Refused()
      }
      func pointSize(ofSVG path: String, maximumPixels: Int) throws -> CGSize { throw Refused() }
      func isFontInstalled(family: String) -> Bool { false }
      func missingCharacters(in text: String, font: Font) -> [Unicode.Scalar] {
        Array(text.unicodeScalars.prefix(1))
      }
      var isSymbolFontInstalled: Bool { false }
      func symbolFontHasIcon(named icon: String) -> Bool { false }
      struct Refused: Error, CustomStringConvertible { var description: String { "refused" } }
    }
    var context = SceneContext(baseDirectory: repositoryRoot.appendingPathComponent("scenes"))
    context.assets = Nothing()
    let text = """
      canvas: {width: 200, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [100, 40]}
        style: {font: {family: DejaVu Sans}}
        sections: [{items: [{label: "ab", views: [{symbol: wifi}]}]}]
      """
    let d = try SceneLoader.parse(text, file: "t.yaml", context: context)
    let warnings = d.warnings.map(\.description)
    #expect(warnings.contains { $0.contains("'DejaVu Sans' is not installed") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("'a' (U+0061)") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("Material Icons font") }, "\(warnings)")
    let image = text.replacingOccurrences(
      of: "{symbol: wifi}", with: "{image: assets/landscape.png}")
    #expect(throws: SceneError.self) {
      try SceneLoader.parse(image, file: "t.yaml", context: context)
    }
    let linked = SceneContext(baseDirectory: repositoryRoot.appendingPathComponent("scenes"))
    #expect(throws: Never.self) { try SceneLoader.parse(image, file: "t.yaml", context: linked) }
  }
}
