// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A script's tap on a control — among a controller's views or in a cell — does what the
/// control does on iOS and sends its actions; the cell is drawn changed from then on.
@MainActor
@Suite struct ControlTapTests {
  func play(_ script: String) throws -> (ScenePlayer, SwitchesController) {
    try hostedScene("Switches", script: script) { SwitchesController() }
  }

  @Test func aSegmentedControlSelectsTheSegmentUnderTheFinger() throws {
    let (_, controller) = try play("  - {at: 0.5, tap: [330, 20]}\n  - {at: 1, tap: [330, 20]}")
    #expect(controller.segments.selectedSegmentIndex == 2)
    // The second tap on the selected segment changes nothing and sends nothing.
    #expect(controller.events == ["segment 2"])
  }

  @Test func aSwitchInACellTogglesInsteadOfSelectingTheRow() throws {
    // Row 1 is 44 points tall from y 84 (the list starts at 40); its switch at the trailing edge.
    let (player, controller) = try play(
      "  - {at: 0.5, tap: [350, 106]}\n  - {at: 1, tap: [100, 106]}")
    #expect(controller.events == ["switch 1 on", "select 1"])
    #expect(controller.switches[1]?.isOn == true)
    // The row is drawn from its views as they were until the tap, and as it left them after.
    func row1(at time: Double) -> DisplayItem? {
      player.displayList(at: time, scale: 1).layers.flatMap(\.items).first {
        $0.identity?.hasPrefix("main/d1#") == true
      }
    }
    let before = try #require(row1(at: 0.4))
    let after = try #require(row1(at: 0.6))
    #expect(before.identity != after.identity)
    #expect(before.style.views != after.style.views)
  }

  @Test func aDisabledControlIgnoresTheTap() throws {
    let (_, made) = try hostedScene("SwitchesOff", script: "  - {at: 0.5, tap: [330, 20]}") {
      () -> SwitchesController? in
      let controller = SwitchesController()
      controller.loadViewIfNeeded()
      controller.segments.isEnabled = false
      return controller
    }
    #expect(made.segments.selectedSegmentIndex == 0)
    #expect(made.events == [])
  }
}
