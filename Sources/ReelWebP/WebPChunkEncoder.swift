// SPDX-License-Identifier: MIT
internal import CWebP
import Foundation
import ReelRender

/// Encodes an animated WebP's frames with libwebp, each on its own: the first step of
/// `WebPEncoder`, and what a part of a split render stores.
///
/// Each distinct frame becomes a chunk: the rectangle that changed since the frame before (its
/// corner moved to even coordinates, as WebP requires), encoded as a still WebP — lossless, or
/// lossy at `quality` — after its `x`, `y`, `width`, `height` (big-endian 32-bit). A frame equal to
/// the one before lengthens that chunk; at a part's start, a continuation chunk. No frame's
/// encoding depends on an earlier encoding, only on the frames' pixels, so a part makes the same
/// chunks as the whole render. Single-threaded libwebp: the same bytes on every run.
public final class WebPChunkEncoder: AnimationChunkEncoder {
  public let width: Int
  public let height: Int
  public let lossless: Bool
  /// 0…100: for lossy, the image quality; for lossless, the effort spent on compression.
  public let quality: Float
  /// Nothing: the animation's header is made from its size.
  public let streamHeader = Data()
  /// Frames encoded at once (default: all cores). Output does not depend on it.
  public var parallelism: Int
  private var previous: Raster?
  /// Distinct frames waiting to be encoded: the last may still be lengthened by a repeat.
  private var queue: FrameQueue
  private var chunks: [AnimationChunk] = []
  private var finished = false

  /// Starts at frame `firstFrame`, after `previous` (the frame shown before it; nil at the start).
  public init(
    width: Int, height: Int, lossless: Bool, quality: Float = 75, firstFrame: Int = 0,
    after previous: Raster? = nil,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(WebPEncodingError) {
    guard width > 0, height > 0, width <= 16383, height <= 16383 else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    self.lossless = lossless
    self.quality = min(max(quality.isNaN ? 75 : quality, 0), 100)
    self.parallelism = max(parallelism, 1)
    queue = FrameQueue(firstFrame: firstFrame)
    if let previous, previous.width == width, previous.height == height {
      self.previous = previous
    }
  }

  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(WebPEncodingError) {
    guard !finished else { throw .libwebp("the animation is already finished") }
    guard raster.width == width, raster.height == height else {
      throw .invalidSize(width: raster.width, height: raster.height)
    }
    if let continuation = queue.add(raster, changed: changed, previous: previous) {
      chunks.append(continuation)
    }
    if queue.items.count > parallelism { try flush(keepingLast: true) }
  }

  public func finish() throws(WebPEncodingError) {
    guard !finished else { throw .libwebp("the animation is already finished") }
    finished = true
    try flush(keepingLast: false)
  }

  public func takeChunks() -> [AnimationChunk] {
    defer { chunks.removeAll() }
    return chunks
  }

  /// Encodes the queued frames in parallel (each against the frame before it) and makes their
  /// chunks, in order.
  private func flush(keepingLast: Bool) throws(WebPEncodingError) {
    let batch = queue.take(keepingLast: keepingLast)
    guard let last = batch.last else { return }
    let before = previous
    let payloads = try parallelMap(0..<batch.count, parallelism: parallelism) {
      i throws(WebPEncodingError) in
      try payload(batch[i].raster, after: i == 0 ? before : batch[i - 1].raster, batch[i].changed)
    }
    for (payload, item) in zip(payloads, batch) {
      chunks.append(
        AnimationChunk(firstFrame: item.frame, frameCount: item.count, payload: payload))
    }
    previous = last.raster
  }

  /// A frame's chunk payload: the rectangle that changed since `previous`, its corner even, and
  /// the rectangle as a still WebP.
  private func payload(
    _ raster: Raster, after previous: Raster?, _ changed: [PixelRect]?
  ) throws(WebPEncodingError) -> Data {
    var (x, y, w, h) =
      previous.map { raster.changedRect(from: $0, within: changed) }
      ?? (0, 0, width, height)
    (w, h) = (w + x % 2, h + y % 2)
    (x, y) = (x - x % 2, y - y % 2)
    var payload = Data()
    for value in [x, y, w, h] {
      payload.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) })
    }
    payload.append(try encode(raster, x: x, y: y, width: w, height: h))
    return payload
  }

  /// The rectangle as a still WebP file.
  private func encode(
    _ raster: Raster, x: Int, y: Int, width w: Int, height h: Int
  ) throws(WebPEncodingError) -> Data {
    var config = WebPConfig()
    var picture = WebPPicture()
    guard WebPConfigInit(&config) != 0, WebPPictureInit(&picture) != 0 else {
      throw .libwebp("the library version does not match its headers")
    }
    config.lossless = lossless ? 1 : 0
    config.quality = quality
    config.method = 4
    config.thread_level = 0
    picture.use_argb = 1
    picture.width = Int32(w)
    picture.height = Int32(h)
    defer { WebPPictureFree(&picture) }
    let imported = raster.pixels.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture, $0.baseAddress! + (y * width + x) * 4, Int32(width * 4))
    }
    guard imported != 0 else { throw .libwebp("out of memory importing a frame") }
    var writer = WebPMemoryWriter()
    WebPMemoryWriterInit(&writer)
    defer { WebPMemoryWriterClear(&writer) }
    let encoded = withUnsafeMutablePointer(to: &writer) { pointer -> Int32 in
      picture.writer = WebPMemoryWrite
      picture.custom_ptr = UnsafeMutableRawPointer(pointer)
      return WebPEncode(&config, &picture)
    }
    guard encoded != 0, let bytes = writer.mem else {
      throw .libwebp("encoding a frame failed: \(Self.describe(picture.error_code))")
    }
    return Data(bytes: bytes, count: writer.size)
  }

  /// libwebp's reason for a failed encode, in words (`WebPEncodingError`; its number if unknown).
  static func describe(_ error: CWebP.WebPEncodingError) -> String {
    switch error {
    case VP8_ENC_ERROR_OUT_OF_MEMORY, VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: "out of memory"
    case VP8_ENC_ERROR_BAD_DIMENSION: "the frame's size is not one WebP can hold"
    case VP8_ENC_ERROR_FILE_TOO_BIG: "the frame is too big for a WebP file (4 GB)"
    case VP8_ENC_ERROR_PARTITION0_OVERFLOW, VP8_ENC_ERROR_PARTITION_OVERFLOW:
      "a partition of the frame is too big (over 512 kB of headers)"
    default: "libwebp error \(error.rawValue)"
    }
  }
}
