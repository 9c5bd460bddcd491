// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGIF
@testable import ReelPNG
@testable import ReelRender

/// Delays longer than a format's field holds keep their whole length.
@Suite struct LongDelayTests {
  /// 8 identical frames at 0.01 fps show for 800 s: GIF's 16-bit hundredths hold 655.35 s, so
  /// the delay is split over a pause record that draws nothing (it used to end at 655.35 s).
  @Test func aGIFDelayOverTheFieldIsSplitNotCut() throws {
    let encoder = try GIFEncoder(width: 4, height: 3, frameRate: FrameRate(0.01), parallelism: 1)
    let frame = raster(4, 3) { x, y in (UInt8(x * 60), UInt8(y * 80), 200) }
    for _ in 0..<8 { try encoder.addFrame(frame) }
    let gif = try decodeGIF(try encoder.finish())
    #expect(gif.delays.reduce(0, +) == 80_000)
    #expect(gif.delays.allSatisfy { $0 <= 65535 })
    // Every record, the pause included, shows the frame as it was.
    #expect(gif.frames.allSatisfy { $0 == gif.frames[0] })
    #expect(gif.frames[0][0...2] == [0, 0, 200])
  }

  @Test func aGIFDelayOfManyFieldsIsSplitIntoWholeFields() throws {
    let rate = FrameRate(0.003)
    let encoder = try GIFEncoder(width: 2, height: 2, frameRate: rate, parallelism: 1)
    for _ in 0..<8 { try encoder.addFrame(raster(2, 2) { _, _ in (10, 20, 30) }) }
    let gif = try decodeGIF(try encoder.finish())
    let total = rate.ticks(before: 8, perSecond: 100)
    #expect(gif.delays.reduce(0, +) == total)
    #expect(gif.delays == [65535, 65535, 65535, 65535, total - 4 * 65535])
  }

  /// APNG's delay is a fraction of two 16-bit numbers: the finest unit that holds it.
  @Test func anAPNGDelayUsesTheFinestUnitThatHoldsIt() {
    #expect(APNGAssembler.fraction(milliseconds: 40) == (40, 1000))
    #expect(APNGAssembler.fraction(milliseconds: 65535) == (65535, 1000))
    #expect(APNGAssembler.fraction(milliseconds: 100_000) == (10_000, 100))
    #expect(APNGAssembler.fraction(milliseconds: 800_000) == (8_000, 10))
    #expect(APNGAssembler.fraction(milliseconds: 7_000_000) == (7_000, 1))
    #expect(APNGAssembler.fraction(milliseconds: 900_000_000) == (65535, 1))
  }
}
