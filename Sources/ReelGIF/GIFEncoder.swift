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
/// Delays are whole hundredths of a second, from `frameRate` (see `FrameRate` for the rounding).
/// Output depends only on the frames and the rate (not on `parallelism`). Memory: a batch of
/// `parallelism × 2` frames of look-ahead plus the file.
public final class GIFEncoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  /// How long each frame shows; nil for a still image (no delay).
  public let frameRate: FrameRate?
  private let sink: GIFSink
  private var gif: UnsafeMutablePointer<GifFileType>?
  /// Frames prepared at once (default: all cores). Output does not depend on it.
  public var parallelism: Int
  /// Whether colours that are not in a frame's palette are error-diffused (Floyd–Steinberg) instead
  /// of mapped to the nearest entry. Only changed pixels are dithered, so still areas never crawl.
  public var dithers = false
  /// 0…200: how far (Euclidean RGB, `lossiness / 4`) a pixel's colour may move so LZW can
  /// continue a longer string (`LossyLZW`, as gifsicle's `--lossy`): smaller files, slight noise
  /// in gradients and photos, flat colours unchanged. 0 is exact (giflib compresses).
  public var lossiness = 0
  /// The last frame written, and whether it had transparent pixels (then the next is written
  /// whole).
  private var previous: Raster?
  private var previousIsTransparent = true
  /// Frames waiting to be written, with their delays.
  private var queue: [(raster: Raster, delay: Int, changed: [PixelRect]?)] = []
  /// The fastest rate GIF plays faithfully: browsers treat delays below 2/100 s as 10/100 s, so
  /// 50 fps.
  public static let maximumFramesPerSecond = 50.0

  /// Frames added so far (before merging identical frames).
  private var addedFrameCount = 0
  /// Frames written to the file so far (after merging identical frames).
  public private(set) var writtenFrameCount = 0

  /// Starts a GIF of `width × height` pixels that loops `loopCount` times (0 = forever).
  /// - Parameter output: a file to stream the GIF into as it is made; nil keeps it in memory for
  ///   `finish()`.
  public init(
    width: Int, height: Int, frameRate: FrameRate? = nil, loopCount: Int = 0,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount, output: FileHandle? = nil
  ) throws(GIFEncodingError) {
    self.width = width
    self.height = height
    self.frameRate = frameRate
    sink = GIFSink(handle: output)
    self.parallelism = max(parallelism, 1)
    var error: Int32 = 0
    gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFSink.write, &error)
    guard gif != nil else { throw Self.failure(error, "open the GIF stream") }
    EGifSetGifVersion(gif, true)
    try check(
      EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "write the screen descriptor")
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

  /// Adds the next frame, shown for one frame at `frameRate`. Frames are queued and prepared in
  /// parallel batches of `parallelism × 2`; a frame equal to the one before only lengthens its
  /// delay.
  /// - Throws: `GIFEncodingError.frameSizeMismatch` if the raster's size differs.
  public func addFrame(_ raster: Raster) throws(GIFEncodingError) {
    try addFrame(raster, changed: nil)
  }

  /// Adds the next frame as `addFrame(_:)` does; only pixels in `changed` (nil: any) differ from
  /// the frame added before it, so only they are compared with it.
  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(GIFEncodingError) {
    guard gif != nil else { throw .finished }
    guard raster.width == width, raster.height == height else {
      throw .frameSizeMismatch(
        expected: "\(width)×\(height)", got: "\(raster.width)×\(raster.height)")
    }
    let delay = frameRate?.ticks(ofFrame: addedFrameCount, perSecond: 100) ?? 0
    addedFrameCount += 1
    if let last = queue.last, last.raster.pixels == raster.pixels {
      queue[queue.count - 1].delay += delay
      return
    }
    queue.append((raster, delay, changed))
    // Keep the last frame queued: a repeat of it may still lengthen its delay.
    if queue.count > max(parallelism * 2, 1) { try flush(keepingLast: true) }
  }

  /// Bytes of GIF produced so far.
  public var byteCount: Int { sink.count }

  /// Writes the queued frames and the trailer, and returns the file's bytes (empty when streaming
  /// to
  /// a file: then everything has been written to it).
  @discardableResult
  public func finish() throws(GIFEncodingError) -> Data {
    guard gif != nil else { throw .finished }
    guard !queue.isEmpty || writtenFrameCount > 0 else { throw .noFrames }
    try flush(keepingLast: false)
    var error: Int32 = 0
    let status = EGifCloseFile(gif, &error)
    gif = nil
    guard status == GIF_OK else { throw Self.failure(error, "close the GIF") }
    if sink.handle != nil {
      sink.drain()
      if let failure = sink.failure {
        throw .giflib(code: 0, message: failure, operation: "write the GIF file")
      }
      return Data()
    }
    return sink.data
  }

  /// Prepares the queued frames in parallel and writes them in order.
  private func flush(keepingLast: Bool) throws(GIFEncodingError) {
    let count = keepingLast ? queue.count - 1 : queue.count
    guard count > 0 else { return }
    let batch = Array(queue[..<count])
    queue.removeFirst(count)
    let prepared = PreparedGIFFrame.prepare(
      batch.map(\.raster), changes: batch.map(\.changed), after: previous,
      beforeIsTransparent: previousIsTransparent,
      dithers: dithers, lossiness: lossiness, parallelism: parallelism)
    for (frame, item) in zip(prepared, batch) { try write(frame, delay: item.delay) }
    previous = batch[count - 1].raster
    previousIsTransparent = prepared[count - 1].clearsAfter
  }

  private func write(_ frame: PreparedGIFFrame, delay: Int) throws(GIFEncodingError) {
    let transparentIndex = frame.palette.count
    let (mapSize, codeSize) = PreparedGIFFrame.mapSize(
      colors: frame.palette.count, transparent: frame.hasTransparentIndex)
    var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: mapSize)
    for (i, c) in frame.palette.enumerated() {
      colors[i] = GifColorType(
        Red: UInt8(c >> 16 & 0xFF), Green: UInt8(c >> 8 & 0xFF), Blue: UInt8(c & 0xFF))
    }
    var gcb = GraphicsControlBlock(
      DisposalMode: frame.clearsAfter ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false,
      DelayTime: Int32(min(delay, 65535)),
      TransparentColor: frame.hasTransparentIndex ? Int32(transparentIndex) : NO_TRANSPARENT_COLOR)
    var controlBlock = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&gcb, &controlBlock)
    try check(
      EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &controlBlock),
      "write a frame's delay")
    guard let map = GifMakeMapObject(Int32(mapSize), &colors) else {
      throw .giflib(code: 0, message: "out of memory", operation: "make a palette")
    }
    defer { GifFreeMapObject(map) }
    try check(
      EGifPutImageDesc(
        gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, map),
      "write a frame descriptor")
    if let compressed = frame.compressed {
      try writeCompressed(compressed, codeSize: codeSize)
      writtenFrameCount += 1
      return
    }
    var indices = frame.indices
    try indices.withUnsafeMutableBufferPointer { (buffer) throws(GIFEncodingError) in
      for row in 0..<frame.height {
        try check(
          EGifPutLine(gif, buffer.baseAddress! + row * frame.width, Int32(frame.width)),
          "write frame pixels")
      }
    }
    writtenFrameCount += 1
  }

  /// LZW data made here, in sub-blocks of at most 255 bytes and the terminator.
  private func writeCompressed(_ data: [UInt8], codeSize: Int) throws(GIFEncodingError) {
    var offset = 0
    var first = true
    repeat {
      let count = min(255, data.count - offset)
      var block = [UInt8(count)] + data[offset..<offset + count]
      let status =
        first
        ? EGifPutCode(gif, Int32(codeSize), &block) : EGifPutCodeNext(gif, &block)
      try check(status, "write frame pixels")
      offset += count
      first = false
    } while offset < data.count
    try check(EGifPutCodeNext(gif, nil), "end frame pixels")
  }

  private func check(_ status: Int32, _ operation: String) throws(GIFEncodingError) {
    guard status == GIF_OK else { throw Self.failure(gif?.pointee.Error ?? 0, operation) }
  }

  private static func failure(_ code: Int32, _ operation: String) -> GIFEncodingError {
    let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
    return .giflib(code: Int(code), message: message, operation: operation)
  }
}

/// Collects the bytes giflib writes: in memory, or passed on to a file a megabyte at a time (so a
/// long animation never sits in memory whole).
final class GIFSink {
  var data = Data()
  let handle: FileHandle?
  /// Bytes written so far.
  var count = 0
  /// The first failure to write to `handle`.
  var failure: String?

  init(handle: FileHandle?) { self.handle = handle }

  static let write: OutputFunc = { file, bytes, length in
    guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
    let sink = Unmanaged<GIFSink>.fromOpaque(user).takeUnretainedValue()
    guard sink.failure == nil else { return 0 }
    sink.data.append(bytes, count: Int(length))
    sink.count += Int(length)
    if sink.handle != nil, sink.data.count >= 1 << 20 { sink.drain() }
    return sink.failure == nil ? length : 0
  }

  /// Passes the buffered bytes to the file.
  func drain() {
    guard let handle, !data.isEmpty, failure == nil else { return }
    do { try handle.write(contentsOf: data) } catch { failure = "\(error)" }
    data.removeAll(keepingCapacity: true)
  }
}
