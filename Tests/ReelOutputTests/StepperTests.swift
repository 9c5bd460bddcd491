// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// A scene's stepper is UIStepper's 94 × 32 platter; a tap on its "+" half
/// (`tap: {item, view: copies.increment}`) highlights that half while the finger is down, inset
/// 4 points (SPEC-VIEWS 6.15–6.16), and leaves the row unhighlighted.
@Suite struct StepperTests {
  static let scene = """
    canvas: {width: 390, height: 140, scale: 1, showTouches: true}
    collectionView:
      layout: {type: list, appearance: insetGrouped}
      sections:
        - items:
            - id: row
              views:
                - stack: {alignment: center, isLayoutMarginsRelativeArrangement: true,
                    layoutMargins: [0, 16, 0, 16]}
                  views: [{label: "Copies: 2"}, {spacer: {}}, {stepper: {}, id: copies}]
    script:
      - {at: 0.2, tap: {item: row, view: copies.increment}}

    """

  /// The highlight's alpha in each half of the stepper at `time`, and the row's fill.
  func halves(_ player: ScenePlayer, at time: Double) throws -> ([CGFloat], RGBAColor) {
    let row = try #require(
      player.displayList(at: time).layers.flatMap(\.items).first {
        $0.identity?.contains("/row#") == true
      })
    func find(_ views: [ContentView]) -> ContentView? {
      for view in views {
        if view.identifier == "copies" { return view }
        if let inner = find(view.style.content) { return inner }
      }
      return nil
    }
    let stepper = try #require(find(row.style.content))
    let lit = stepper.style.content.filter(\.isStepperHalf).map {
      $0.style.content[0].style.content[0].alpha
    }
    return (lit, row.style.fill)
  }

  @Test func aTapOnAHalfHighlightsItWhileTheFingerIsDown() throws {
    let player = try ScenePlayer(document: SceneLoader.parse(Self.scene, file: "t.yaml"))
    let (before, fill) = try halves(player, at: 0.1)
    #expect(before == [0, 0])
    let (down, pressedFill) = try halves(player, at: 0.25)
    #expect(down == [0, 1] && pressedFill == fill, "the + half lit, the row not")
    #expect(try halves(player, at: 1.0).0 == [0, 0])
    // The finger on the + half: the stepper ends at the row's 16-point margin (the row is inset
    // 16 points), and the + half is (94 − 1) / 2 wide.
    let finger = try #require(player.displayList(at: 0.25).overlays.last)
    let stepperRight: CGFloat = 390 - 16 - 16
    #expect(abs(finger.center.x - (stepperRight - 93.0 / 4)) < 0.01, "\(finger.center)")
  }
}
