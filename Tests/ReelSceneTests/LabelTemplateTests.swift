// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import Testing

@testable import ReelRuntime
@testable import ReelScene

/// Labels written as templates: `{index}` and `{item}` take the item's index, `{section}` its
/// section's and `{id}` its identifier; anything else in braces stays as written (a brace with a
/// combining mark on it is another character), and what is filled in is not read again.
@Suite struct LabelTemplateTests {
  @Test func fillsEveryPlaceholderOnceAndLeavesTheRest() throws {
    let scene = """
      canvas: {width: 300, height: 300}
      collectionView:
        layout: {type: flow, itemSize: [40, 40]}
        style: {label: "{index}/{item}/{section}/{id} {x} {{id}} { {ind{id}ex} {id"}
        sections:
          - items: [{id: a}, {id: c, label: "{id}\\u0301 é{section}\\u0301 {\\u0301id}"}]
          - items: [{id: b}, {id: "{index}"}, {id: "é{section}"}]
      """
    let labels = try player(scene).displayList(at: 0).layers[0].items.compactMap(\.style.label)
      .sorted()
    #expect(
      labels
        == [
          "0/0/0/a {x} {a} { {indaex} {id",
          // A combining mark joins the brace before it: that brace starts no placeholder.
          "{id}\u{0301} é{section}\u{0301} {\u{0301}id}",
          "0/0/1/b {x} {b} { {indbex} {id",
          "1/1/1/{index} {x} {{index}} { {ind{index}ex} {id",
          "2/2/1/é{section} {x} {é{section}} { {indé{section}ex} {id",
        ].sorted())
  }

  /// A short template filled with a long identifier many times over is cut at the scene's limit
  /// on a label's length, as a label written out that long would be refused.
  @Test func aFilledLabelIsCutAtTheTextLimit() throws {
    let id = String(repeating: "é", count: 300)
    let scene = """
      canvas: {width: 300, height: 300}
      collectionView:
        layout: {type: flow, itemSize: [40, 40]}
        style: {label: "{id}{id}{id}{id}"}
        items: [{id: "\(id)"}, {id: short}]
      """
    var limits = SceneLimits.standard
    limits.textLength = 1000
    let context = SceneContext(baseDirectory: URL(fileURLWithPath: "/tmp"), limits: limits)
    let document = try SceneLoader.parse(scene, file: "test.yaml", context: context)
    let labels = try ScenePlayer(document: document).displayList(at: 0).layers[0].items
      .compactMap(\.style.label)
    #expect(labels.map(\.count).sorted() == [20, 1000])
    #expect(labels.contains("shortshortshortshort"))
    #expect(labels.contains(String(repeating: "é", count: 1000)))
  }
}
