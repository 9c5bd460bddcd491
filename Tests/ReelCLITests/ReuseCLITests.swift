// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

/// Scenes that reuse: templates filled per item, files included from the scene's folder, string
/// tables per locale rendered one file each.
@Suite struct ReuseCLITests {
  static let house = """
    theme: {accent: systemPink}
    templates:
      row: {content: {text: "{title}", secondaryText: "{{unread}}", type: valueCell}}
    strings:
      en: {unread: 3 Unread, inbox: Inbox}
      de: {unread: 3 Ungelesen, inbox: Posteingang}
      ar: {unread: ٣ غير مقروءة, inbox: البريد الوارد}
    """
  static let scene = """
    include: house.yaml
    canvas: {width: 300, height: 120, scale: 1}
    collectionView:
      layout: {type: list, appearance: insetGrouped}
      sections: [{items: [{template: row, id: inbox, title: "{{inbox}}"}]}]
    """

  @Test func everyLocaleIsItsOwnFileAndArabicIsMirrored() throws {
    let dir = try scratch(["scene.yaml": Self.scene, "house.yaml": Self.house])
    let r = try runReel(
      ["render", "scene.yaml", "--format", "png", "--at", "0", "--locale", "all"],
      in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    for locale in ["en", "de", "ar"] {
      let file = dir.appendingPathComponent("out/scene.\(locale)@0s.png").path
      #expect(FileManager.default.fileExists(atPath: file), "\(locale)")
    }
    let unknown = try runReel(["validate", "scene.yaml", "--locale", "fr"], in: dir)
    #expect(unknown.status == 65 && unknown.stderr.contains("unknown locale 'fr'"))
  }

  @Test func reuseMistakesAreLocated() throws {
    let dir = try scratch([
      "house.yaml": Self.house,
      "a.yaml": Self.scene.replacingOccurrences(of: "title: \"{{inbox}}\"", with: "titel: x"),
      "b.yaml": Self.scene.replacingOccurrences(of: "template: row", with: "template: rows"),
      "c.yaml": Self.scene.replacingOccurrences(of: "{{inbox}}", with: "{{outbox}}"),
      "d.yaml": Self.scene.replacingOccurrences(of: "house.yaml", with: "../house.yaml"),
    ])
    let expected = [
      "a.yaml":
        "a.yaml:5:34: error: collectionView.sections[0].items[0].template: 'row' needs title",
      "b.yaml": "unknown template 'rows'; expected one of row (did you mean 'row'?)",
      "c.yaml": "unknown string 'outbox'",
      "d.yaml": "a.yaml",
    ]
    for (file, text) in expected.sorted(by: { $0.key < $1.key }) where file != "d.yaml" {
      let r = try runReel(["validate", file], in: dir)
      #expect(r.status == 65 && r.stderr.contains(text), "\(file): \(r.stderr)")
    }
    let sandboxed = try runReel(["validate", "--sandbox", "d.yaml"], in: dir)
    #expect(sandboxed.stderr.contains("d.yaml:1:10: error: include: '../house.yaml' is outside"))
  }
}
