// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelRender
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// Seed 002 in scene files: navigation, tab and modal transitions, interactive ones and
/// layout-to-layout pushes.
@Suite struct ScreenSceneTests {
  func seed(_ name: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.load(path: scenePath("seeds/\(name).yaml")))
  }

  func director(_ player: ScenePlayer) throws -> ScreenDirector { try #require(player.director) }

  /// The layer showing `name` at `time`.
  func layer(_ player: ScenePlayer, _ name: String, at time: Double) throws -> ScreenLayer? {
    try director(player).timeline.layers(at: time).last { $0.screenName == name }
  }

  @Test func aPushSlidesTheNewScreenInAndMovesTheOldOneByThirtyPercent() throws {
    let player = try seed("002-push-pop")
    // easeInEaseOut is symmetric, so half the time is half the way.
    let from = try #require(try layer(player, "albums", at: 0.65)).state.transform
    let to = try #require(try layer(player, "detail", at: 0.65)).state.transform
    #expect(abs(from.m41 + 0.3 * 320 / 2) < 1e-6)
    #expect(abs(to.m41 - 320 / 2) < 1e-6)
    // A pop keeps the outgoing screen on top.
    let popping = try director(player).timeline.layers(at: 1.6).compactMap(\.screenName)
    #expect(popping == ["albums", "detail"])
    #expect(try director(player).timeline.layers(at: 2.0).compactMap(\.screenName) == ["albums"])
  }

  @Test func anEdgePanReleasedBeforeHalfWayCancelsAndRestoresTheStack() throws {
    let player = try seed("002-interactive-pop")
    let director = try director(player)
    let transitions = director.timeline.transitions
    #expect(transitions.count == 3)
    let cancelled = transitions[1]
    let finished = transitions[2]
    // Progress when the finger lifts: its distance over the width.
    let cancelledAt = try #require(cancelled.interaction?.ending)
    #expect(cancelledAt.finished == false)
    #expect(
      abs(try #require(cancelled.interaction).interactivePercent(at: cancelledAt.time) - 88.0 / 320)
        < 1e-9)
    let finishedAt = try #require(finished.interaction?.ending)
    #expect(finishedAt.finished)
    #expect(
      abs(try #require(finished.interaction).interactivePercent(at: finishedAt.time) - 232.0 / 320)
        < 1e-9)
    // After the cancel the note is back on top, untransformed, and the stack still holds it.
    let afterCancel = try #require(cancelled.endTime) + 0.01
    let top = try #require(director.timeline.layers(at: afterCancel).last)
    #expect(top.screenName == "note" && top.state.transform == .identity)
    // After the finish only the list is left.
    #expect(director.timeline.layers(at: 3.9).compactMap(\.screenName) == ["list"])
    #expect(director.state.stack == ["list"])
  }

  @Test func alongsideAnimationsFollowThePanAndAreUndoneOnCancel() throws {
    let player = try seed("002-interactive-pop")
    func badgeAlpha(_ time: Double) -> CGFloat? {
      let list = player.displayList(at: time)
      return list.screens.first { $0.overlays.first?.style.label == "Note 2" }?.items.first {
        $0.style.label == "Saved"
      }?.alpha
    }
    #expect(badgeAlpha(1.0) == 1)
    let mid = try #require(badgeAlpha(1.75))  // the finger is down, about a quarter of the way
    #expect(mid > 0.5 && mid < 1)
    #expect(badgeAlpha(2.4) == 1)  // cancelled: restored
    let late = try #require(badgeAlpha(3.2))  // the finger near the end: mostly gone
    #expect(late < 0.5)
    #expect(try #require(badgeAlpha(3.4)) < 0.05)  // finishing: all but gone
  }

  @Test func aScriptedInteractiveTransitionStopsWhereTheProgressWasAndCanBeCancelled() throws {
    let player = try player(
      """
      canvas: {width: 200, height: 300}
      screens:
        - {name: a, title: A}
        - {name: b, title: B}
      script:
        - {at: 0, push: b}
        - {at: 1, pop: true, interactive: true}
        - {at: 1.2, progress: 0.2}
        - {at: 1.4, progress: 0.4}
        - {at: 1.5, cancelTransition: true}
      """)
    let director = try director(player)
    let pop = director.timeline.transitions[1]
    // The progress moves linearly between steps, as layout transitions' `progress` does.
    #expect(abs(pop.timeFraction(at: 1.1) - 0.1) < 1e-9)
    #expect(abs(pop.timeFraction(at: 1.3) - 0.3) < 1e-9)
    #expect(pop.timeFraction(at: 1.5) == 0.4)  // the moment of the cancel
    // It runs back over 0.4 × 0.5 s.
    #expect(abs(try #require(pop.endTime) - 1.7) < 1e-9)
    #expect(director.timeline.layers(at: 2).compactMap(\.screenName) == ["b"])
    #expect(director.state.stack == ["a", "b"])
  }

  @Test func theCustomModalGrowsFromOnePointToTwoThirdsOverADimmingView() throws {
    let player = try seed("002-modal")
    let start = try #require(try layer(player, "card", at: 0.4)).state.frame
    #expect(start.width == 1 && start.midX == 160)
    let shown = try #require(try layer(player, "card", at: 1.0)).state.frame
    #expect(
      abs(shown.width - 320 * 2 / 3) < 1e-9 && abs(shown.height - 320) < 1e-9 && shown.midY == 240)
    let list = player.displayList(at: 1.2)
    let dimming = try #require(list.screens.first { $0.background?.alpha == 0.5 })
    #expect(
      dimming.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && dimming.background?.red == 0)
    // The presenting screen stays put, below the dimming view.
    #expect(list.screens.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(list.screens.first?.transform == .identity)
    // After the dismissal neither the card nor the dimming view is left.
    #expect(player.displayList(at: 2.2).screens.count == 1)
  }

  @Test func tabSwitchesSlideTheWholeWidthAndTheTabBarStays() throws {
    let player = try seed("002-tabs")
    let incoming = try #require(try layer(player, "library", at: 0.4)).state.transform
    #expect(incoming.m41 == 320)
    let backward = try #require(try layer(player, "featured", at: 2.2)).state.transform
    #expect(backward.m41 == -320)
    let director = try director(player)
    #expect(
      director.selectedTab(at: 0.5) == 1 && director.selectedTab(at: 1.4) == 2
        && director.selectedTab(at: 2.3) == 0)
    // The swipe goes past half the width, so it finishes on the library tab.
    #expect(director.state.selectedTab == 1)
    let bar = try #require(player.displayList(at: 0.6).screens.last)
    #expect(bar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
  }

  @Test func aLayoutToLayoutPushAnimatesTheSharedCollectionView() throws {
    let player = try seed("002-layout-to-layout")
    let stage = player.stages[0]
    func size(_ time: Double) -> CGSize? {
      stage.timeline.elements(at: time).first { $0.identity.id == "0" }?.attributes.size
    }
    #expect(size(0.2) == CGSize(width: 60, height: 60))
    #expect(size(1.2) == CGSize(width: 148, height: 148))
    #expect(size(2.3) == CGSize(width: 304, height: 64))
    #expect(size(3.4) == CGSize(width: 148, height: 148))
    #expect(size(4.5) == CGSize(width: 60, height: 60))
    // Nothing slides: the screens keep their frames and transforms.
    for layer in try director(player).timeline.layers(at: 0.6) {
      #expect(layer.state.transform == .identity)
    }
  }

  @Test func keyframeTransformsComposeScaleRotationTranslationThenPerspective() throws {
    let player = try seed("002-keyframes")
    let start = try director(player).timeline.transitions[0].animations.views[.to]!.start
    #expect(start.alpha == 0)
    #expect(abs(start.transform.m34 - (-1.0 / 600) * cos(80 * .pi / 180)) < 1e-12)
    #expect(abs(start.transform.m41 - 160) < 1e-9)
  }

  @Test(arguments: [
    ("- {pop: true}", "cannot pop the root screen 'a'"),
    ("- {push: a}", "Pushing the same view controller instance more than once is not supported"),
    ("- {push: c}", "unknown screen 'c'"),
    ("- {present: a}", "Application tried to present modally an active controller 'a'"),
    ("- {selectTab: 1}", "selectTab needs a tab bar container"),
    ("- {push: b, alongside: {nope: {alpha: 0}}}", "alongside names 'nope'"),
    (
      "- {push: b}\n  - {at: 1, edgePan: {points: [[150, 10], [190, 10]], duration: 0.3}}",
      "starts within 24 pt of the left edge"
    ),
    ("- {push: b, interactive: true}", "never finished or cancelled"),
    ("- {push: b}\n  - {at: 0.2, pop: true}", "another screen transition runs until 0.5 s"),
  ])
  func badScreenStepsSayWhatIsWrong(_ script: String, _ message: String) {
    let text = """
      canvas: {width: 200, height: 300}
      screens:
        - {name: a, title: A}
        - {name: b, title: B}
      script:
        \(script)
      """
    let error = sceneError(text)
    #expect(error?.contains(message) == true, "\(error ?? "no error")")
  }

  @Test func inspectListsTheScreensEvenWithoutACollectionView() throws {
    let player = try player(
      """
      canvas: {width: 200, height: 300}
      screens: [{name: a, title: A}, {name: b, title: B}]
      script:
        - {push: b}
      """)
    let table = InspectTable.render(player.inspect(at: 0.25))
    #expect(table.contains("a              0 0 200 300                   1      -30 0"), "\(table)")
    #expect(table.contains("b              0 0 200 300                   1      100 0"), "\(table)")
  }

  @Test func presentingTwiceUsesUIKitsWording() {
    let error = sceneError(
      """
      canvas: {width: 200, height: 300}
      screens: [{name: a}, {name: b}, {name: c}]
      script:
        - {present: b}
        - {at: 1, present: c}
      """)
    #expect(
      error?.contains("Attempt to present 'c' on 'a' which is already presenting 'b'") == true,
      "\(error ?? "")")
  }
}
