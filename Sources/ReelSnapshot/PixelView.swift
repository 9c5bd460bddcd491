// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Fast reads of a raster's pixels for the comparator, and the anti-aliasing detector.
struct PixelView {
  let width: Int
  let height: Int
  let bytes: [UInt8]

  init(_ raster: Raster) {
    width = raster.width
    height = raster.height
    bytes = raster.pixels
  }

  /// The pixel's four bytes as one number, for an exact-equality shortcut.
  @inline(__always) func word(_ i: Int) -> UInt32 {
    let j = i * 4
    return UInt32(bytes[j]) << 24 | UInt32(bytes[j + 1]) << 16 | UInt32(bytes[j + 2]) << 8
      | UInt32(bytes[j + 3])
  }

  /// Red, green, blue (0…255) of the pixel composited over white.
  @inline(__always) func overWhite(_ i: Int) -> (Double, Double, Double) {
    let j = i * 4
    let a = Double(bytes[j + 3]) / 255
    func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * a }
    return (blend(bytes[j]), blend(bytes[j + 1]), blend(bytes[j + 2]))
  }

  /// Whether the pixel at (x, y) looks like anti-aliasing: it has at most two neighbours of its own
  /// brightness, both a darker and a brighter neighbour, and the darkest or the brightest of them
  /// lies inside a flat area (three or more identical neighbours) in both this image and `other` —
  /// an edge's in-between shade, which moves when the edge moves by a pixel.
  func isAntialiased(_ x: Int, _ y: Int, other: PixelView) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x1 = min(x + 1, width - 1)
    let y1 = min(y + 1, height - 1)
    var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    var darkest = 0.0
    var brightest = 0.0
    var darkestAt = (0, 0)
    var brightestAt = (0, 0)
    let centre = y * width + x
    for ny in y0...y1 {
      for nx in x0...x1 where nx != x || ny != y {
        let delta = ImageComparator.delta(self, centre, self, ny * width + nx, brightnessOnly: true)
        if delta == 0 {
          equal += 1
          if equal > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestAt = (nx, ny)
        } else if delta > brightest {
          brightest = delta
          brightestAt = (nx, ny)
        }
      }
    }
    guard darkest != 0, brightest != 0 else { return false }
    return
      (hasFlatNeighbourhood(darkestAt.0, darkestAt.1)
      && other.hasFlatNeighbourhood(darkestAt.0, darkestAt.1))
      || (hasFlatNeighbourhood(brightestAt.0, brightestAt.1)
        && other.hasFlatNeighbourhood(brightestAt.0, brightestAt.1))
  }

  /// Whether more than two neighbours of (x, y) have exactly its colour (edges count as one).
  func hasFlatNeighbourhood(_ x: Int, _ y: Int) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x1 = min(x + 1, width - 1)
    let y1 = min(y + 1, height - 1)
    var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    let centre = word(y * width + x)
    for ny in y0...y1 {
      for nx in x0...x1 where nx != x || ny != y {
        if word(ny * width + nx) == centre {
          equal += 1
          if equal > 2 { return true }
        }
      }
    }
    return false
  }
}
