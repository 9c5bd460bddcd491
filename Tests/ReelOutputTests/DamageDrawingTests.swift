// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelExport
import ReelRender
import ReelTestSupport
import Testing

/// Drawing only the damage over the previous frame gives every frame of every shipped scene
/// byte for byte as drawing it whole — the property that lets renders, encoders and the preview
/// skip unchanged pixels without changing a byte of their output.
@Suite struct DamageDrawingTests {
  static let scenes = ["scenes", "scenes/seeds"].flatMap { Corpus($0, endings: [".yaml"]).paths }

  /// Frames a second compared: fewer under the sanitizers, which run the suite again.
  static let fps: Double = ProcessInfo.processInfo.environment["REEL_SANITIZER"] == nil ? 15 : 4

  /// Every frame at 15 fps and 1 px/pt, drawn in order on one canvas (damage since the frame
  /// before) and, for the frames two apart that a second canvas draws, since two frames before:
  /// each equal to the frame drawn whole.
  @Test(arguments: scenes)
  func damageDrawingIsByteIdenticalToAFullRedraw(_ path: String) throws {
    let player = try SceneFiles.player(path: path)
    let times = player.frameTimes(fps: Self.fps)
    let consecutive = FrameCanvas()
    let skipping = FrameCanvas()
    let whole = CairoRenderer()
    for (i, time) in times.enumerated() {
      let list = player.displayList(at: time, scale: 1)
      let expected = try whole.raster(list)
      let drawn = try consecutive.raster(list)
      let differs = Self.difference(drawn, expected)
      let damage = String(describing: consecutive.lastDamage)
      #expect(
        differs == nil, "\(path) frame \(i) at \(time) s: \(differs ?? "") (damage \(damage))")
      if i % 2 == 0 {
        let skipped = Self.difference(try skipping.raster(list), expected)
        #expect(skipped == nil, "\(path) frame \(i) at \(time) s, every other: \(skipped ?? "")")
      }
      if differs != nil { break }
    }
  }

  /// Nil when equal; otherwise how many pixels differ and where.
  static func difference(_ a: Raster, _ b: Raster) -> String? {
    guard a != b else { return nil }
    guard a.width == b.width, a.height == b.height else {
      return "\(a.width)×\(a.height) against \(b.width)×\(b.height)"
    }
    var count = 0
    var samples: [String] = []
    var box: PixelRect?
    for i in stride(from: 0, to: a.pixels.count, by: 4)
    where a.pixels[i..<i + 4] != b.pixels[i..<i + 4] {
      count += 1
      if samples.count < 6 {
        let (drawn, whole) = (Array(a.pixels[i..<i + 4]), Array(b.pixels[i..<i + 4]))
        samples.append("(\(i / 4 % a.width),\(i / 4 / a.width)) \(drawn) vs \(whole)")
      }
      let pixel = PixelRect(x: i / 4 % a.width, y: i / 4 / a.width, width: 1, height: 1)
      box = box.map { $0.union(pixel) } ?? pixel
    }
    return "\(count) pixels differ within \(box.map(\.description) ?? ""): \(samples)"
  }
}
