// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// A switch accessory in a scene's list moves as UISwitch does when tapped: the finger lands on
/// the switch (`tap: {item, view: switch}`), the knob slides on UIKit's spring while the track's
/// colour cross-fades, and the row is not highlighted — the switch takes the touch.
@Suite struct SwitchTapTests {
  static let scene = """
    canvas: {width: 390, height: 200, scale: 1, showTouches: true}
    collectionView:
      layout: {type: list, appearance: insetGrouped}
      sections:
        - items:
            - {id: airplane, content: {text: Airplane Mode}, accessories: [{switch: false}]}
            - {id: wifi, content: {text: Wi-Fi}, accessories: [{switch: true}]}

    """

  func player(_ script: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(Self.scene + script, file: "t.yaml"))
  }

  /// The switch of row `id` and the row's item as drawn at `time`.
  func toggle(_ id: String, in player: ScenePlayer, at time: Double) throws
    -> (ContentView, DisplayItem)
  {
    let item = try #require(
      player.displayList(at: time).layers.flatMap(\.items).first {
        $0.identity?.contains("/\(id)#") == true
      })
    return (try #require(ScriptRunner.firstSwitch(in: item.style.content)), item)
  }

  @Test func aTapOnASwitchSlidesItsKnobAndLeavesTheRowUnhighlighted() throws {
    let player = try player("script: [{at: 0.2, tap: {item: airplane, view: switch}}]")
    let (before, row) = try toggle("airplane", in: player, at: 0.1)
    let (moving, pressedRow) = try toggle("airplane", in: player, at: 0.28)
    let (after, _) = try toggle("airplane", in: player, at: 0.8)
    #expect(before.switchValue == 0 && after.switchValue == 1)
    let value = try #require(moving.switchValue)
    #expect(value > 0.2 && value < 1, "part way at 0.08 s of the 0.3 s spring")
    #expect(pressedRow.style.fill == row.style.fill, "the switch took the touch")
    // The finger is on the switch: at the trailing end of the row, not its middle.
    let finger = try #require(player.displayList(at: 0.25).overlays.last)
    #expect(finger.center.x > row.center.x + row.size.width / 2 - 60)
  }

  @Test func aSecondTapFlipsItBackAndATapOnTheRowDoesNotFlipIt() throws {
    let player = try player(
      """
      script:
        - {at: 0.2, tap: {item: wifi, view: switch}}
        - {at: 1.0, tap: wifi}
        - {at: 1.5, tap: {item: wifi, view: switch}}
      """)
    #expect(try toggle("wifi", in: player, at: 0.9).0.switchValue == 0)
    #expect(try toggle("wifi", in: player, at: 1.4).0.switchValue == 0)
    #expect(try toggle("wifi", in: player, at: 2.2).0.switchValue == 1)
  }

  @Test func aViewTheItemDoesNotHoldIsAnError() throws {
    #expect(throws: SceneError.self) {
      try player("script: [{at: 0.2, tap: {item: wifi, view: slider}}]")
    }
    #expect(throws: SceneError.self) {
      try SceneLoader.parse(
        Self.scene + "script: [{tap: {rect: [0, 0, 9, 9], view: x}}]", file: "t.yaml")
    }
  }
}
