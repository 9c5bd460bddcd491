// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// One frame made ready for giflib: the rectangle that changed since the previous frame, its
/// palette
/// and its palette indices. A pure function of the frame and the one before it, so frames are
/// prepared in parallel and written in order.
///
/// Inside the rectangle, pixels equal to the previous frame's are written as transparent, so what
/// is already on screen stays (smaller files, and static areas never crawl). Pixels that are not
/// exactly
/// in the palette are error-diffused (Floyd–Steinberg, over the changed pixels only) when
/// `dithers`.
struct PreparedGIFFrame {
  /// The shortest run of unchanged pixels in a row that is kept transparent rather than written
  /// again.
  static let keptRun = 16

  var x: Int, y: Int, width: Int, height: Int
  var palette: [UInt32]
  /// Whether index `palette.count` is transparent (unchanged pixels, or alpha < 128).
  var hasTransparentIndex: Bool
  /// Whether the frame has truly transparent pixels (alpha < 128): then it is disposed to the
  /// background and the next frame is written whole.
  var clearsAfter: Bool
  var indices: [UInt8]
  /// The frame's LZW data when it was compressed while prepared (lossy frames); the others are
  /// compressed exactly (`LZWEncoder`) when their record is written.
  var compressed: [UInt8]?

  /// Prepares `raster`. `previous` is the frame shown before it, or nil when the whole frame must
  /// be written (the first frame, or after a frame with transparency, whose disposal clears it);
  /// `changed`, when given, holds every pixel that differs from it.
  /// `lossiness` 0…200: see `mapLossy` (0 maps every pixel to its nearest colour; dithering
  /// wins when both are asked for).
  init(
    _ raster: Raster, previous: Raster?, changed: [PixelRect]? = nil, dithers: Bool = false,
    lossiness: Int = 0
  ) {
    (x, y, width, height) =
      previous.map { raster.changedRect(from: $0, within: changed) }
      ?? (0, 0, raster.width, raster.height)
    let (x0, y0, w, h) = (x, y, width, height)
    let scan = Self.scan(raster, previous: previous, x: x0, y: y0, width: w, height: h)
    let (kinds, clears, histogram) = (scan.kinds, scan.clears, scan.histogram)
    hasTransparentIndex = clears || scan.keeps
    clearsAfter = clears
    var quantizer = ColorQuantizer(counts: histogram, limit: hasTransparentIndex ? 255 : 256)
    palette = quantizer.palette
    if dithers {
      indices = Self.diffuse(
        raster, x: x0, y: y0, width: w, height: h, kinds: kinds, quantizer: &quantizer)
    } else {
      indices =
        scan.segments.map {
          Self.map($0, colors: histogram, count: w * h, quantizer: &quantizer)
        }
        ?? Self.map(
          raster, x: x0, y: y0, width: w, height: h, kinds: kinds, quantizer: &quantizer)
      if lossiness > 0 {
        compressed = Self.compressLossy(
          raster, x: x0, y: y0, width: w, height: h, kinds: kinds, indices: indices,
          palette: palette, transparent: hasTransparentIndex, lossiness: lossiness)
      }
    }
  }

  /// A pixel loaded as one 32-bit word (R, G, B, A in memory) as 0xRRGGBB.
  @inline(__always)
  static func rgb(_ pixel: UInt32) -> UInt32 {
    let p = UInt32(littleEndian: pixel)
    return (p & 0xFF) << 16 | (p & 0xFF00) | (p >> 16 & 0xFF)
  }

  /// Each stretch of `segments` takes its colour's nearest palette colour (`colors`, by id; the
  /// other `count` pixels of the rectangle are the transparent index): a lookup a colour and a
  /// fill a stretch.
  static func map(
    _ segments: Segments, colors: [(key: UInt32, value: Int)], count: Int,
    quantizer: inout ColorQuantizer
  ) -> [UInt8] {
    var indices = [UInt8](
      repeating: UInt8(truncatingIfNeeded: quantizer.palette.count), count: count)
    let table = colors.map { quantizer.index(of: $0.key) }
    indices.withUnsafeMutableBufferPointer { out in
      table.withUnsafeBufferPointer { table in
        for k in 0..<segments.count {
          let segment = segments.base[k]
          let at = out.baseAddress! + Int(segment.start)
          let index = table[Int(segment.id)]
          if segment.length < 8 {
            for j in 0..<Int(segment.length) { at[j] = index }
          } else {
            at.update(repeating: index, count: Int(segment.length))
          }
        }
      }
    }
    return indices
  }

