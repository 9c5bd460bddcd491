// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// The picture of a comparison: the reference in faded grey, differing pixels in red and forgiven
/// anti-aliased pixels in yellow, each changed region boxed in magenta — where to look, at a
/// glance.
public enum DiffImage {
  /// How much of the reference shows through, 0…1.
  static let fade = 0.2

  /// `marks` has one entry a pixel: 0 same, 1 anti-aliasing, 2 differs.
  static func make(reference: Raster, marks: [UInt8], regions: [PixelRect] = []) -> Raster {
    let view = PixelView(reference)
    var out = [UInt8](repeating: 255, count: reference.width * reference.height * 4)
    for i in 0..<(reference.width * reference.height) {
      let j = i * 4
      switch marks[i] {
      case 2:
        out[j] = 255
        out[j + 1] = 0
        out[j + 2] = 0
      case 1:
        out[j] = 255
        out[j + 1] = 210
        out[j + 2] = 0
      default:
        let (r, g, b) = view.overWhite(i)
        let grey = UInt8((255 + (ImageComparator.luma(r, g, b) - 255) * fade).rounded())
        out[j] = grey
        out[j + 1] = grey
        out[j + 2] = grey
      }
    }
    for region in regions {
      box(region, in: &out, width: reference.width, height: reference.height)
    }
    return Raster(width: reference.width, height: reference.height, pixels: out)
  }

  /// A 2-pixel magenta frame drawn 2 pixels outside `region` (clipped to the image).
  static func box(_ region: PixelRect, in out: inout [UInt8], width: Int, height: Int) {
    let (left, top) = (region.x - 4, region.y - 4)
    let (right, bottom) = (region.maxX + 3, region.maxY + 3)
    func paint(_ x: Int, _ y: Int) {
      guard x >= 0, x < width, y >= 0, y < height else { return }
      let j = (y * width + x) * 4
      (out[j], out[j + 1], out[j + 2], out[j + 3]) = (255, 0, 255, 255)
    }
    for t in 0..<2 {
      for x in left...right {
        paint(x, top + t)
        paint(x, bottom - t)
      }
      for y in top...bottom {
        paint(left + t, y)
        paint(right - t, y)
      }
    }
  }
}
