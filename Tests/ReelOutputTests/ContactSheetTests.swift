// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelComposition
import ReelRender
import ReelRuntime
import ReelScene
import Testing

@testable import ReelExport

@Suite struct ContactSheetTests {
  let scene = """
    canvas: {width: 100, height: 80, fps: 10, hold: 0}
    collectionView:
      layout: {type: flow, itemSize: [30, 30], sectionInset: 5}
      style: {fill: systemBlue, cornerRadius: 0, label: null}
      items: 3
    script:
      - {at: 0, delete: 0}
    """

  @Test func framesAreEvenlySpacedFromTheFirstToTheLast() throws {
    let player = try ScenePlayer(document: SceneLoader.parse(scene, file: "s.yaml"))
    let times = ContactSheet(count: 4).times(player, fps: 10)
    #expect(times.count == 4 && times.first == 0)
    // 0.3 s at 10 fps: last frame 0.2 s
    #expect(abs(times[3] - 0.2) < 1e-9 && abs(times[1] - 0.2 / 3) < 1e-9)
  }

  @Test func theSheetHoldsEachFrameInItsCellUnderItsTime() throws {
    let player = try ScenePlayer(document: SceneLoader.parse(scene, file: "s.yaml"))
    let sheet = ContactSheet(count: 6)
    let raster = try sheet.raster(player, fps: 10, parallelism: 2)
    // 4 columns, 2 rows: width 16 + 4 × (100 + 16), height 16 + 2 × (80 + 24 + 16).
    #expect(raster.width == 480 && raster.height == 256)
    // The frame at the last time sits in row 2, column 2 (index 5), its top-left at (16 + 116, 16
    // + 120 + 24).
    let frame = try CairoRenderer().raster(
      player.displayList(at: sheet.times(player, fps: 10)[5], scale: 1))
    var differing = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame.pixel(x: x, y: y) != raster.pixel(x: 132 + x, y: 160 + y)
      { differing += 1 }
    }
    #expect(differing == 0)
  }
}

private func != (
  a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
) -> Bool {
  a.r != b.r || a.g != b.g || a.b != b.b || a.a != b.a
}
