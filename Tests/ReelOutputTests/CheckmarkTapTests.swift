// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// A single-choice list as Settings' pickers make it (`onTap: {cell: check}`): a tap highlights
/// the row, and as the finger lifts the checkmark shows on it and hides on the section's other
/// rows; a hidden checkmark (`{checkmark: false}`, UIKit's `isHidden` option) keeps its room.
@Suite struct CheckmarkTapTests {
  static let scene = """
    canvas: {width: 390, height: 260, scale: 1}
    collectionView:
      layout: {type: list, appearance: insetGrouped}
      onTap: {cell: check}
      sections:
        - items:
            - {id: en, content: {text: English}, accessories: [checkmark]}
            - {id: de, content: {text: Deutsch}, accessories: [{checkmark: false}]}
            - {id: fr, content: {text: Français}, accessories: [{checkmark: false}]}
        - items:
            - {id: other, content: {text: Other}, accessories: [checkmark]}

    """

  func player(_ script: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(Self.scene + script, file: "t.yaml"))
  }

  /// The alpha of row `id`'s checkmark as drawn at `time`, and the row's fill.
  func checkmark(_ id: String, in player: ScenePlayer, at time: Double) throws
    -> (alpha: CGFloat, fill: RGBAColor)
  {
    let item = try #require(
      player.displayList(at: time).layers.flatMap(\.items).first {
        $0.identity?.contains("/\(id)#") == true
      })
    let mark = try #require(Self.view("checkmark", in: item.style.content))
    return (mark.alpha, item.style.fill)
  }

  static func view(_ id: String, in views: [ContentView]) -> ContentView? {
    for candidate in views {
      if candidate.identifier == id { return candidate }
      if let inner = view(id, in: candidate.style.content) { return inner }
    }
    return nil
  }

  @Test func aTapMovesTheCheckmarkWithinItsSectionAsTheFingerLifts() throws {
    let player = try player("script: [{at: 0.2, tap: de}]")
    #expect(try checkmark("en", in: player, at: 0.1).alpha == 1)
    #expect(try checkmark("de", in: player, at: 0.1).alpha == 0)
    let down = try checkmark("de", in: player, at: 0.25)
    #expect(down.alpha == 0, "the finger is still down")
    #expect(down.fill != (try checkmark("fr", in: player, at: 0.25)).fill, "highlighted")
    #expect(try checkmark("de", in: player, at: 0.35).alpha == 1)
    #expect(try checkmark("en", in: player, at: 0.35).alpha == 0)
    #expect(try checkmark("fr", in: player, at: 0.35).alpha == 0)
    #expect(try checkmark("other", in: player, at: 0.35).alpha == 1, "another section")
  }

  @Test func aHiddenCheckmarkKeepsItsRoomSoTheTextDoesNotMove() throws {
    let player = try player("script: [{at: 0.2, tap: de}, {at: 1, tap: en}]")
    #expect(try checkmark("en", in: player, at: 1.2).alpha == 1)
    #expect(try checkmark("de", in: player, at: 1.2).alpha == 0)
    let frames = try ["en", "de"].map { id in
      let item = try #require(
        player.displayList(at: 0.1).layers.flatMap(\.items).first {
          $0.identity?.contains("/\(id)#") == true
        })
      return try #require(
        ViewLocator.frame(of: "checkmark", in: item.style, size: item.size))
    }
    #expect(frames[0] == frames[1])
  }

  /// A row scrolled away is unchecked too: the section's data decides, not what is drawn.
  @Test func aCheckmarkScrolledAwayIsHiddenToo() throws {
    let rows = (0..<30).map { i in
      "        - {id: r\(i), content: {text: Row \(i)}, "
        + "accessories: [{checkmark: \(i == 25 ? "true" : "false")}]}"
    }
    let scene = """
      canvas: {width: 390, height: 260, scale: 1}
      collectionView:
        layout: {type: list, appearance: plain}
        onTap: {cell: check}
        sections:
          - items:
      \(rows.joined(separator: "\n"))
      script:
        - {at: 0.2, tap: r1}
        - {at: 0.5, scroll: {to: [0, 1200]}, animation: {duration: 0.2}}
        - wait: 0.5

      """
    let player = try ScenePlayer(document: SceneLoader.parse(scene, file: "t.yaml"))
    #expect(try checkmark("r25", in: player, at: 1.1).alpha == 0, "checked away while off screen")
  }
}
