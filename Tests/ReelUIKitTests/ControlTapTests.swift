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

  /// A tapped switch's knob slides on UIKit's spring (SPEC-VIEWS 6.7) rather than jumping.
  @Test func aTappedSwitchsKnobSlides() throws {
    let (player, _) = try play("  - {at: 0.5, tap: [350, 106]}")
    func knobX(at time: Double) throws -> CGFloat {
      let row = try #require(
        player.displayList(at: time, scale: 1).layers.flatMap(\.items).first {
          $0.identity?.hasPrefix("main/d1#") == true
        })
      func knobs(_ view: PlacedView, _ x: CGFloat) -> [CGFloat] {
        let here = x + view.frame.minX
        let own = view.frame.size == CGSize(width: 37, height: 24) ? [here] : []
        return own + view.subviews.flatMap { knobs($0, here) }
      }
      return try #require(row.style.views.flatMap { knobs($0, 0) }.first)
    }
    let off = try knobX(at: 0.45)
    let moving = try knobX(at: 0.55)
    let on = try knobX(at: 1.2)
    #expect(on - off == 22)  // centre 20.5 → 42.5 in the 63-point track
    #expect(moving > off && moving < on)
  }

  /// The selected segment's plate slides to the tapped segment.
  @Test func theSegmentPlateSlides() throws {
    // The control in front of the collection view, where the front views are drawn.
    let (player, _) = try hostedScene("SegmentsInFront", script: "  - {at: 0.5, tap: [330, 20]}") {
      () -> SwitchesController? in
      let controller = SwitchesController()
      controller.loadViewIfNeeded()
      controller.view.bringSubviewToFront(controller.segments)
      return controller
    }
    func plateX(at time: Double) throws -> CGFloat {
      let list = player.displayList(at: time, scale: 1)
      func plates(_ view: PlacedView, _ x: CGFloat) -> [CGFloat] {
        let here = x + view.frame.minX
        let own = view.view.style.cornerRadius == 7 && !view.view.isHidden ? [here] : []
        return own + view.subviews.flatMap { plates($0, here) }
      }
      let items =
        list.overlays + list.layers.flatMap(\.items) + list.layers.flatMap(\.overlays)
        + list.screens.flatMap { $0.items + $0.overlays + $0.layers.flatMap(\.items) }
      let found = items.flatMap { item in item.style.views.flatMap { plates($0, 0) } }
      return try #require(found.first)
    }
    let before = try plateX(at: 0.45)
    let moving = try plateX(at: 0.65)
    let after = try plateX(at: 1.0)
    #expect(before < moving && moving < after)
  }

  /// Views behind the collection view (the segmented control, added first) are drawn under
  /// it, and drawn again as a tap leaves them.
  @Test func viewsBehindTheCollectionViewAreDrawn() throws {
    let (player, _) = try play("  - {at: 0.5, tap: [330, 20]}")
    func plates(at time: Double) -> [CGRect] {
      func plates(_ view: PlacedView, _ origin: CGPoint) -> [CGRect] {
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        let own = view.view.style.cornerRadius == 7 && !view.view.isHidden ? [frame] : []
        return own + view.subviews.flatMap { plates($0, frame.origin) }
      }
      let list = player.displayList(at: time, scale: 1)
      guard list.layers.count == 2 else { return [] }
      return list.layers[0].items.flatMap { item in
        let origin = CGPoint(
          x: item.center.x - item.size.width / 2, y: item.center.y - item.size.height / 2)
        return item.style.views.flatMap { plates($0, origin) }
      }
    }
    let before = plates(at: 0.4)
    let after = plates(at: 1.0)
    #expect(before.count == 1 && after.count == 1)
    #expect((before.first?.minX ?? 0) < 130 && (after.first?.minX ?? 0) > 260)
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
