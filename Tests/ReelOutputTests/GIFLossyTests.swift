// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelGIF
@testable import ReelRender

/// `--lossy`: our own LZW, lossy like gifsicle's, read back by giflib.
@Suite struct GIFLossyTests {
  /// A photo-like frame: smooth gradients with noise, and a flat panel with text-like bars, then
  /// the same moved a little (so later frames have kept and changed pixels).
  func frames() -> [Raster] {
    var random = SplitMix64(seed: 7)
    let noise = (0..<(96 * 64)).map { _ in Int(random.next() % 9) }
    return (0..<4).map { shift in
      raster(96, 64) { x, y in
        if y > 44 { return x % 7 < 3 && y % 6 < 3 ? (20, 20, 20) : (242, 242, 247) }
        let n = noise[y * 96 + x]
        return (
          UInt8(min(255, (x + shift * 3) * 2 + n)), UInt8(min(255, y * 4 + n)),
          UInt8((x * 3 + y) % 200 + n)
        )
      }
    }
  }

  func encode(lossiness: Int, parallelism: Int = 2) throws -> Data {
    let encoder = try GIFEncoder(
      width: 96, height: 64, frameRate: FrameRate(10), parallelism: parallelism)
    encoder.lossiness = lossiness
    for frame in frames() { try encoder.addFrame(frame) }
    return try encoder.finish()
  }

  @Test func noToleranceDecodesExactlyAsGiflibsOwnCompression() throws {
    // lossiness 1 has a tolerance of 0: our LZW, but every pixel exact.
    let ours = try decodeGIF(try encode(lossiness: 1))
    let giflibs = try decodeGIF(try encode(lossiness: 0))
    #expect(ours.frames == giflibs.frames && ours.delays == giflibs.delays)
  }

  @Test(arguments: [40, 80, 200])
  func pixelsStayWithinTheToleranceAndFilesShrink(_ lossiness: Int) throws {
    let data = try encode(lossiness: lossiness)
    let exact = try encode(lossiness: 0)
    #expect(data.count < exact.count, "\(data.count) vs \(exact.count)")
    let lossy = try decodeGIF(data).frames
    let reference = try decodeGIF(exact).frames
    let radius = Double(lossiness) / 4
    var worst = 0.0
    for (a, b) in zip(lossy, reference) {
      for i in stride(from: 0, to: a.count, by: 3) {
        let d = (0..<3).map { Double(Int(a[i + $0]) - Int(b[i + $0])) }
        worst = max(worst, (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot())
      }
    }
    // Each pixel is within the tolerance of its true colour, which is within the palette's
    // quantisation of the exact file's colour: allow both.
    #expect(worst <= radius * 2 + 8, "largest difference \(worst)")
  }

  @Test func theSameBytesAtAnyParallelism() throws {
    #expect(try encode(lossiness: 80, parallelism: 1) == encode(lossiness: 80, parallelism: 4))
  }

  @Test func aLongFrameClearsTheTableAndStillDecodes() throws {
    // 256 × 256 pixels of distinct colours fill the 4096-entry table many times over.
    let big = raster(256, 256) { x, y in (UInt8(x), UInt8(y), UInt8((x ^ y) & 0xFF)) }
    for lossiness in [1, 120] {
      let encoder = try GIFEncoder(width: 256, height: 256, frameRate: FrameRate(10))
      encoder.lossiness = lossiness
      try encoder.addFrame(big)
      let decoded = try decodeGIF(try encoder.finish())
      #expect(decoded.frames.count == 1 && decoded.frames[0].count == 256 * 256 * 3)
    }
  }
}
