// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelCairo
@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// On a device canvas the bars sit in the safe area as on iOS: a screen's title below the status
/// bar (its bar's background reaching up behind it), the tab bar's items above the home
/// indicator (its background reaching down over it).
@Suite struct DeviceBarsTests {
  func list(canvas: String) throws -> DisplayList {
    let text = """
      canvas: \(canvas)
      container: {type: tabBar, tabs: [a, b]}
      screens:
        - name: a
          title: Albums
          collectionView: {layout: {type: flow, itemSize: [100, 100]}, items: 8}
        - {name: b, title: Songs}
      """
    return try ScenePlayer(document: SceneLoader.parse(text, file: "d.yaml", defaultName: "d"))
      .displayList(at: 0)
  }

  func item(_ identity: String, in screen: DisplayScreen) throws -> DisplayItem {
    try #require((screen.overlays + screen.items).first { $0.identity == identity })
  }

  @Test func onAPhoneTheTitleIsBelowTheStatusBarAndTheTabsAboveTheHomeIndicator() throws {
    let phone = try list(canvas: "{device: iPhone 16 Pro, scale: 1}")
    let screen = try #require(phone.screens.first { $0.identity == "a" })
    // Safe area 62 on top and 34 below: the screen ends where the 49 + 34-point tab bar starts.
    #expect(screen.frame == CGRect(x: 0, y: 0, width: 402, height: 874 - 83))
    let background = try item("title-bar", in: screen)
    #expect(background.center.y == 53 && background.size.height == 106)
    let title = try item("title", in: screen)
    #expect(title.center.y == 62 + 22 && title.size.height == 44 && title.style.label == "Albums")
    #expect(title.style.fill.alpha == 0)  // the background is the bar's
    #expect(try item("title-line", in: screen).center.y == 106 - 0.25)
    // The collection view starts under the bar: nothing of it is under the status bar.
    let cv = try #require(screen.layers.first)
    #expect(cv.frame.minY == 106)
    let tabs = try #require(phone.screens.first { $0.identity == "tab-bar" })
    #expect(tabs.frame == CGRect(x: 0, y: 874 - 83, width: 402, height: 83))
    #expect(tabs.items.filter { $0.style.label != nil }.allSatisfy { $0.center.y == 24.5 })

    // Drawn: the title's ink between 62 and 106; above it, between the status bar's time and
    // its icons, only the bar's light grey.
    let image = try CairoRenderer().raster(phone)
    let titleRow = (160..<240).map { image.pixel(x: $0, y: 84) }
    #expect(titleRow.contains { $0.r < 100 })
    let statusRow = (150..<250).map { image.pixel(x: $0, y: 30) }
    #expect(statusRow.allSatisfy { $0.r > 230 && $0.a == 255 })
  }

  @Test func withoutADeviceTheBarsAreWhereTheyWere() throws {
    let plain = try list(canvas: "{width: 320, height: 480, scale: 1}")
    let screen = try #require(plain.screens.first { $0.identity == "a" })
    #expect(screen.overlays.map(\.identity) == ["title", "title-line"])
    #expect(try item("title", in: screen).center.y == 22)
    let tabs = try #require(plain.screens.first { $0.identity == "tab-bar" })
    #expect(tabs.frame == CGRect(x: 0, y: 480 - 49, width: 320, height: 49))
  }
}
