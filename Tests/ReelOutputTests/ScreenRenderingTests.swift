// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRuntime
import ReelScene
import ReelTestSupport
import ReelViews
import Testing

@testable import ReelCairo
@testable import ReelGeometry
@testable import ReelRender

@Suite struct ScreenRenderingTests {
  let renderer = CairoRenderer()
  let green = RGBAColor(r: 52, g: 199, b: 89)
  let blue = RGBAColor(r: 0, g: 122, b: 255)

  /// A 100×100 canvas with one 60×60 screen at (20, 20): green, a blue 20×20 box at its centre.
  func canvas(_ screen: (inout DisplayScreen) -> Void) -> DisplayList {
    var s = DisplayScreen(
      frame: CGRect(x: 20, y: 20, width: 60, height: 60), background: green,
      items: [box(CGPoint(x: 30, y: 30), CGSize(width: 20, height: 20), fill: blue)])
    screen(&s)
    return DisplayList(
      size: CGSize(width: 100, height: 100), scale: 1, background: .white, layers: [], screens: [s])
  }

  @Test func anUntransformedScreenDrawsItsContentInScreenCoordinates() throws {
    let raster = try renderer.raster(canvas { _ in })
    #expect(rgb(raster, 50, 50) == [0, 122, 255])  // box centre: screen (30, 30) + origin (20, 20)
    #expect(rgb(raster, 25, 25) == [52, 199, 89])
    #expect(rgb(raster, 10, 10) == [255, 255, 255])
    #expect(rgb(raster, 85, 50) == [255, 255, 255])
  }

  @Test func aTranslatedScreenMovesAsAWhole() throws {
    let raster = try renderer.raster(
      canvas { $0.transform = Transform3D(translationX: 30, y: 0, z: 0) })
    #expect(rgb(raster, 80, 50) == [0, 122, 255])
    #expect(rgb(raster, 30, 50) == [255, 255, 255])  // where the screen was
  }

  /// A black box just right of the screen's bounds (screen x 60…80) must not show, moved or not.
  @Test(arguments: [0.0, -30.0])
  func contentOutsideTheScreenIsClipped(_ shift: Double) throws {
    let raster = try renderer.raster(
      canvas {
        $0.transform = Transform3D(translationX: CGFloat(shift), y: 0, z: 0)
        $0.items.append(box(CGPoint(x: 70, y: 30), CGSize(width: 20, height: 20), fill: .black))
      })
    #expect(rgb(raster, Int(90 + shift), 50) == [255, 255, 255])
    #expect(rgb(raster, Int(75 + shift), 50) == [52, 199, 89])  // the screen's own edge is drawn
  }

  @Test func aFadedScreenIsOneGroup() throws {
    let raster = try renderer.raster(canvas { $0.alpha = 0.5 })
    // Half blue over white — not blue over half-visible green.
    let centre = rgb(raster, 50, 50)
    #expect(abs(centre[0] - 128) <= 1 && abs(centre[1] - 189) <= 1 && centre[2] == 255)
  }

  @Test func aPerspectiveScreenIsProjected() throws {
    var turn = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0)
    turn.m14 = 0.6 * -1.0 / 500  // small perspective so the screen is not planar-affine
    let raster = try renderer.raster(canvas { $0.transform = turn })
    #expect(rgb(raster, 50, 50) == [0, 122, 255])  // the centre stays put
    #expect(rgb(raster, 22, 50) == [255, 255, 255])  // the turned screen is narrower
  }

  @Test func screensDrawAboveCollectionViewsAndSVGWorks() throws {
    var list = canvas { _ in }
    list.layers = [
      DisplayLayer(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), contentOffset: .zero,
        background: .black, items: [])
    ]
    let raster = try renderer.raster(list)
    #expect(rgb(raster, 25, 25) == [52, 199, 89] && rgb(raster, 5, 5) == [0, 0, 0])
    let svg = String(
      decoding: try renderer.svg(
        canvas { $0.transform = Transform3D(translationX: 5, y: 0, z: 0) }), as: UTF8.self)
    #expect(svg.contains("<image"))  // a transformed screen is embedded as an image
  }
}

/// Seed 002's scenes drawn: what the pixels show during and after transitions.
@Suite struct ScreenSceneRenderingTests {
  let renderer = CairoRenderer()

  func raster(_ scene: String, at time: Double) throws -> Raster {
    let root = repositoryRoot
    let player = try ScenePlayer(
      document: SceneLoader.load(
        path: root.appendingPathComponent("scenes/seeds/\(scene).yaml").path))
    return try renderer.raster(player.displayList(at: time, scale: 1))
  }

  @Test func thePresentedCardSitsOverHalfBlackDimming() throws {
    let r = try raster("002-modal", at: 1.2)
    #expect(rgb(r, 160, 380) == [255, 255, 255])  // the card's white background, centred
    let dimmedTitleBar = rgb(r, 10, 10)  // the presenting screen's title bar (247) under 50 % black
    #expect(dimmedTitleBar.allSatisfy { abs($0 - 124) <= 1 }, "\(dimmedTitleBar)")
  }

  @Test func midPushBothScreensShowSideBySide() throws {
    let r = try raster("002-push-pop", at: 0.65)
    // The detail screen has come halfway: its grey background right of x = 160, the albums grid
    // left.
    #expect(rgb(r, 300, 460) == [242, 242, 247])
    #expect(rgb(r, 150, 460) != [242, 242, 247])
  }
}
