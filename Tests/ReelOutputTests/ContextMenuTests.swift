// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// A long press opens a cell's context menu as iOS draws it: the finger is held 0.5 s while the
/// cell shrinks, then the cell lifts over the blurred screen and the menu grows out beside it;
/// `dismissMenu` taps an action (highlighted) and closes it.
@Suite struct ContextMenuTests {
  static let scene = """
    canvas: {width: 390, height: 700, scale: 1, showTouches: true}
    collectionView:
      layout: {type: list, appearance: insetGrouped}
      sections: [{items: [{id: a, text: Anna}, {id: b, text: Ben}, {id: c, text: Chloé}]}]
    script:
      - at: 0.3
        longPress: {item: b, menu: [Reply, {title: Delete, image: trash, destructive: true}]}
      - wait: 0.5
      - dismissMenu: Delete

    """

  func player(_ text: String = scene) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(text, file: "t.yaml"))
  }

  func menuItems(_ list: DisplayList) -> [DisplayItem] {
    list.overlays.filter { $0.identity?.hasPrefix("context-menu") == true }
  }

  @Test func theCellShrinksWhilePressedThenLiftsBesideItsMenu() throws {
    let player = try player()
    let cell = try #require(player.displayList(at: 0.2).canvasFrameOfItem { $0.contains("/b#") })
    let pressed = player.displayList(at: 0.55)
    let preview = try #require(pressed.overlays.first { $0.identity == "context-menu/preview" })
    #expect(preview.transform.m11 < 0.99 && preview.transform.m11 > 0.97)
    // The cell itself is hidden in the list while it is lifted out.
    #expect(
      pressed.layers.flatMap(\.items).first { $0.identity?.contains("/b#") == true }?.alpha == 0)
    let open = player.displayList(at: 1.5)
    let items = menuItems(open)
    let platter = try #require(items.first { $0.style.visualEffect != nil && $0.size.width == 250 })
    #expect(platter.size.height == 88, "two 44-point rows")
    #expect(abs(platter.center.y - platter.size.height / 2 - (cell.maxY + 12)) < 0.01)
    #expect(abs(platter.center.x - 125 - cell.minX) < 0.01, "its leading edge on the cell's")
    #expect(items.contains { $0.size == CGSize(width: 390, height: 700) }, "the blurred backdrop")
    let titles = items.flatMap { $0.style.content.flatMap { $0.style.content } }.compactMap {
      $0.style.label
    }
    #expect(titles == ["Reply", "Delete"])
  }

  @Test func dismissMenuTapsTheActionThenCloses() throws {
    let player = try player()
    let chosen = player.displayList(at: 1.75 + 0.05)
    let gray4 = try #require(SystemColors.named("systemGray4", traits: player.traits))
    let highlight = try #require(menuItems(chosen).first { $0.style.fill == gray4 })
    #expect(highlight.size == CGSize(width: 250, height: 44))
    let finger = try #require(chosen.overlays.last)
    #expect(finger.center == highlight.center, "the finger on the Delete row")
    #expect(player.duration >= 1.75 + 0.15 + 0.3)
    let after = player.displayList(at: 1.75 + 0.15 + 0.31)
    #expect(menuItems(after).isEmpty)
    #expect(
      after.layers.flatMap(\.items).first { $0.identity?.contains("/b#") == true }?.alpha == 1)
  }

  @Test func mistakesAreNamed() {
    let base = Self.scene.components(separatedBy: "script:")[0] + "script:\n"
    let cases: [(String, String)] = [
      ("  - longPress: {item: b}", "the menu's actions"),
      ("  - dismissMenu: true", "no context menu is open"),
      ("  - longPress: {item: b, menu: [A]}\n  - dismissMenu: B", "unknown action 'B'"),
      ("  - longPress: {item: b, menu: [A]}\n  - longPress: {item: a, menu: [A]}", "open already"),
      ("  - longPress: {rect: [0, 0, 9, 9], menu: [A]}", "unknown key 'rect'"),
      ("  - longPress: {item: b, menu: []}", "expected 1 to 12 actions"),
    ]
    for (script, expected) in cases {
      var message: String?
      do { _ = try player(base + script) } catch { message = "\(error)" }
      #expect(message?.contains(expected) == true, "\(script): \(message ?? "accepted")")
    }
  }
}