  /// Each written pixel takes its nearest palette colour, pixel by pixel.
  static func map(
    _ raster: Raster, x x0: Int, y y0: Int, width w: Int, height h: Int, kinds: [UInt8],
    quantizer: inout ColorQuantizer
  ) -> [UInt8] {
    let transparentIndex = UInt8(truncatingIfNeeded: quantizer.palette.count)
    var indices = [UInt8](repeating: transparentIndex, count: w * h)
    let fullWidth = raster.width
    raster.pixels.withUnsafeBytes { bytes in
      kinds.withUnsafeBufferPointer { kinds in
        indices.withUnsafeMutableBufferPointer { indices in
          let px = bytes.bindMemory(to: UInt32.self)
          var lastPixel: UInt32 = 0
          var lastIndex: UInt8 = 0
          var hasLast = false
          for yy in 0..<h {
            let now = px.baseAddress! + (y0 + yy) * fullWidth + x0
            let kind = kinds.baseAddress! + yy * w
            let out = indices.baseAddress! + yy * w
            var xx = 0
            while xx < w {
              guard kind[xx] == 2 else {
                xx = Self.nextColorPixel(in: kind, from: xx + 1, to: w)
                continue
              }
              let pixel = now[xx]
              if !hasLast || pixel != lastPixel {
                lastPixel = pixel
                lastIndex = quantizer.index(of: Self.rgb(pixel))
                hasLast = true
              }
              out[xx] = lastIndex
              xx += 1
              // A run: the rest of it eight pixels at a time.
              if xx < w, kind[xx] == 2, now[xx] == pixel {
                let count = Self.repeats(of: pixel, in: now + xx, kinds: kind + xx, count: w - xx)
                (out + xx).update(repeating: lastIndex, count: count)
                xx += count
              }
            }
          }
        }
      }
    }
    return indices
  }

  /// Floyd–Steinberg error diffusion over the written pixels: colours in the palette stay exact
  /// (their
  /// error is zero), the rest pass 7/16, 3/16, 5/16 and 1/16 of their error to written neighbours.
  static func diffuse(
    _ raster: Raster, x x0: Int, y y0: Int, width w: Int, height h: Int, kinds: [UInt8],
    quantizer: inout ColorQuantizer
  ) -> [UInt8] {
    let transparentIndex = UInt8(truncatingIfNeeded: quantizer.palette.count)
    var indices = [UInt8](repeating: transparentIndex, count: w * h)
    var error = [Int32](repeating: 0, count: (w + 2) * 2 * 3)  // two rows of errors, 1/16 units
    raster.pixels.withUnsafeBufferPointer { px in
      for yy in 0..<h {
        let current = (yy % 2) * (w + 2) * 3
        let next = ((yy + 1) % 2) * (w + 2) * 3
        for k in 0..<((w + 2) * 3) { error[next + k] = 0 }
        for xx in 0..<w where kinds[yy * w + xx] == 2 {
          let i = ((y0 + yy) * raster.width + x0 + xx) * 4
          let e = current + (xx + 1) * 3
          var wanted = [Int32](repeating: 0, count: 3)
          for c in 0..<3 { wanted[c] = min(max(Int32(px[i + c]) + error[e + c] / 16, 0), 255) }
          let color = UInt32(wanted[0]) << 16 | UInt32(wanted[1]) << 8 | UInt32(wanted[2])
          let index = quantizer.index(of: color)
          indices[yy * w + xx] = index
          let chosen = quantizer.palette[Int(index)]
          let got: [Int32] = [
            Int32(chosen >> 16 & 0xFF), Int32(chosen >> 8 & 0xFF), Int32(chosen & 0xFF),
          ]
          for c in 0..<3 {
            let residual = wanted[c] - got[c]
            guard residual != 0 else { continue }
            if xx + 1 < w, kinds[yy * w + xx + 1] == 2 { error[e + 3 + c] += residual * 7 }
            if yy + 1 < h {
              let below = next + (xx + 1) * 3
              if xx > 0, kinds[(yy + 1) * w + xx - 1] == 2 { error[below - 3 + c] += residual * 3 }
              if kinds[(yy + 1) * w + xx] == 2 { error[below + c] += residual * 5 }
              if xx + 1 < w, kinds[(yy + 1) * w + xx + 1] == 2 { error[below + 3 + c] += residual }
            }
          }
        }
      }
    }
    return indices
  }

  /// Whether any pixel is transparent (alpha < 128).
  static func hasTransparency(_ raster: Raster) -> Bool {
    hasTransparency(raster, x: 0, y: 0, width: raster.width, height: raster.height)
  }
}

extension Optional where Wrapped == [UInt8] {
  /// The array's buffer, or an empty one for nil.
  func withUnsafeBufferPointerOrEmpty<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    switch self {
    case .some(let array): array.withUnsafeBufferPointer(body)
    case .none: body(UnsafeBufferPointer(start: nil, count: 0))
    }
  }
}
