// SPDX-License-Identifier: MIT
import Foundation
import ReelViews
import Testing

@testable import ReelRender
@testable import ReelScene

/// Light and dark mode, the iOS look, dynamic colours, merge keys and `--set`.
@Suite struct AppearanceSceneTests {
  static let scene = """
    canvas: {width: 200, height: 100}
    collectionView:
      layout: {type: flow, itemSize: [100, 40]}
      style: &base {fill: systemBlue, textColor: label, borderColor: {light: "#111", dark: "#EEE"}}
      sections: [{items: [{<<: *base, fill: secondarySystemGroupedBackground}, {}]}]
    """

  func document(_ text: String = scene, variant: SceneVariant = SceneVariant()) throws
    -> SceneDocument
  {
    let context = SceneContext(baseDirectory: URL(fileURLWithPath: "/tmp"), variant: variant)
    return try SceneLoader.parse(text, file: "t.yaml", context: context)
  }

  func hex(_ c: RGBAColor?) -> String { c.map(\.description) ?? "nil" }

  @Test func colourNamesResolveForTheAppearance() throws {
    let light = try document()
    let dark = try document("appearance: dark\n" + Self.scene)
    #expect(hex(light.canvas.background) == "#FFFFFFFF")
    #expect(hex(dark.canvas.background) == "#000000FF", "systemBackground in dark mode")
    #expect(hex(light.collectionViews[0].style.textColor) == "#000000FF")
    #expect(hex(dark.collectionViews[0].style.textColor) == "#FFFFFFFF")
    #expect(hex(light.collectionViews[0].style.borderColor) == "#111111FF")
    #expect(hex(dark.collectionViews[0].style.borderColor) == "#EEEEEEFF")
    let item = dark.collectionViews[0].sections[0].items[0].style
    #expect(hex(item.fill) == "#1C1C1EFF", "secondarySystemGroupedBackground, dark")
    #expect(dark.traits.userInterfaceStyle == .dark)
  }

  @Test func theCurrentLookIsIOS26AndOneKeyAsksForTheOldOne() throws {
    #expect(hex(try document().collectionViews[0].style.fill) == "#0088FFFF")
    let old = try document("systemVersion: 17\n" + Self.scene)
    #expect(hex(old.collectionViews[0].style.fill) == "#007AFFFF")
    #expect(SystemColors.named("tintColor", traits: old.traits)?.description == "#007AFFFF")
    #expect(throws: SceneError.self) { try document("systemVersion: 20\n" + Self.scene) }
  }

  @Test func theCommandLinesAppearanceWinsAndNamesTheVariant() throws {
    let d = try document(
      "appearance: light\n" + Self.scene,
      variant: SceneVariant(appearance: .dark, nameSuffix: ".dark"))
    #expect(d.traits.userInterfaceStyle == .dark && d.name == "scene.dark")
    #expect(hex(d.canvas.background) == "#000000FF")
  }

  @Test func mergeKeysAddTheKeysAMappingDoesNotHave() throws {
    let item = try document().collectionViews[0].sections[0].items[0].style
    #expect(hex(item.textColor) == "#000000FF", "merged from the anchor")
    #expect(hex(item.fill) == "#FFFFFFFF", "its own key wins (secondarySystemGroupedBackground)")
    let list = try document(
      Self.scene.replacingOccurrences(
        of: "{<<: *base, fill: secondarySystemGroupedBackground}",
        with: "{<<: [{cornerRadius: 3}, *base, {cornerRadius: 9}]}"))
    #expect(list.collectionViews[0].sections[0].items[0].style.cornerRadius == 3)
  }

  @Test func setPutsValuesAtKeyPaths() throws {
    func set(_ settings: String...) throws -> SceneDocument {
      var parsed: [SceneSetting] = []
      for s in settings { parsed.append(try SceneSetting(parsing: s)) }
      return try document(variant: SceneVariant(settings: parsed))
    }
    let d = try set(
      "canvas.scale=3", "appearance=dark", "collectionView.sections[0].items[1]={fill: red}")
    #expect(d.canvas.scale == 3 && d.traits.userInterfaceStyle == .dark)
    #expect(hex(d.collectionViews[0].sections[0].items[1].style.fill) == "#FF0000FF")
    let problems = [
      ("nope.x=1", "the scene has no 'nope' to set inside"),
      ("collectionView.sections[5].id=a", "index 5 is past the end of a list of 1"),
      ("canvas.width.x=1", "'x' is inside something that is no mapping"),
      ("canvas[0]=1", "[0] is inside something that is no list"),
      (
        "canvas.x=[&a [1,1,1,1,1,1,1,1,1,1], &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a], "
          + "&c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b], &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c], "
          + "&e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d], &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e], "
          + "&g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]]",
        "the scene holds more than 1000000 values once its aliases are expanded"
      ),
    ]
    expectRefusals(problems.map { ($0.0, "--set \($0.0): \($0.1)") }) { try set($0) }
    for malformed in ["noequals", "a..b=1", "a[x]=1", "a[1]b=2"] {
      #expect(throws: SceneSettingError.self) { try SceneSetting(parsing: malformed) }
    }
  }
}
