// SPDX-License-Identifier: MIT
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// A hosted controller's own pushes, pops, presentations and tab switches play through Reel's
/// screen transition engine as UIKit animates them: the screens slide, the bar's contents
/// cross-fade, and the script goes on acting on the screen in front.
@MainActor
@Suite struct HostedNavigationTests {
  func play(_ script: String, animates: Bool = true) throws -> (ScenePlayer, PlacesController) {
    try hostedScene("Places", navigation: true, script: script) {
      let places = PlacesController()
      places.animates = animates
      return places
    }
  }

  /// The screens drawn at `time`, by name, with their frames' left edges (points).
  func screens(_ player: ScenePlayer, at time: Double) -> [String: CGFloat] {
    var result: [String: CGFloat] = [:]
    for screen in player.displayList(at: time, scale: 1).screens {
      let x = screen.frame.minX + screen.transform.m41
      result[screen.identity ?? "?"] = x
    }
    return result
  }

  @Test func aTappedRowPushesItsDetailWithUIKitsSlide() throws {
    // Row 4 of the list (51 points each, under the 44-point bar).
    let (player, places) = try play("  - {at: 0.5, tap: [100, 260]}")
    let detail = try #require(places.navigationController?.topViewController as? PlaceController)
    #expect(screens(player, at: 0.4) == ["main": 0])
    // Half-way (0.175 s into 0.35 s) the detail slides in from the right over the list, which
    // moves left by less (UIKit's parallax).
    let middle = screens(player, at: 0.675)
    let incoming = try #require(middle["PlaceController"])
    let outgoing = try #require(middle["main"])
    #expect(incoming > 0 && incoming < 390)
    #expect(outgoing < 0 && outgoing > -117.1)
    // Done at 0.85 s: the detail alone, its label drawn, its title in the bar.
    #expect(screens(player, at: 0.86) == ["PlaceController": 0])
    let list = player.displayList(at: 0.86, scale: 1)
    #expect(list.screens[0].items.count == 1)
    #expect(detail.title == "Place \(detail.number)")
    // The bar cross-fades: half-way both screens' bar items are drawn, each partly faded.
    let bars = player.displayList(at: 0.675, scale: 1).overlays.filter {
      $0.identity?.contains("/front") == true
    }
    #expect(bars.contains { $0.identity?.hasPrefix("main/") == true && $0.alpha < 1 })
    #expect(bars.contains { $0.identity?.hasPrefix("PlaceController/") == true && $0.alpha < 1 })
  }

  @Test func theBackButtonPopsAndTheScriptActsOnTheListAgain() throws {
    // Push a detail, tap the back button (top leading, in the bar), then scroll the list.
    let (player, places) = try play(
      """
        - {at: 0.5, tap: [100, 260]}
        - {at: 1.2, tap: [30, 22]}
        - {at: 2, scroll: {to: [0, 200]}, animation: {duration: 0.3}}
      """)
    #expect(places.navigationController?.topViewController === places)
    let middle = screens(player, at: 1.2 + 0.175)
    #expect(middle.count == 2)
    #expect(try #require(middle["PlaceController"]) > 0)
    #expect(screens(player, at: 1.6) == ["main": 0])
    #expect(player.stages[0].timeline.contentOffset(at: 2.4).y > 100)
  }

  @Test func aPushedListIsWhatLaterStepsScroll() throws {
    let (player, _) = try play(
      """
        - {at: 0.5, tap: [100, 70]}
        - {at: 1.5, scroll: {to: [0, 300]}, animation: {duration: 0.3}}
      """)
    #expect(player.stages.count == 2)
    let pushed = player.stages[1]
    #expect(pushed.spec.name == "PlacesController")
    #expect(pushed.timeline.contentOffset(at: 2).y > 200)
    #expect(player.stages[0].timeline.contentOffset(at: 2).y < 0)
  }

  @Test func inspectListsTheCollectionViewsOnScreen() throws {
    let (player, _) = try play("  - {at: 0.5, tap: [100, 70]}")
    func shown(_ json: JSONValue) -> String? {
      guard case .object(let fields) = json,
        case .string(let name)? = fields.first(where: { $0.0 == "collectionView" })?.1
      else { return nil }
      return name
    }
    #expect(shown(player.inspect(at: 0.2)) == "main")
    #expect(shown(player.inspect(at: 1)) == "PlacesController")
    // Half-way through the push, the layout text has both lists; after it, the pushed one.
    let middle = player.layoutText(at: 0.675)
    #expect(middle.contains("collection view main") && middle.contains("PlacesController"))
    #expect(!player.layoutText(at: 1).contains("collection view main"))
  }

  @Test func aControllerPlayedFromSwiftDrawsItsBars() throws {
    let navigation = UINavigationController(rootViewController: TitledGridController(large: true))
    let player = try ScenePlayer(name: "albums", viewController: navigation)
    let bars = player.displayList(at: 0, scale: 1).overlays.filter {
      $0.identity?.hasPrefix("front") == true
    }
    #expect(bars.contains { $0.size.width == 390 && $0.size.height == 96 })
  }

  @Test func aPushWithoutAnimationHappensAtOnce() throws {
    let (player, _) = try play("  - {at: 0.5, tap: [100, 260]}", animates: false)
    #expect(screens(player, at: 0.5) == ["PlaceController": 0])
    #expect(screens(player, at: 0.49) == ["main": 0])
  }

  @Test func aPresentedScreenSlidesUpAndItsDismissalSlidesItDown() throws {
    // The Info button at the bar's trailing end presents; `close` dismisses.
    let (player, places) = try play(
      """
        - {at: 0.5, tap: [360, 22]}
        - {at: 1.5, perform: close}
      """)
    #expect(places.presentedViewController == nil)
    func top(at time: Double) -> CGFloat? {
      player.displayList(at: time, scale: 1).screens.first { $0.identity == "InfoController" }
        .map { $0.frame.minY + $0.transform.m42 }
    }
    let rising = try #require(top(at: 0.75))
    #expect(rising > 0 && rising < 844)
    #expect(top(at: 1.2) == 0)
    let falling = try #require(top(at: 1.75))
    #expect(falling > 0)
    #expect(top(at: 2.1) == nil)
  }

  @Test func aTabBarItemTappedShowsItsScreenAtOnce() throws {
    ViewControllerRegistry.shared.register("TabOne") {
      TabbedGridController(title: "One", symbol: "star")
    }
    ViewControllerRegistry.shared.register("TabTwo") {
      TabbedGridController(title: "Two", symbol: "gear")
    }
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        """
        canvas: {width: 390, height: 844}
        viewController: {tabs: [TabOne, TabTwo]}
        script:
          - {at: 0.5, tap: [290, 820]}
        """, file: "tabs.yaml"))
    #expect(screens(player, at: 0.4) == ["main": 0])
    let shown = player.displayList(at: 0.5, scale: 1).screens
    #expect(shown.count == 1)
    #expect(shown.first?.identity == "TabbedGridController")
  }
}
