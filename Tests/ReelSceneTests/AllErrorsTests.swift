// SPDX-License-Identifier: MIT
import Foundation
import ReelExport
import Testing

@testable import ReelScene

/// One run reports every error it can tell apart, in file order.
@Suite struct AllErrorsTests {
  static func errors(_ text: String) -> [String] {
    sceneError(text)?.split(separator: "\n").map(String.init) ?? []
  }

  @Test func independentItemsAndStepsAreAllReported() {
    let found = Self.errors(
      """
      canvas: {width: 200, height: 200}
      collectionView:
        layout: {type: flow}
        items:
          - {fill: blu}
          - {fill: red}
          - {cornerRadius: -3}
      script:
        - {at: 0.5, insert: [0], animation: {curve: spring}}
        - {at: 1, delete: [0]}
        - {at: 2, delete: [0], colour: red}
      """)
    #expect(found.count == 4)
    #expect(found.map { $0.split(separator: ":")[1] } == ["5", "7", "9", "11"])
    #expect(found.allSatisfy { $0.hasPrefix("test.yaml:") && $0.contains(": error: ") })
    #expect(found[0].contains("collectionView.items[0].fill"))
    #expect(found[3].contains("script[2].colour: unknown key 'colour'"))
  }

  @Test func aBadCanvasDoesNotHideTheScriptsErrors() {
    let found = Self.errors(
      """
      canvas: {width: -1, height: 200}
      collectionView: {layout: {type: flow}, items: 2, target: x}
      script:
        - {at: 1, delete: [0], target: side}
        - {at: 2, insert: ["a"]}
      """)
    // The collection views are not read without a canvas, so any target name passes.
    #expect(found.count == 2)
    #expect(found[0].contains("canvas.width") && found[1].contains("script[1].insert[0]"))
  }

  @Test func atMostFiftyAreReported() {
    let items = (0..<80).map { _ in "    - {fill: blu}" }.joined(separator: "\n")
    let found = Self.errors(
      "canvas: {width: 200, height: 200}\ncollectionView:\n  layout: {type: flow}\n  items:\n"
        + items + "\n")
    #expect(found.count == ErrorTally.limit)
    #expect(found.last?.contains("items[49]") == true)
  }
}

/// The script's errors join the reading errors when every part of the file was read (an unknown
/// key skipped, a style left out), as `reel validate` runs it.
@Suite struct ScriptErrorsWithReadingErrorsTests {
  static let scene = """
    canvas: {width: 200, height: 200}
    collectionView:
      layout: {type: flow, itemSzie: [40, 40]}
      items:
        - {fill: blu}
        - {fill: red}
    script:
      - {at: 1, delete: [5]}
    """

  func errors(_ text: String) throws -> [String] {
    let url = Scratch.folder("script-errors").appendingPathComponent("s.yaml")
    try text.write(to: url, atomically: true, encoding: .utf8)
    do {
      _ = try SceneFiles.player(path: url.path)
      return []
    } catch {
      return "\(error)".split(separator: "\n").map(String.init)
    }
  }

  @Test func aMisspeltKeyAnUnknownColourAndADeletePastTheEndInOneRun() throws {
    let found = try errors(Self.scene)
    #expect(found.count == 3, "\(found)")
    #expect(found.map { $0.split(separator: ":")[1] } == ["3", "5", "8"], "\(found)")
    #expect(found[0].contains("unknown key 'itemSzie'"))
    #expect(found[1].contains("collectionView.items[0].fill"))
    #expect(
      found[2].contains(
        "attempt to delete item 5 from section 0 which only contains 2 items before the update"),
      "\(found)")
  }

  /// A part left out (a step that cannot be read) would make the script's count wrong: its
  /// errors are not checked then, rather than reported falsely.
  @Test func aDroppedPartLeavesTheScriptUnchecked() throws {
    let found = try errors(
      Self.scene.replacingOccurrences(
        of: "  - {at: 1, delete: [5]}", with: "  - {at: 1, delete: [5]}\n  - {at: 2, explode: 1}"))
    // The misspelt key, the colour, and the step twice (no action; the unknown key 'explode').
    #expect(found.count == 4, "\(found)")
    #expect(found.contains { $0.contains("script[1]") }, "\(found)")
    #expect(!found.contains { $0.contains("attempt to delete") }, "\(found)")
  }
}
