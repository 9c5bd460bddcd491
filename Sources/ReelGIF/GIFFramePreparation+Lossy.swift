// SPDX-License-Identifier: MIT
import ReelRender

extension PreparedGIFFrame {
  /// The largest `lossiness` (gifsicle's `--lossy` range).
  public static let maximumLossiness = 200

  /// The palette's size as written (a power of two, at least 2) and GIF's LZW code size for it.
  static func mapSize(colors: Int, transparent: Bool) -> (size: Int, codeSize: Int) {
    let used = colors + (transparent ? 1 : 0)
    var size = 2
    var bits = 1
    while size < used {
      size *= 2
      bits += 1
    }
    return (size, max(bits, 2))
  }

  /// The frame compressed by `LossyLZW`: colour pixels may take a table entry's colour within
  /// `lossiness / 4` (Euclidean, 0…255 RGB) of their own; kept and transparent pixels stay exact.
  static func compressLossy(
    _ raster: Raster, x x0: Int, y y0: Int, width w: Int, height h: Int, kinds: [UInt8],
    indices: [UInt8], palette: [UInt32], transparent: Bool, lossiness: Int
  ) -> [UInt8] {
    var colors = [UInt32?](repeating: nil, count: w * h)
    raster.pixels.withUnsafeBufferPointer { px in
      for yy in 0..<h {
        for xx in 0..<w where kinds[yy * w + xx] == 2 {
          let i = ((y0 + yy) * raster.width + x0 + xx) * 4
          colors[yy * w + xx] = UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
        }
      }
    }
    let radius = Double(min(max(lossiness, 0), maximumLossiness)) / 4
    let encoder = LossyLZW(
      minimumCodeSize: mapSize(colors: palette.count, transparent: transparent).codeSize,
      tolerance: Int(radius * radius), palette: palette)
    return encoder.encode(indices, colors: colors)
  }
}
