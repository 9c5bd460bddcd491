// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// A grid screen with a tab bar item, as an iOS app's tabs set theirs up.
final class TabbedGridController: UIViewController {
  let symbol: String
  let badge: String?

  init(title: String, symbol: String, badge: String? = nil) {
    self.symbol = symbol
    self.badge = badge
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tabBarItem.image = UIImage(systemName: symbol)
    tabBarItem.badgeValue = badge
    embedGrid()
  }
}

/// A tab bar controller as iOS lays it out: the bar along the bottom over the home indicator's
/// strip, its items from the screens' `tabBarItem`s, the selected one in the tint.
@MainActor
@Suite struct HostedTabBarTests {
  init() {
    ViewControllerRegistry.shared.register("HomeTab") {
      TabbedGridController(title: "Home", symbol: "house.fill")
    }
    ViewControllerRegistry.shared.register("InboxTab") {
      TabbedGridController(title: "Inbox", symbol: "tray", badge: "3")
    }
    ViewControllerRegistry.shared.register("SettingsTab") {
      TabbedGridController(title: "Settings", symbol: "gear")
    }
  }

  func controller(_ count: Int = 3) -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = (0..<count).map {
      TabbedGridController(title: "Tab \($0)", symbol: "star")
    }
    return tabs
  }

  @Test func theBarSitsAboveTheHomeIndicatorAndTheScreensSafeAreaEndsAtIt() throws {
    let tabs = controller()
    tabs.hostSafeAreaInsets = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
    tabs.view.frame = CGRect(x: 0, y: 0, width: 402, height: 874)
    tabs.view.layoutIfNeeded()
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 874 - 83, width: 402, height: 83))
    let shown = try #require(tabs.selectedViewController)
    #expect(shown.view.safeAreaInsets.bottom == 83)
    #expect(tabs.tabBar.items?.map(\.title) == ["Tab 0", "Tab 1", "Tab 2"])
    #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
    #expect(shown.tabBarController === tabs)
  }

  @Test func selectingATabSwapsTheScreensAndTellsTheDelegate() throws {
    final class Watcher: UITabBarControllerDelegate {
      var selected: [String?] = []
      func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
      ) { selected.append(viewController.title) }
    }
    let tabs = controller()
    let watcher = Watcher()
    tabs.delegate = watcher
    tabs.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    tabs.view.layoutIfNeeded()
    let second = try #require(tabs.tabBar.items?[1])
    tabs.tabBar.delegate?.tabBar(tabs.tabBar, didSelect: second)
    #expect(tabs.selectedIndex == 1)
    #expect(watcher.selected == ["Tab 1"])
    #expect(tabs.viewControllers?[1].view.superview === tabs.view)
    #expect(tabs.viewControllers?[0].viewIfLoaded?.superview == nil)
    #expect(tabs.tabBar.selectedItem === second)
  }

  @Test func pastFiveScreensTheFifthItemIsMore() {
    let tabs = controller(7)
    tabs.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    tabs.view.layoutIfNeeded()
    #expect(tabs.tabBar.items?.map(\.title) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3", "More"])
  }

  @Test func aNavigationControllersTabShowsItsRootScreensItem() {
    let root = TabbedGridController(title: "Albums", symbol: "photo")
    let navigation = UINavigationController(rootViewController: root)
    #expect(navigation.tabBarItem === root.tabBarItem)
    let own = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
    navigation.tabBarItem = own
    #expect(navigation.tabBarItem === own)
    #expect(own.title == "Favorites")
  }

  @Test func theSceneDrawsTheBarWithTheSelectedItemInTheTint() throws {
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        """
        canvas: {device: {model: iPhone 16 Pro}, scale: 1}
        viewController: {tabs: [HomeTab, InboxTab, {type: SettingsTab, navigation: true}], \
        selected: 1}
        """, file: "tabs.yaml"))
    let image = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    // Three items of 134 points over 874 − 83; each icon centred 19 points below the bar's top.
    let iconY = 874 - 83 + 19
    func colours(_ x: Range<Int>) -> [(r: UInt8, g: UInt8, b: UInt8)] {
      (iconY - 8..<iconY + 8).flatMap { y in
        x.map {
          let p = image.pixel(x: $0, y: y)
          return (p.r, p.g, p.b)
        }
      }
    }
    let blue = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.b > 200 && p.r < 100 }
    let grey = { (p: (r: UInt8, g: UInt8, b: UInt8)) in
      p.r < 170 && abs(Int(p.r) - Int(p.b)) < 20 && p.b < 170
    }
    #expect(colours(180..<222).contains(where: blue))  // Inbox, selected
    #expect(!colours(50..<84).contains(where: blue))  // Home
    #expect(colours(50..<84).contains(where: grey))
    #expect(colours(318..<352).contains(where: grey))  // Settings
    // Inbox's badge, red, at its icon's top trailing corner.
    let badge = (iconY - 16..<iconY).flatMap { y in (205..<235).map { image.pixel(x: $0, y: y) } }
    #expect(badge.contains { $0.r > 200 && $0.g < 80 && $0.b < 80 })
    // The titles under the icons.
    let titles = (874 - 83 + 37..<874 - 83 + 46).flatMap { y in
      (40..<94).map { image.pixel(x: $0, y: y) }
    }
    #expect(titles.contains { $0.r < 170 && $0.r > 60 })
  }

  /// Before iOS 26 (a full-width bar).
  @Test func atTheContentsEndTheBarIsTransparent() throws {
    func bar(_ script: String) throws -> [(r: UInt8, g: UInt8, b: UInt8)] {
      let player = try ScenePlayer(
        document: SceneLoader.parse(
          """
          systemVersion: 18
          canvas: {device: {model: iPhone 16 Pro}, scale: 1}
          viewController: {tabs: [HomeTab, InboxTab]}
          \(script)
          """, file: "tabs.yaml"))
      let image = try CairoRenderer().raster(player.displayList(at: player.duration, scale: 1))
      // Between the two items, from the bar's top to above the home indicator.
      return (874 - 83 + 2..<874 - 16).map { y in
        let p = image.pixel(x: 201, y: y)
        return (p.r, p.g, p.b)
      }
    }
    // At rest the grid's cells run on under the bar, behind its material (tinted, not white).
    #expect(try bar("").contains { $0.r < 250 })
    // Flung to the end: nothing under the bar, the background shows through as it is.
    let end = try bar("script:\n  - fling: [0, 40]")
    #expect(end.allSatisfy { $0 == (255, 255, 255) }, "\(end)")
  }

  @Test(arguments: [
    ("{tabs: []}", "tabs.yaml:2:24: error: viewController.tabs: expected 1 to 64 tabs"),
    ("{tabs: [Nope]}", "tabs.yaml:2:25: error: viewController.tabs[0]: unknown view controller"),
    (
      "{tabs: [HomeTab], selected: 1}",
      "tabs.yaml:2:45: error: viewController.selected: expected a whole number from 0 to 0, found 1"
    ),
    ("{type: HomeTab, tabs: [HomeTab]}", "a tab bar controller has tabs, not a type"),
    ("{type: HomeTab, selected: 0}", "a selected tab needs tabs"),
  ])
  func badTabsAreNamed(value: String, message: String) {
    do {
      _ = try SceneLoader.parse(
        "canvas: {width: 390, height: 844}\nviewController: \(value)\n", file: "tabs.yaml")
      Issue.record("\(value) was accepted")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }
}
