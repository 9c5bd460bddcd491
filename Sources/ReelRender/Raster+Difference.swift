// SPDX-License-Identifier: MIT
import Foundation

extension Raster {
  /// The smallest rectangle, in pixels `(x, y, width, height)`, holding every pixel that differs
  /// from
  /// `previous` (same size); a 1×1 rectangle at the origin when none does. Animated GIF and APNG
  /// frames
  /// are cropped to it.
  public func changedRect(from previous: Raster) -> (x: Int, y: Int, width: Int, height: Int) {
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    pixels.withUnsafeBytes { a in
      previous.pixels.withUnsafeBytes { b in
        let a32 = a.bindMemory(to: UInt32.self)
        let b32 = b.bindMemory(to: UInt32.self)
        for y in 0..<height {
          let row = y * width
          for x in 0..<width where a32[row + x] != b32[row + x] {
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
          }
        }
      }
    }
    return maxX < 0 ? (0, 0, 1, 1) : (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }
}
