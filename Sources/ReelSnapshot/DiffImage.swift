// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// The picture of a comparison: the reference in faded grey, differing pixels in red and forgiven
/// anti-aliased pixels in yellow — where to look, at a glance.
public enum DiffImage {
  /// How much of the reference shows through, 0…1.
  static let fade = 0.2

  /// `marks` has one entry a pixel: 0 same, 1 anti-aliasing, 2 differs.
  static func make(reference: Raster, marks: [UInt8]) -> Raster {
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
    return Raster(width: reference.width, height: reference.height, pixels: out)
  }
}
