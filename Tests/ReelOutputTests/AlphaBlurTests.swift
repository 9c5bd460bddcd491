// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelCairo

/// The blur a row at a time against its definition: three box blurs, each along every row and
/// then down every column of one channel, a value at a time.
@Suite struct AlphaBlurTests {
  /// The definition: a moving average of width 2r + 1 over `count` values, outside counting as
  /// zero, the sum divided by the width and rounded half up.
  static func box(_ input: [UInt8], radius r: Int) -> [UInt8] {
    let width = 2 * r + 1
    return input.indices.map { i in
      let sum = (max(i - r, 0)...min(i + r, input.count - 1)).reduce(0) { $0 + Int(input[$1]) }
      return UInt8((sum + width / 2) / width)
    }
  }

  static func reference(
    _ pixels: [UInt8], width: Int, height: Int, stride: Int, channels: Int, sigma: Double
  ) -> [UInt8] {
    guard sigma >= 0.25 else { return pixels }
    var data = pixels
    for c in 0..<channels {
      for r in AlphaBlur.boxRadii(sigma: sigma) {
        for y in 0..<height {
          let at = (0..<width).map { y * stride + $0 * channels + c }
          for (i, v) in box(at.map { data[$0] }, radius: r).enumerated() { data[at[i]] = v }
        }
        for x in 0..<width {
          let at = (0..<height).map { $0 * stride + x * channels + c }
          for (i, v) in box(at.map { data[$0] }, radius: r).enumerated() { data[at[i]] = v }
        }
      }
    }
    return data
  }

  @Test func blursAsTheDefinitionDoes() {
    var seed: UInt32 = 2024
    func next(_ n: Int) -> Int {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return Int(seed >> 8) % n
    }
    let sigmas = [0.1, 0.3, 0.9, 1.5, 2.6, 4, 7.3, 25]
    for trial in 0..<40 {
      let (width, height) = (next(30) + 1, next(30) + 1)
      let channels = [1, 4][trial % 2]
      let stride = width * channels + next(3) * 4  // padding past each row stays untouched
      // Blocks of one value and noise, like masks and backdrops.
      let pixels = (0..<(stride * height)).map { i in
        i % stride < width * channels ? UInt8(trial % 3 == 0 ? next(256) : i / 37 % 2 * 255) : 7
      }
      let sigma = sigmas[trial % sigmas.count]
      var blurred = pixels
      blurred.withUnsafeMutableBufferPointer {
        AlphaBlur.blur(
          $0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma,
          channels: channels)
      }
      let expected = Self.reference(
        pixels, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
      #expect(blurred == expected, "trial \(trial): \(width)×\(height)×\(channels), σ \(sigma)")
    }
  }
}

/// The perspective sampler's rounding without libm, against libm.
@Suite struct PerspectiveRoundingTests {
  @Test func bytesAndFloorsAreLibmsOwn() {
    var seed: UInt64 = 5
    var values: [Double] = [
      0, 0.5, 1.5, 2.5, 254.5, 255, 255.49, 255.5, 300, -0.3, -0.5, -7,
      0.49999999999999994, 0.5000000000000001, 127.49999999999999, -0.9999999999999999,
    ]
    for _ in 0..<10_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Double(seed >> 11) / Double(1 << 53) * 600 - 150)
    }
    for v in values {
      #expect(CairoPainter.byte(v) == UInt32(min(max(v.rounded(), 0), 255)), "\(v)")
      #expect(CairoPainter.floor(v) == Int(v.rounded(.down)), "\(v)")
    }
  }
}
