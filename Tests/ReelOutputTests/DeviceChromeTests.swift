// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelSVG
import ReelTestSupport
import Testing

@testable import ReelCairo
@testable import ReelComposition
@testable import ReelExport
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

@Suite struct DeviceChromeTests {
  func player(_ canvas: String, collectionView: String = "") throws -> ScenePlayer {
    let text = """
      canvas: \(canvas)
      collectionView:
        \(collectionView)
        layout: {type: flow, itemSize: [100, 100]}
        items: 30
        style: {fill: systemRed}
      """
    return try ScenePlayer(document: SceneLoader.parse(text, file: "d.yaml", defaultName: "d"))
  }

  @Test func aDeviceSetsSizeScaleAndTheSafeAreaTheListStartsBelow() throws {
    let phone = try player("{device: iPhone 16 Pro}")
    #expect(phone.canvasSize == CGSize(width: 402, height: 874) && phone.scale == 3)
    let cv = phone.stages[0].collectionView
    #expect(cv.safeAreaInsets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    #expect(cv.adjustedContentInset.top == 62)
    #expect(cv.contentOffset == CGPoint(x: 0, y: -62))  // at rest below the status bar
    let landscape = try player("{device: {model: iphone-16-pro, orientation: landscape}, scale: 1}")
    #expect(landscape.canvasSize == CGSize(width: 874, height: 402) && landscape.scale == 1)
    #expect(
      landscape.stages[0].collectionView.safeAreaInsets
        == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
    // A view below a 100-point header is under none of the top safe area; its own wins.
    let lower = try player("{device: iPhone SE}", collectionView: "frame: [0, 100, 375, 567]")
    #expect(lower.stages[0].collectionView.safeAreaInsets == .zero)
    let own = try player("{device: iPad}", collectionView: "safeAreaInsets: 5")
    #expect(own.stages[0].collectionView.safeAreaInsets.top == 5)
  }

  @Test func theScreenHasRoundedCornersAStatusBarAndAHomeIndicator() throws {
    let renderer = CairoRenderer()
    let list = try player("{device: iPhone 16 Pro, scale: 1}").displayList(at: 0)
    #expect(list.pixelWidth == 402 && list.pixelHeight == 874)
    let image = try renderer.raster(list)
    #expect(image.pixel(x: 1, y: 1).a == 0)  // outside the display's 62-point corner
    #expect(image.pixel(x: 201, y: 437).a == 255)
    // Dark text in the status bar's left ear (the time), on the white screen.
    let ear = (0..<40).flatMap { dy in (40..<100).map { dx in image.pixel(x: dx, y: 12 + dy) } }
    #expect(ear.contains { $0.r < 80 && $0.a == 255 })
    // The home indicator: a dark bar centred 8 points above the bottom, 134 points wide.
    #expect(image.pixel(x: 201, y: 863).r < 60 && image.pixel(x: 201 + 80, y: 863).r > 200)
    // Dark mode turns the chrome white; landscape iPhones hide the status bar.
    let dark = try player("{device: iPhone SE, scale: 1}").displayList(at: 0)
    #expect(dark.overlays.contains { $0.style.label == "9:41" })
    let wide = try player("{device: {model: iPhone 16, orientation: landscape}}").displayList(at: 0)
    #expect(!wide.overlays.contains { $0.style.label == "9:41" })
  }

  /// Content covering the screen hides what is under it, even along the display's rounded
  /// corners: a red canvas under a white collection view left a faint red fringe there, because
  /// each layer was cut by the corner's anti-aliased clip on its own.
  @Test func aCoveredViewLeavesNoFringeAlongTheRoundedCorners() throws {
    let text = """
      canvas: {device: {model: iPhone 16 Pro, frame: true}, scale: 2, background: "#FF0000"}
      collectionView:
        background: "#FFFFFF"
        layout: {type: flow, itemSize: [10, 10]}
        items: 0
      """
    let player = try ScenePlayer(document: SceneLoader.parse(text, file: "d.yaml"))
    let image = try CairoRenderer().raster(player.displayList(at: 0))
    // Every pixel is a mix of the white screen and the dark bezel: grey, never reddish.
    var worst = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        worst = max(worst, Int(p.r) - Int(p.g))
      }
    }
    #expect(worst <= 2, "a red fringe: red exceeds green by \(worst)")
  }

  @Test func aFrameGrowsTheOutputAndEveryBackendDrawsIt() throws {
    let p = try player("{device: {model: iPhone SE, frame: true}, scale: 1}")
    let list = p.displayList(at: 0)
    #expect(list.outputSize == CGSize(width: 375 + 28, height: 667 + 28))
    let image = try CairoRenderer().raster(list)
    #expect(image.width == 403 && image.height == 695)
    let bezel = image.pixel(x: 7, y: 300)
    #expect(bezel.a == 255 && bezel.r < 40)  // the frame
    #expect(image.pixel(x: 100, y: 300).r > 200)  // the (red) cells' screen, moved in by 14
    let svg = String(decoding: try CairoRenderer().svg(list), as: UTF8.self)
    #expect(svg.contains("width=\"403pt\"") || svg.contains("width=\"403\""))
    // Vectors: the bezel is a ring, the screen painted over nothing — not the page as an image.
    #expect(!svg.contains("<image"))
    var writer = AnimatedSVGWriter(size: p.canvasSize, background: p.background, fps: 10)
    writer.add(list)
    let animated = writer.svg()
    #expect(animated.contains("width=\"403\"") && animated.contains("clip-path=\"url(#screen)\""))
  }

  @Test(arguments: [
    ("{device: iPhone 17}", "expected a device (iPhone 16 Pro"),
    ("{device: iPad, width: 10, height: 10}", "sets the canvas size"),
    ("{device: {model: iPad, orientation: upside}}", "expected portrait or landscape"),
    ("{device: {model: iPad, time: \"\"}}", "expected a short time"),
    ("{device: {model: iPad, statusBarStyle: black}}", "expected darkContent or lightContent"),
    ("{device: {orientation: landscape}}", "model: missing"),
    ("{device: [iPad]}", "expected"),
  ])
  func wrongDevicesAreLocatedErrors(_ canvas: String, _ message: String) {
    #expect(throws: SceneError.self) { try player(canvas) }
    do { _ = try player(canvas) } catch {
      #expect("\(error)".contains(message) && "\(error)".contains("d.yaml:1:"), "\(error)")
    }
  }
}
