// SPDX-License-Identifier: MIT
import ReelRender

/// A frame in the form video codecs take: 8-bit Y′CbCr 4:2:0 (I420) with BT.709 coefficients in
/// limited ("studio", "TV") range — luma 16…235, chroma 16…240 — which is what players assume for
/// web video and what the encoders here flag in their headers.
///
/// Transparent pixels are composited over white first (video has no alpha). Chroma is taken from
/// the average of each 2×2 block (an odd last row or column repeats its edge pixels).
public struct YCbCrImage: Sendable, Equatable {
  /// Luma size in pixels, ≥ 1.
  public let width: Int
  public let height: Int
  /// `width × height` luma samples, rows top to bottom.
  public var luma: [UInt8]
  /// `chromaWidth × chromaHeight` samples each.
  public var cb: [UInt8]
  public var cr: [UInt8]
  public var chromaWidth: Int { (width + 1) / 2 }
  public var chromaHeight: Int { (height + 1) / 2 }

  /// Converts `raster`, padded to `width × height` (at least its own size) by repeating its last
  /// column and row — as H.264 needs even sides.
  public init(_ raster: Raster, width: Int? = nil, height: Int? = nil) {
    let width = max(width ?? raster.width, raster.width)
    let height = max(height ?? raster.height, raster.height)
    self.width = max(width, 1)
    self.height = max(height, 1)
    let rgb = Self.opaqueRGB(raster, width: self.width, height: self.height)
    luma = [UInt8](repeating: 16, count: self.width * self.height)
    cb = [UInt8](repeating: 128, count: ((self.width + 1) / 2) * ((self.height + 1) / 2))
    cr = cb
    convertLuma(rgb)
    convertChroma(rgb)
  }

  /// BT.709 weights in 16.16 fixed point, scaled to limited range (219 luma and 224 chroma steps
  /// over 255).
  enum Coefficients {
    static let kr = 0.2126
    static let kb = 0.0722
    static let kg = 1 - kr - kb
    static func fixed(_ value: Double) -> Int { Int((value * 65536).rounded()) }
    static let y = (fixed(219 / 255 * kr), fixed(219 / 255 * kg), fixed(219 / 255 * kb))
    static let cb = (
      fixed(-224 / 255 * kr / (2 * (1 - kb))), fixed(-224 / 255 * kg / (2 * (1 - kb))),
      fixed(224 / 255 * 0.5)
    )
    static let cr = (
      fixed(224 / 255 * 0.5), fixed(-224 / 255 * kg / (2 * (1 - kr))),
      fixed(-224 / 255 * kb / (2 * (1 - kr)))
    )
  }

  /// R, G, B per pixel (3 bytes), over white, `width × height` with edges repeated.
  static func opaqueRGB(_ raster: Raster, width: Int, height: Int) -> [UInt8] {
    var rgb = [UInt8](repeating: 255, count: width * height * 3)
    guard raster.width > 0, raster.height > 0 else { return rgb }
    raster.pixels.withUnsafeBufferPointer { source in
      rgb.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          let sy = min(y, raster.height - 1)
          for x in 0..<width {
            let s = (sy * raster.width + min(x, raster.width - 1)) * 4
            let t = (y * width + x) * 3
            let alpha = Int(source[s + 3])
            for c in 0..<3 {
              let value = Int(source[s + c]) * alpha + 255 * (255 - alpha)
              target[t + c] = UInt8((value + 127) / 255)
            }
          }
        }
      }
    }
    return rgb
  }

  private mutating func convertLuma(_ rgb: [UInt8]) {
    let (kr, kg, kb) = Coefficients.y
    let count = width * height
    rgb.withUnsafeBufferPointer { source in
      luma.withUnsafeMutableBufferPointer { target in
        for i in 0..<count {
          let r = Int(source[i * 3])
          let g = Int(source[i * 3 + 1])
          let b = Int(source[i * 3 + 2])
          target[i] = UInt8(16 + ((kr * r + kg * g + kb * b + 32768) >> 16))
        }
      }
    }
  }

  private mutating func convertChroma(_ rgb: [UInt8]) {
    let (br, bg, bb) = Coefficients.cb
    let (rr, rg, rb) = Coefficients.cr
    let (width, height, chromaWidth) = (self.width, self.height, self.chromaWidth)
    rgb.withUnsafeBufferPointer { source in
      for cy in 0..<chromaHeight {
        for cx in 0..<chromaWidth {
          let x0 = cx * 2
          let x1 = min(x0 + 1, width - 1)
          let y0 = cy * 2 * width
          let y1 = min(cy * 2 + 1, height - 1) * width
          var sum = (0, 0, 0)
          for s in [(y0 + x0) * 3, (y0 + x1) * 3, (y1 + x0) * 3, (y1 + x1) * 3] {
            sum.0 += Int(source[s])
            sum.1 += Int(source[s + 1])
            sum.2 += Int(source[s + 2])
          }
          // The sums are four pixels: divide by 4 inside the fixed-point shift.
          let u = (br * sum.0 + bg * sum.1 + bb * sum.2 + (1 << 17)) >> 18
          let v = (rr * sum.0 + rg * sum.1 + rb * sum.2 + (1 << 17)) >> 18
          cb[cy * chromaWidth + cx] = UInt8(clamping: 128 + u)
          cr[cy * chromaWidth + cx] = UInt8(clamping: 128 + v)
        }
      }
    }
  }
}
