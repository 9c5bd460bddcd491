// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// Taps aimed at cells rather than points: the finger lands on the cell's middle where it is
/// drawn, glides there from the last touch, the row highlights while it is down, and the step can
/// push the next screen, leaving the row selected until the screen comes back.
@Suite struct ElementTapTests {
  static let mailboxes = """
    canvas: {width: 390, height: 600, scale: 1, showTouches: {trail: true, travel: 0.4}}
    container: {type: navigation, root: mail}
    screens:
      - name: mail
        title: Mailboxes
        collectionView:
          layout: {type: list, appearance: insetGrouped}
          sections: [{items: [{id: inbox, text: Inbox}, {id: drafts, text: Drafts},
            {id: sent, text: Sent}]}]
      - {name: detail, title: Inbox}

    """

  func player(_ script: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(Self.mailboxes + script, file: "t.yaml"))
  }

  /// The row `id`'s fill and frame as drawn at `time`.
  func row(_ id: String, in player: ScenePlayer, at time: Double) throws -> (CGRect, RGBAColor) {
    let list = player.displayList(at: time)
    let frame = try #require(list.canvasFrameOfItem { $0.hasPrefix("mail/\(id)#") })
    let item = try #require(
      list.screens.flatMap { $0.layers.flatMap(\.items) }.first {
        $0.identity?.hasPrefix("mail/\(id)#") == true
      })
    return (frame, item.style.fill)
  }

  @Test func aTapOnACellLandsOnItsMiddleAndHighlightsItWhileDown() throws {
    let player = try player("script: [{at: 0.5, tap: drafts}]")
    let (frame, before) = try row("drafts", in: player, at: 0.4)
    let (_, pressed) = try row("drafts", in: player, at: 0.55)
    let (_, after) = try row("drafts", in: player, at: 1.0)
    let gray4 = try #require(SystemColors.named("systemGray4", traits: player.traits))
    #expect(pressed == gray4 && before != gray4 && after == before)
    let finger = try #require(player.displayList(at: 0.55).overlays.last)
    #expect(finger.center == CGPoint(x: frame.midX, y: frame.midY))
    // The inbox row is not touched.
    #expect(try row("inbox", in: player, at: 0.55).1 == before)
  }

  @Test func aTapCanPushAndLeavesTheRowSelectedUntilItComesBack() throws {
    let player = try player(
      """
      script:
        - {at: 0.5, tap: {item: inbox, push: detail}}
        - {wait: 0.5}
        - {pop: true}
      """)
    let transitions = try #require(player.director).timeline.transitions
    #expect(transitions.count == 2 && transitions[0].startTime == 0.6)
    let gray4 = try #require(SystemColors.named("systemGray4", traits: player.traits))
    // Still selected as the detail screen slides in, and as the pop starts.
    #expect(try row("inbox", in: player, at: 0.8).1 == gray4)
    let popStart = transitions[1].startTime
    let (_, fading) = try row("inbox", in: player, at: popStart + 0.15)
    let (_, cleared) = try row("inbox", in: player, at: popStart + 0.6)
    #expect(fading != gray4 && fading != cleared && cleared != gray4)
  }

  @Test func theFingerGlidesFromOneTouchToTheNext() throws {
    let player = try player("script: [{at: 0.2, tap: inbox}, {at: 1.5, tap: sent}]")
    let (inbox, _) = try row("inbox", in: player, at: 1)
    let (sent, _) = try row("sent", in: player, at: 1)
    // Half way through the 0.4 s glide, hovering between the two rows, a trail behind it.
    let items = player.displayList(at: 1.3).overlays
    let finger = try #require(items.last)
    #expect(finger.alpha == TouchTrack.hover)
    #expect(abs(finger.center.y - (inbox.midY + sent.midY) / 2) < 0.001)
    #expect(items.count > 1 && items.dropLast().allSatisfy { $0.alpha < finger.alpha })
    // Before the glide the first touch has faded and nothing is drawn.
    #expect(player.displayList(at: 1.0).overlays.isEmpty)
  }

  @Test func aFlingDrawsItsFlick() throws {
    let text = """
      canvas: {width: 300, height: 400, showTouches: true}
      collectionView: {layout: {type: flow, itemSize: [300, 50]}, items: 60}
      script: [{at: 0.5, fling: [0, 2]}]
      """
    let player = try ScenePlayer(document: SceneLoader.parse(text, file: "f.yaml"))
    let during = try #require(player.displayList(at: 0.45).overlays.last)
    let release = try #require(player.displayList(at: 0.5).overlays.last)
    // The content moves down the list: the finger flicks up, across the middle.
    #expect(during.center.y > release.center.y && release.center.y == 200 - 60)
    #expect(player.displayList(at: 0.39).overlays.isEmpty)
  }

  /// `showTouches: {pointer: true}` draws iPadOS's pointer: a 19-point disc that glides at full
  /// strength, shrinks while it clicks and rests where it clicked.
  @Test func anIPadPointerRestsWhereItClicked() throws {
    let text = Self.mailboxes.replacingOccurrences(
      of: "showTouches: {trail: true, travel: 0.4}", with: "showTouches: {pointer: true}")
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        text + "script: [{at: 0.2, tap: inbox}, {at: 1.5, tap: sent}]",
        file: "t.yaml"))
    let (inbox, _) = try row("inbox", in: player, at: 1)
    let pressed = try #require(player.displayList(at: 0.25).overlays.last)
    #expect(pressed.size.width == 19 * 0.8 && pressed.alpha == 1)
    let resting = try #require(player.displayList(at: 0.9).overlays.last)
    #expect(resting.size.width == 19 && resting.center == CGPoint(x: inbox.midX, y: inbox.midY))
    let gliding = try #require(player.displayList(at: 1.3).overlays.last)
    #expect(gliding.alpha == 1 && gliding.center.y > inbox.midY, "full strength on its way")
    // Two seconds after its last click it fades away.
    #expect(player.displayList(at: 1.6 + 2.3).overlays.isEmpty)
  }

  @Test func mistakesAreNamed() {
    let cases: [(String, String)] = [
      ("script: [{tap: {item: nowhere}}]", "item 'nowhere' is not on screen at 0.0 s"),
      ("script: [{tap: {item: inbox, push: detail, present: detail}}]", "a tap opens one screen"),
      ("script: [{tap: {point: [1, 2], item: inbox}}]", "a point stands alone"),
      ("script: [{tap: {push: detail}}]", "expected where to tap: item, rect or point"),
    ]
    for (script, expected) in cases {
      let error = sceneError(Self.mailboxes + script)
      #expect(error?.contains(expected) == true, "\(script): \(error ?? "accepted")")
    }
  }

  /// Parses scene text, returning the error message it produces (or nil when it is valid).
  func sceneError(_ text: String) -> String? {
    do {
      _ = try ScenePlayer(document: SceneLoader.parse(text, file: "t.yaml"))
      return nil
    } catch {
      return error.description
    }
  }
}
