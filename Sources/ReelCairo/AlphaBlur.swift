// SPDX-License-Identifier: MIT
import Foundation

/// A Gaussian blur of an 8-bit image channel, approximated by three box blurs in each direction
/// (within 3 % of the Gaussian). Outside the image counts as transparent.
enum AlphaBlur {
  /// Blurs `height` rows of `width` bytes, `stride` apart, with standard deviation `sigma` pixels;
  /// a row's bytes are `step` apart (1 for an alpha mask, 4 for one channel of ARGB pixels).
  static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
    step: Int = 1
  ) {
    guard sigma >= 0.25, width > 0, height > 0 else { return }
    let radii = boxRadii(sigma: sigma)
    var line = [UInt8](repeating: 0, count: max(width, height))
    var out = [UInt8](repeating: 0, count: max(width, height))
    for r in radii {
      for y in 0..<height {
        let row = data + y * stride
        for x in 0..<width { line[x] = row[x * step] }
        box(line, into: &out, count: width, radius: r)
        for x in 0..<width { row[x * step] = out[x] }
      }
      for x in 0..<width {
        for y in 0..<height { line[y] = data[y * stride + x * step] }
        box(line, into: &out, count: height, radius: r)
        for y in 0..<height { data[y * stride + x * step] = out[y] }
      }
    }
  }

  /// Three box radii whose successive blurs approximate a Gaussian of `sigma` (the widths w and
  /// w + 2 mixed so the variances add up to sigma²).
  static func boxRadii(sigma: Double) -> [Int] {
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded()
    return (0..<3).map { i in (Double(i) < m ? lower : upper - 0) / 2 }.map { max($0, 0) }
  }

  /// A moving average of width 2r + 1 over `count` values.
  static func box(_ input: [UInt8], into output: inout [UInt8], count: Int, radius r: Int) {
    guard r > 0 else {
      for i in 0..<count { output[i] = input[i] }
      return
    }
    let width = 2 * r + 1
    var sum = 0
    for i in 0...min(r, count - 1) { sum += Int(input[i]) }
    for i in 0..<count {
      output[i] = UInt8((sum + width / 2) / width)
      let entering = i + r + 1
      let leaving = i - r
      if entering < count { sum += Int(input[entering]) }
      if leaving >= 0 { sum -= Int(input[leaving]) }
    }
  }
}
