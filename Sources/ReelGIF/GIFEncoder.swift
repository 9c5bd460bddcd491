// SPDX-License-Identifier: MIT
internal import CGIF
import Foundation
import ReelRender

/// Writes an animated, looping GIF89a with giflib, frame by frame.
///
/// Each frame gets its own palette (`ColorQuantizer`: exact colours when a frame has few, flat
/// colours kept exact otherwise). A frame identical to the previous one is not written again — its
/// delay is added to the previous frame's — and a changed frame is cropped to the rectangle that
/// changed (disposal "do not dispose"). Pixels with alpha below 128 become transparent.
///
/// Output depends only on the frames and delays. Memory: one frame of look-ahead plus the file.
public final class GIFEncoder {
  public let width: Int
  public let height: Int
  private let sink = GIFSink()
  private var gif: UnsafeMutablePointer<GifFileType>?
  private var previous: [UInt8]?
  private var pending: (raster: Raster, delay: Int)?
  private var nextMustBeFull = true
  /// Frames written to the file so far (after merging identical frames).
  public private(set) var writtenFrameCount = 0

  /// Starts a GIF of `width × height` pixels that loops `loopCount` times (0 = forever).
  public init(width: Int, height: Int, loopCount: Int = 0) throws(GIFEncodingError) {
    self.width = width
    self.height = height
    var error: Int32 = 0
    gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFSink.write, &error)
    guard gif != nil else { throw Self.failure(error, "open the GIF stream") }
    EGifSetGifVersion(gif, true)
    try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "write the screen descriptor")
    try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "start the loop extension")
    var name = Array("NETSCAPE2.0".utf8)
    try check(EGifPutExtensionBlock(gif, 11, &name), "write the loop extension")
    var loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8((loopCount >> 8) & 0xFF)]
    try check(EGifPutExtensionBlock(gif, 3, &loop), "write the loop count")
    try check(EGifPutExtensionTrailer(gif), "end the loop extension")
  }

  deinit {
    if gif != nil {
      var error: Int32 = 0
      EGifCloseFile(gif, &error)
    }
  }

  /// Adds a frame shown for `delay` hundredths of a second.
  /// - Throws: `GIFEncodingError.frameSizeMismatch` if the raster's size differs.
  public func addFrame(_ raster: Raster, delay: Int) throws(GIFEncodingError) {
    guard gif != nil else { throw .finished }
    guard raster.width == width, raster.height == height else {
      throw .frameSizeMismatch(expected: "\(width)×\(height)", got: "\(raster.width)×\(raster.height)")
    }
    if let current = pending, current.raster.pixels == raster.pixels {
      pending = (current.raster, current.delay + max(delay, 0))
      return
    }
    if let current = pending { try write(current.raster, delay: current.delay) }
    pending = (raster, max(delay, 0))
  }

  /// Writes the last frame and the trailer, and returns the file's bytes.
  public func finish() throws(GIFEncodingError) -> Data {
    guard gif != nil else { throw .finished }
    guard let last = pending else { throw .noFrames }
    try write(last.raster, delay: last.delay)
    pending = nil
    var error: Int32 = 0
    let status = EGifCloseFile(gif, &error)
    gif = nil
    guard status == GIF_OK else { throw Self.failure(error, "close the GIF") }
    return sink.data
  }

  private func write(_ raster: Raster, delay: Int) throws(GIFEncodingError) {
    let rect = nextMustBeFull ? (0, 0, width, height) : changedRect(raster.pixels)
    let (x0, y0, w, h) = rect
    var histogram: [UInt32: Int] = [:]
    var transparent = false
    raster.pixels.withUnsafeBufferPointer { px in
      // Flat UI frames are long runs of one colour: count runs, not pixels, in the dictionary.
      var run: UInt32 = 0, runLength = 0
      for y in y0..<(y0 + h) {
        for x in x0..<(x0 + w) {
          let i = (y * width + x) * 4
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
    let transparentIndex = quantizer.palette.count
    var indices = [UInt8](repeating: 0, count: w * h)
    raster.pixels.withUnsafeBufferPointer { px in
      var lastColor: UInt32 = 0, lastIndex: UInt8 = 0, hasLast = false
      for y in 0..<h {
        for x in 0..<w {
          let i = ((y0 + y) * width + x0 + x) * 4
          if px[i + 3] < 128 {
            indices[y * w + x] = UInt8(transparentIndex)
            continue
          }
          let color = UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
          if !hasLast || color != lastColor {
            lastColor = color
            lastIndex = quantizer.index(of: color)
            hasLast = true
          }
          indices[y * w + x] = lastIndex
        }
      }
    }
    let used = quantizer.palette.count + (transparent ? 1 : 0)
    var mapSize = 2
    while mapSize < used { mapSize *= 2 }
    var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: mapSize)
    for (i, c) in quantizer.palette.enumerated() {
      colors[i] = GifColorType(Red: UInt8(c >> 16 & 0xFF), Green: UInt8(c >> 8 & 0xFF), Blue: UInt8(c & 0xFF))
    }
    var gcb = GraphicsControlBlock(
      DisposalMode: transparent ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false,
      DelayTime: Int32(min(delay, 65535)), TransparentColor: transparent ? Int32(transparentIndex) : NO_TRANSPARENT_COLOR)
    var controlBlock = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&gcb, &controlBlock)
    try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &controlBlock), "write a frame's delay")
    guard let map = GifMakeMapObject(Int32(mapSize), &colors) else { throw .giflib(code: 0, message: "out of memory", operation: "make a palette") }
    defer { GifFreeMapObject(map) }
    try check(EGifPutImageDesc(gif, Int32(x0), Int32(y0), Int32(w), Int32(h), false, map), "write a frame descriptor")
    try indices.withUnsafeMutableBufferPointer { (buffer) throws(GIFEncodingError) in
      for row in 0..<h {
        try check(EGifPutLine(gif, buffer.baseAddress! + row * w, Int32(w)), "write frame pixels")
      }
    }
    previous = raster.pixels
    nextMustBeFull = transparent
    writtenFrameCount += 1
  }

  /// The smallest rectangle holding every pixel that differs from the previous frame (x, y, w, h).
  private func changedRect(_ pixels: [UInt8]) -> (Int, Int, Int, Int) {
    guard let previous else { return (0, 0, width, height) }
    var minX = width, minY = height, maxX = -1, maxY = -1
    pixels.withUnsafeBufferPointer { a in
      previous.withUnsafeBufferPointer { b in
        a.withMemoryRebound(to: UInt32.self) { a32 in
          b.withMemoryRebound(to: UInt32.self) { b32 in
            for y in 0..<height {
              let row = y * width
              for x in 0..<width where a32[row + x] != b32[row + x] {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
              }
            }
          }
        }
      }
    }
    if maxX < 0 { return (0, 0, 1, 1) }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  private func check(_ status: Int32, _ operation: String) throws(GIFEncodingError) {
    guard status == GIF_OK else { throw Self.failure(gif?.pointee.Error ?? 0, operation) }
  }

  private static func failure(_ code: Int32, _ operation: String) -> GIFEncodingError {
    let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
    return .giflib(code: Int(code), message: message, operation: operation)
  }
}

/// Collects the bytes giflib writes.
final class GIFSink {
  var data = Data()

  static let write: OutputFunc = { file, bytes, length in
    guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
    Unmanaged<GIFSink>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(length))
    return length
  }
}
