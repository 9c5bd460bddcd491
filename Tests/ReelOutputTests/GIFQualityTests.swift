// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import ReelGIF
@testable import ReelRender

@Suite struct GIFQualityTests {
  /// Frame `t` of a moving gradient with a flat bar: far more than 256 colours.
  func gradient(_ t: Int) -> Raster {
    raster(40, 24) { x, y in
      y < 8 ? (255, 59, 48) : (UInt8((x * 4 + t * 3) % 256), UInt8((y * 5 + t) % 256), UInt8((x + y + t * 7) % 256))
    }
  }

  func encode(_ frames: [Raster], parallelism: Int) throws -> Data {
    let encoder = try GIFEncoder(width: frames[0].width, height: frames[0].height, parallelism: parallelism)
    for frame in frames { try encoder.addFrame(frame, delay: 4) }
    return try encoder.finish()
  }

  @Test func parallelEncodingIsByteIdenticalToSerial() throws {
    let frames = (0..<12).map(gradient) + [gradient(11), gradient(11)] + (12..<16).map(gradient)
    let serial = try encode(frames, parallelism: 1)
    for parallelism in [3, 8] {
      let parallel = try encode(frames, parallelism: parallelism)
      #expect(parallel == serial, "parallelism \(parallelism)")
    }
    #expect(try decodeGIF(serial).frames.count == 16)  // the two repeats merged into frame 11
  }

  @Test func framesWithAtMost256ColoursComeBackExactly() throws {
    let frames = (0..<6).map { t in raster(40, 30) { x, y in (UInt8((x * 6 + t) % 16 * 16), UInt8(y % 16 * 16), 200) } }
    let decoded = try decodeGIF(try encode(frames, parallelism: 2))
    for (frame, original) in zip(decoded.frames, frames) {
      var rgb: [UInt8] = []
      for i in stride(from: 0, to: original.pixels.count, by: 4) { rgb += original.pixels[i..<i + 3] }
      #expect(frame == rgb)
    }
  }

  @Test func refiningThePaletteLowersTheError() {
    var histogram: [UInt32: Int] = [:]
    for i in 0..<6000 { histogram[UInt32((i * 2_654_435_761) & 0xFFFFFF), default: 0] += 1 + i % 5 }
    let colors = histogram.sorted { $0.key < $1.key }
    let cut = ColorQuantizer.medianCut(colors, boxes: 64)
    var refined = cut
    ColorQuantizer.refine(&refined, keepingFirst: 0, colors: colors, iterations: 3)
    func error(_ palette: [UInt32]) -> Int {
      colors.reduce(0) { total, c in
        let best = palette.map { p -> Int in
          let dr = Int(c.key >> 16 & 0xFF) - Int(p >> 16 & 0xFF), dg = Int(c.key >> 8 & 0xFF) - Int(p >> 8 & 0xFF)
          let db = Int(c.key & 0xFF) - Int(p & 0xFF)
          return dr * dr + dg * dg + db * db
        }.min()!
        return total + best * c.value
      }
    }
    let before = error(cut), after = error(refined)
    #expect(after < before)
  }
}
