// SPDX-License-Identifier: MIT
import ReelRender

extension PreparedGIFFrame {
  /// The largest `lossiness` (gifsicle's `--lossy` range).
  public static let maximumLossiness = 200

  /// Like `map`, trading exactness for size the way gifsicle's lossy LZW does: a pixel takes the
  /// palette index of its left or upper written neighbour when that colour is within
  /// `lossiness / 4` (Euclidean, in 0…255 RGB) of its own, so rows become longer runs and repeat
  /// the row above — the strings LZW codes cheaply. Flat colours stay exact (their neighbours
  /// match exactly); gradients, antialiased edges and photos band a little.
  static func mapLossy(
    _ raster: Raster, x x0: Int, y y0: Int, width w: Int, height h: Int, kinds: [UInt8],
    quantizer: inout ColorQuantizer, lossiness: Int
  ) -> [UInt8] {
    let transparentIndex = UInt8(truncatingIfNeeded: quantizer.palette.count)
    var indices = [UInt8](repeating: transparentIndex, count: w * h)
    let radius = Double(min(max(lossiness, 0), maximumLossiness)) / 4
    let limit = Int(radius * radius)
    let palette = quantizer.palette
    func close(_ index: UInt8, _ r: Int, _ g: Int, _ b: Int) -> Bool {
      let c = palette[Int(index)]
      let dr = Int(c >> 16) - r
      let dg = Int((c >> 8) & 0xFF) - g
      let db = Int(c & 0xFF) - b
      return dr * dr + dg * dg + db * db <= limit
    }
    raster.pixels.withUnsafeBufferPointer { px in
      for yy in 0..<h {
        for xx in 0..<w where kinds[yy * w + xx] == 2 {
          let i = ((y0 + yy) * raster.width + x0 + xx) * 4
          let (r, g, b) = (Int(px[i]), Int(px[i + 1]), Int(px[i + 2]))
          let k = yy * w + xx
          if xx > 0, kinds[k - 1] == 2, close(indices[k - 1], r, g, b) {
            indices[k] = indices[k - 1]
          } else if yy > 0, kinds[k - w] == 2, close(indices[k - w], r, g, b) {
            indices[k] = indices[k - w]
          } else {
            indices[k] = quantizer.index(of: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
          }
        }
      }
    }
    return indices
  }
}
