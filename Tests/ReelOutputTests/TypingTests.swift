// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// Typing into a search field: the keyboard slides up from the bottom, each key is pressed at
/// the step's interval and the field's text grows by one character each time, a caret after
/// it; `endEditing` slides the keyboard away.
@Suite struct TypingTests {
  static let scene = """
    canvas: {device: {model: iPhone 16}, scale: 1}
    container: {type: navigation, root: s}
    screens:
      - name: s
        title: Settings
        content:
          - {id: bar, frame: [16, 106, 361, 36], fill: clear, views: [{searchField: Search}]}
        collectionView:
          frame: [0, 150, 393, 702]
          layout: {type: list, appearance: insetGrouped}
          sections: [{items: [{id: wifi, text: Wi-Fi}, {id: bt, text: Bluetooth}]}]

    """

  func player(_ script: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(Self.scene + script, file: "t.yaml"))
  }

  /// The search field's text as drawn at `time`.
  func fieldText(_ player: ScenePlayer, at time: Double) throws -> String? {
    let box = try #require(
      player.displayList(at: time).screens.flatMap(\.items).last { $0.identity == "box:bar" })
    func text(_ views: [ContentView]) -> String? {
      for view in views {
        if view.identifier == "search.searchText" { return view.style.label }
        if let inner = text(view.style.content) { return inner }
      }
      return nil
    }
    return text(box.style.content)
  }

  func keyboard(_ player: ScenePlayer, at time: Double) -> [DisplayItem] {
    player.displayList(at: time).overlays.filter { $0.identity == "keyboard" }
  }

  @Test func theKeyboardSlidesUpThenEachKeyTypesOneCharacter() throws {
    let player = try player("script: [{at: 0.2, typeText: {text: wi, interval: 0.2}}]")
    #expect(keyboard(player, at: 0.1).isEmpty)
    // Up after its 0.5 s slide: its top 291 points above the bottom (216 + the 75-point strip).
    let up = try #require(keyboard(player, at: 0.75).first)
    #expect(abs(up.center.y - up.size.height / 2 - (852 - 291)) < 0.5)
    let moving = try #require(keyboard(player, at: 0.3).first)
    #expect(moving.center.y > up.center.y + 20)
    #expect(try fieldText(player, at: 0.75) == "Search")
    #expect(try fieldText(player, at: 0.95) == "w")
    #expect(try fieldText(player, at: 1.15) == "wi")
    #expect(player.duration >= 1.2)
    // The pressed key's balloon: the letter, large, above the key rows.
    let balloon = keyboard(player, at: 0.95).first { $0.style.label == "w" && $0.size.height == 56 }
    #expect(balloon != nil)
  }

  @Test func theCaretFollowsTheTextAndTheKeyboardLeavesOnEndEditing() throws {
    let player = try player(
      """
      script:
        - {at: 0.2, typeText: wi}
        - {wait: 0.3}
        - endEditing: true
      """)
    let list = player.displayList(at: 1.1)
    let caret = try #require(list.overlays.first { $0.identity == "caret" })
    let text = try #require(list.canvasFrame { ViewLocator.frame(of: "search.searchText", in: $0) })
    #expect(abs(caret.center.x - (text.maxX + 2)) < 0.01 && abs(caret.center.y - text.midY) < 0.01)
    let end = player.duration
    #expect(keyboard(player, at: end).isEmpty || keyboard(player, at: end)[0].center.y > 852)
    #expect(player.displayList(at: end).overlays.first { $0.identity == "caret" } == nil)
  }

  /// The message of the error `make` throws, or nil.
  func message(_ make: () throws -> Void) -> String? {
    do { try make() } catch { return "\(error)" }
    return nil
  }

  @Test func typingNeedsAFieldAndAShortText() throws {
    let bare = """
      canvas: {width: 300, height: 300}
      collectionView: {layout: {type: list, appearance: plain}, sections: [{items: [{id: a}]}]}

      """
    let none = message {
      _ = try ScenePlayer(document: SceneLoader.parse(bare + "script: [{typeText: a}]", file: "t"))
    }
    #expect(none?.contains("there is no search field to type into") == true)
    let unknown = message { _ = try player("script: [{typeText: {text: a, into: nope}}]") }
    #expect(unknown?.contains("no search field or label has the id 'nope'") == true)
    let long = String(repeating: "a", count: 201)
    #expect(
      message { _ = try player("script: [{typeText: \(long)}]") }?.contains("at most 200") == true)
    #expect(message { _ = try player("script: [{endEditing: false}]") }?.contains("true") == true)
  }
}
