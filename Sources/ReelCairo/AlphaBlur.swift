// SPDX-License-Identifier: MIT
import Foundation

/// A Gaussian blur of 8-bit image channels, approximated by three box blurs in each direction
/// (within 3 % of the Gaussian). Outside the image counts as transparent.
///
/// Each box blur is a moving sum divided by the box's width and rounded, the quotient read from
/// a table. Rows are blurred in place from a copy of the row; columns a row at a time, with one
/// running sum per column, so the image is read in memory order rather than down each column.
enum AlphaBlur {
  /// Blurs `height` rows of `width` pixels, `stride` bytes apart, with standard deviation
  /// `sigma` pixels (below 0.25: unchanged). A pixel is `channels` bytes, each blurred on its own
  /// (1 for an alpha mask, 4 for ARGB pixels).
  static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
    channels: Int = 1
  ) {
    guard sigma >= 0.25, width > 0, height > 0, channels > 0 else { return }
    let rowBytes = width * channels
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: rowBytes)
    defer {
      copy.deallocate()
      sums.deallocate()
    }
    // A radius of 0 leaves every value as it is.
    for radius in boxRadii(sigma: sigma) where radius > 0 {
      let quotients = Self.quotients(
        width: 2 * radius + 1, terms: min(2 * radius + 1, max(width, height)))
      quotients.withUnsafeBufferPointer { quotients in
        for y in 0..<height {
          let row = data + y * stride
          copy.update(from: row, count: rowBytes)
          if channels == 4 {
            boxRow4(copy, into: row, count: width, radius: radius, quotients: quotients)
          } else {
            for c in 0..<channels {
              boxRow(
                copy + c, into: row + c, count: width, step: channels, radius: radius,
                quotients: quotients)
            }
          }
        }
        for y in 0..<height {
          (copy + y * rowBytes).update(from: data + y * stride, count: rowBytes)
        }
        boxColumns(
          copy, into: data, rows: height, rowBytes: rowBytes, stride: stride, radius: radius,
          sums: sums, quotients: quotients)
      }
    }
  }

  /// `quotients[s]` = s / width rounded half up, for every sum s of `terms` bytes (a box wider
  /// than the image sums fewer values than its width).
  static func quotients(width: Int, terms: Int) -> [UInt8] {
    (0...(255 * terms)).map { UInt8(($0 + width / 2) / width) }
  }

  /// A moving average of width 2r + 1 along `count` values `step` bytes apart.
  private static func boxRow(
    _ input: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, count: Int,
    step: Int, radius r: Int, quotients: UnsafeBufferPointer<UInt8>
  ) {
    var sum = 0
    for i in 0...min(r, count - 1) { sum &+= Int(input[i &* step]) }
    for i in 0..<count {
      output[i &* step] = quotients[sum]
      if i &+ r &+ 1 < count { sum &+= Int(input[(i &+ r &+ 1) &* step]) }
      if i &- r >= 0 { sum &-= Int(input[(i &- r) &* step]) }
    }
  }

  /// `boxRow` for the four channels of ARGB pixels at once (four independent sums).
  private static func boxRow4(
    _ input: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, count: Int,
    radius r: Int, quotients: UnsafeBufferPointer<UInt8>
  ) {
    @inline(__always) func pixel(_ i: Int) -> SIMD4<Int32> {
      SIMD4(
        truncatingIfNeeded: UnsafeRawPointer(input + i &* 4).loadUnaligned(as: SIMD4<UInt8>.self))
    }
    var sum = SIMD4<Int32>(repeating: 0)
    for i in 0...min(r, count - 1) { sum &+= pixel(i) }
    for i in 0..<count {
      let out = output + i &* 4
      for c in 0..<4 { out[c] = quotients[Int(sum[c])] }
      if i &+ r &+ 1 < count { sum &+= pixel(i &+ r &+ 1) }
      if i &- r >= 0 { sum &-= pixel(i &- r) }
    }
  }

  /// The moving average of width 2r + 1 down every column of `input` (`rows` rows of `rowBytes`,
  /// packed) into `output` (rows `stride` apart), a row at a time.
  private static func boxColumns(
    _ input: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, rows: Int,
    rowBytes: Int, stride: Int, radius r: Int, sums: UnsafeMutablePointer<Int32>,
    quotients: UnsafeBufferPointer<UInt8>
  ) {
    sums.update(repeating: 0, count: rowBytes)
    for y in 0...min(r, rows - 1) {
      let row = input + y * rowBytes
      for k in 0..<rowBytes { sums[k] &+= Int32(row[k]) }
    }
    for y in 0..<rows {
      let out = output + y * stride
      for k in 0..<rowBytes { out[k] = quotients[Int(sums[k])] }
      if y + r + 1 < rows {
        let entering = input + (y + r + 1) * rowBytes
        for k in 0..<rowBytes { sums[k] &+= Int32(entering[k]) }
      }
      if y - r >= 0 {
        let leaving = input + (y - r) * rowBytes
        for k in 0..<rowBytes { sums[k] &-= Int32(leaving[k]) }
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
}
