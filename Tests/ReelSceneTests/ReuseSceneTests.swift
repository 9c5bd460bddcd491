// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelScene

/// Templates and string tables as the reader fills them in.
@Suite struct ReuseSceneTests {
  func document(_ text: String, locale: String? = nil) throws -> SceneDocument {
    var variant = SceneVariant()
    variant.locale = locale
    let context = SceneContext(
      baseDirectory: URL(fileURLWithPath: "/nonexistent"), variant: variant)
    return try SceneLoader.parse(text, file: "r.yaml", context: context)
  }

  static let scene = """
    canvas: {width: 300, height: 300}
    templates:
      tile: {size: "{side}", fill: "{colour}", text: "{name} #{index}"}
      pair: {items: [{template: tile, side: [10, 10], colour: systemRed, name: "{first}"},
        {template: tile, side: [20, 20], colour: systemBlue, name: "{{second}}"}]}
    strings:
      en: {second: Second}
      he: {second: שני}
    collectionView:
      layout: {type: flow}
      sections:
        - {template: pair, first: One}
        - items:
            - {template: tile, side: [5, 5], colour: systemGreen, name: Own, fill: systemYellow}
    """

  @Test func templatesFillTheirPlaceholdersAndTakeOverrides() throws {
    let items = try document(Self.scene).collectionViews[0].sections.flatMap(\.items)
    #expect(items.map(\.style.label) == ["One #{index}", "Second #{index}", "Own #{index}"])
    #expect(
      items.map(\.size) == [
        CGSize(width: 10, height: 10), CGSize(width: 20, height: 20),
        CGSize(width: 5, height: 5),
      ])
    // A key the template has no placeholder for goes over the template's own.
    #expect(items[2].style.fill == SystemColors.named("systemYellow", traits: .standard))
    #expect(items[1].style.fill == SystemColors.named("systemBlue", traits: .standard))
  }

  @Test func aRightToLeftLocaleMirrorsTheCollectionViews() throws {
    let english = try document(Self.scene)
    let hebrew = try document(Self.scene, locale: "he")
    #expect(english.locales == ["en", "he"])
    #expect(english.collectionViews[0].layoutDirection == .leftToRight)
    #expect(hebrew.collectionViews[0].layoutDirection == .rightToLeft)
    #expect(hebrew.collectionViews[0].sections[0].items[1].style.label == "שני #{index}")
  }

  /// A comma in unquoted text inside `{…}` splits it into a key with no text: named, at it.
  @Test func aStringWithNothingAfterItsKeyIsAnError() {
    let split = Self.scene.replacingOccurrences(
      of: "en: {second: Second}", with: "en: {second: Second, third}")
    var message = ""
    do { _ = try document(split) } catch { message = "\(error)" }
    #expect(message.contains("r.yaml:7:") && message.contains("strings.en.third"), "\(message)")
    #expect(message.contains("a comma ends unquoted text: quote it"))
  }

  @Test func templatesThatUseEachOtherForeverStop() {
    let loop = """
      canvas: {width: 300, height: 300}
      templates: {a: {template: b}, b: {template: a}}
      collectionView: {layout: {type: flow}, sections: [{items: [{template: a}]}]}
      """
    #expect(throws: SceneError.self) { try document(loop) }
    do { _ = try document(loop) } catch {
      #expect("\(error)".contains("templates use each other more than 16 deep"))
    }
  }

  /// Templates that fill templates with text many times over stop at a bound, as an alias
  /// bomb does, instead of growing text without end.
  @Test func aTextBombOfTemplatesStops() {
    let many = String(repeating: "{p}", count: 50)
    var templates = "  t0: {label: \"\(many)\"}\n"
    for level in 1...6 {
      templates += "  t\(level): {template: t\(level - 1), p: \"\(many)\"}\n"
    }
    let bomb = """
      canvas: {width: 300, height: 300}
      templates:
      \(templates)collectionView:
        layout: {type: flow}
        sections: [{items: [{template: t6, p: x}]}]
      """
    do {
      _ = try document(bomb)
      Issue.record("accepted")
    } catch {
      #expect("\(error)".contains("a text filled in from templates, in bytes"), "\(error)")
    }
  }
}
