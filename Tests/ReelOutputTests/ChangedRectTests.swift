// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import Testing

/// `Raster.changedRect` against its definition: the bounding box of every pixel that differs, on
/// random frames with a few changed pixels, runs and blocks, with and without a hint.
@Suite struct ChangedRectTests {
  static func definition(_ a: Raster, _ b: Raster) -> (x: Int, y: Int, width: Int, height: Int) {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<a.height {
      for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    return maxX < 0 ? (0, 0, 1, 1) : (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  @Test func findsTheBoundingBoxOfEveryDifference() {
    var seed: UInt32 = 77
    func next(_ n: Int) -> Int {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return Int(seed >> 8) % n
    }
    for trial in 0..<200 {
      let (width, height) = (next(40) + 1, next(12) + 1)
      let base = (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 / 4 % 7 * 30) }
      var changed = base
      for _ in 0..<[0, 1, 2, 5][trial % 4] {
        // A pixel, a run along a row or a block; one byte of a pixel is enough to differ.
        let (x, y) = (next(width), next(height))
        let length = [1, next(9) + 1, width][next(3)]
        for xx in x..<min(x + length, width) {
          changed[(y * width + xx) * 4 + next(4)] &+= UInt8(next(255) + 1)
        }
      }
      let a = Raster(width: width, height: height, pixels: changed)
      let b = Raster(width: width, height: height, pixels: base)
      let expected = Self.definition(a, b)
      #expect(a.changedRect(from: b) == expected, "trial \(trial)")
      let whole = PixelRect(x: 0, y: 0, width: width, height: height)
      #expect(a.changedRect(from: b, within: [whole]) == expected, "trial \(trial), hinted")
    }
  }
}
