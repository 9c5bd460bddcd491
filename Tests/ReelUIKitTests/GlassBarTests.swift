// SPDX-License-Identifier: MIT
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// Bars in the iOS 26 look, the default (SPEC-VIEWS 7.17, 7.24): items on glass platters in the
/// label colour, the back button a round platter with the chevron alone, no bar background or
/// hairline but a fade of the content under the bar, and a tab bar floating as a capsule.
@MainActor
@Suite struct GlassBarTests {
  init() {
    ViewControllerRegistry.shared.register("GlassAlbums") { TitledGridController(large: false) }
    ViewControllerRegistry.shared.register("GlassHome") {
      TabbedGridController(title: "Home", symbol: "house.fill")
    }
    ViewControllerRegistry.shared.register("GlassInbox") {
      TabbedGridController(title: "Inbox", symbol: "tray")
    }
  }

  func raster(_ scene: String, at time: Double? = nil) throws -> Raster {
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        "canvas: {device: {model: iPhone 16 Pro}, scale: 1}\n\(scene)", file: "glass.yaml"))
    return try CairoRenderer().raster(player.displayList(at: time ?? player.duration, scale: 1))
  }

  @Test func barItemsSitOnPlattersInTheLabelColour() throws {
    let image = try raster("viewController: {type: GlassAlbums, navigation: true}")
    // "Edit" from the leading margin (16) on its platter, 44 tall from the bar's top (62): its
    // text dark, not the tint; the platter's rim and shadow set it off the white screen.
    let edit = (30..<60).map { image.pixel(x: $0, y: 84) }
    #expect(edit.contains { $0.r < 80 && $0.g < 80 && $0.b < 80 })
    #expect(!edit.contains { $0.b > 200 && $0.r < 100 })
    let screen = image.pixel(x: 2, y: 84).r
    let rim = (13..<19).map { image.pixel(x: $0, y: 84) }
    #expect(rim.contains { Int($0.r) < Int(screen) - 8 })
  }

  @Test func theBackButtonIsARoundPlatterWithTheChevronAlone() throws {
    ViewControllerRegistry.shared.register("GlassPlaces") { PlacesController() }
    let image = try raster(
      """
      viewController: {type: GlassPlaces, navigation: true}
      script:
        - {at: 0.5, tap: [100, 300], animation: {duration: 0}}
      """, at: 2)
    // The chevron in the 44-point circle from x 16; no back title after it, up to the title.
    let chevron = (30..<46).map { image.pixel(x: $0, y: 84) }
    #expect(chevron.contains { $0.r < 80 })
    let gap = (64..<140).map { image.pixel(x: $0, y: 84) }
    #expect(!gap.contains { $0.r < 120 })
  }

  @Test func contentUnderTheBarFadesWithoutAHairline() throws {
    let image = try raster(
      """
      viewController: {type: GlassAlbums, navigation: true}
      script:
        - scroll: {to: [0, 200]}
      """)
    // The cyan cells fade toward white up to the status bar; no separator along the bar's
    // bottom (106): in the white gap between the two columns the row there is white.
    let high = image.pixel(x: 100, y: 20)
    let low = image.pixel(x: 100, y: 160)
    #expect(Int(high.r) > Int(low.r) + 60)
    let gap = (104..<109).map { image.pixel(x: 200, y: $0) }
    #expect(gap.allSatisfy { $0.r > 250 && $0.g > 250 && $0.b > 250 }, "\(gap)")
  }

  @Test func theTabBarFloatsAsACapsuleWithTheSelectedItemOnAPill() throws {
    let image = try raster("viewController: {tabs: [GlassHome, GlassInbox], selected: 0}")
    // The capsule: 21 points in from the edges, 62 tall, its bottom 21 above the screen's.
    // Outside it, the grid's cells go on (cyan); inside, the glass lightens them.
    let outside = image.pixel(x: 10, y: 874 - 31)
    let inside = image.pixel(x: 30, y: 874 - 31)
    #expect(outside.r < 60 && outside.b > 150)
    #expect(inside.r > outside.r + 60)
    // Below the capsule, above the home indicator: no bar background.
    #expect(image.pixel(x: 60, y: 874 - 14).r < 60)
    // Inbox, not selected, in the label colour; Home, selected, in the tint.
    let inbox = (250..<320).flatMap { x in (874 - 60..<874 - 30).map { image.pixel(x: x, y: $0) } }
    #expect(inbox.contains { $0.r < 60 && $0.g < 60 && $0.b < 60 })
    let home = (70..<140).flatMap { x in (874 - 60..<874 - 30).map { image.pixel(x: x, y: $0) } }
    #expect(home.contains { $0.b > 200 && $0.r < 60 && $0.g < 160 })
  }
}
