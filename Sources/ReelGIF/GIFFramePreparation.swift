// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import ReelRender

/// One frame made ready for giflib: the rectangle that changed since the previous frame, its palette
/// and its palette indices. A pure function of the frame and the one before it, so frames are
/// prepared in parallel and written in order.
struct PreparedGIFFrame {
  var x: Int, y: Int, width: Int, height: Int
  var palette: [UInt32]
  /// Whether some pixels are transparent (alpha < 128); they take index `palette.count`.
  var transparent: Bool
  var indices: [UInt8]

  /// Prepares `raster`. `previous` is the frame shown before it, or nil when the whole frame must be
  /// written (the first frame, or after a frame with transparency, whose disposal clears it).
  init(_ raster: Raster, previous: Raster?) {
    let fullWidth = raster.width
    (x, y, width, height) = previous.map { raster.changedRect(from: $0) } ?? (0, 0, raster.width, raster.height)
    var histogram: [UInt32: Int] = [:]
    var transparent = false
    let (x0, y0, w, h) = (x, y, width, height)
    raster.pixels.withUnsafeBufferPointer { px in
      // Flat UI frames are long runs of one colour: count runs, not pixels, in the dictionary.
      var run: UInt32 = 0, runLength = 0
      for yy in y0..<(y0 + h) {
        for xx in x0..<(x0 + w) {
          let i = (yy * fullWidth + xx) * 4
          if px[i + 3] < 128 { transparent = true; continue }
          let color = UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
          if color == run && runLength > 0 {
            runLength += 1
          } else {
            if runLength > 0 { histogram[run, default: 0] += runLength }
            run = color
            runLength = 1
          }
        }
      }
      if runLength > 0 { histogram[run, default: 0] += runLength }
    }
    var quantizer = ColorQuantizer(histogram: histogram, limit: transparent ? 255 : 256)
    let transparentIndex = UInt8(truncatingIfNeeded: quantizer.palette.count)
    var indices = [UInt8](repeating: 0, count: w * h)
    raster.pixels.withUnsafeBufferPointer { px in
      var lastColor: UInt32 = 0, lastIndex: UInt8 = 0, hasLast = false
      for yy in 0..<h {
        for xx in 0..<w {
          let i = ((y0 + yy) * fullWidth + x0 + xx) * 4
          if px[i + 3] < 128 {
            indices[yy * w + xx] = transparentIndex
            continue
          }
          let color = UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
          if !hasLast || color != lastColor {
            lastColor = color
            lastIndex = quantizer.index(of: color)
            hasLast = true
          }
          indices[yy * w + xx] = lastIndex
        }
      }
    }
    self.palette = quantizer.palette
    self.transparent = transparent
    self.indices = indices
  }

  /// Whether any pixel is transparent (alpha < 128).
  static func hasTransparency(_ raster: Raster) -> Bool {
    raster.pixels.withUnsafeBufferPointer { px in
      var i = 3
      while i < px.count {
        if px[i] < 128 { return true }
        i += 4
      }
      return false
    }
  }

  /// Prepares `frames` on up to `parallelism` threads; `before` is the frame shown before the first.
  static func prepare(_ frames: [Raster], after before: Raster?, beforeIsTransparent: Bool, parallelism: Int) -> [PreparedGIFFrame] {
    let transparency = frames.map(hasTransparency)
    @Sendable func one(_ i: Int) -> PreparedGIFFrame {
      let previous = i == 0 ? before : frames[i - 1]
      let previousTransparent = i == 0 ? beforeIsTransparent : transparency[i - 1]
      return PreparedGIFFrame(frames[i], previous: previousTransparent ? nil : previous)
    }
    guard parallelism > 1, frames.count > 1 else { return frames.indices.map(one) }
    let results = UnsafeMutableBufferPointer<PreparedGIFFrame?>.allocate(capacity: frames.count)
    results.initialize(repeating: nil)
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    let box = SendableBox(results)
    DispatchQueue.concurrentPerform(iterations: frames.count) { i in box.buffer[i] = one(i) }
    return results.map { $0! }
  }
}

/// Hands a buffer whose elements each thread writes exactly once to `concurrentPerform`.
private struct SendableBox<T>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<T>
  init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
