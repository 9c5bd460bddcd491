// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Makes an APNG's frames: the first step of `APNGEncoder`, and what a part of a split render
/// stores. Each distinct frame becomes a chunk — the rectangle that changed since the frame before
/// (`x`, `y`, `width`, `height`, big-endian 32-bit each) then its zlib-compressed rows — that
/// `APNGAssembler` wraps in `fcTL` and `IDAT`/`fdAT`. A frame equal to the one before lengthens
/// that chunk; at a part's start, a continuation chunk.
public final class APNGChunkEncoder: AnimationChunkEncoder {
  public let width: Int
  public let height: Int
  /// RGB when every frame is opaque (decided up front: a transparent pixel later would be lost).
  public let opaque: Bool
  /// The PNG signature, `IHDR` and `acTL` (its frame count 0 until the assembler's `finish()`).
  public let streamHeader: Data
  private let png: PNGEncoder
  private var previous: Raster?
  /// Distinct frames waiting: the last may still be lengthened by a repeat.
  private var queue: FrameQueue
  private var chunks: [AnimationChunk] = []
  private var finished = false

  /// Starts at frame `firstFrame`, after `previous` (the frame shown before it; nil at the start),
  /// for an APNG of `width × height` pixels that loops forever.
  public init(
    width: Int, height: Int, opaque: Bool, level: Int32 = 1, firstFrame: Int = 0,
    after previous: Raster? = nil
  ) throws(PNGEncodingError) {
    guard width > 0, height > 0 else { throw .emptyImage }
    self.width = width
    self.height = height
    self.opaque = opaque
    png = PNGEncoder(level: level)
    queue = FrameQueue(firstFrame: firstFrame)
    if let previous, previous.width == width, previous.height == height {
      self.previous = previous
    }
    var start = Data(PNGHeader.signature)
    PNGEncoder.appendChunk(
      "IHDR", PNGEncoder.header(width: width, height: height, opaque: opaque), to: &start)
    var control = Data()
    control.appendBigEndian(0)  // frame count, patched in by the assembler
    control.appendBigEndian(0)  // plays: 0 = forever
    PNGEncoder.appendChunk("acTL", control, to: &start)
    streamHeader = start
  }

  /// Adds the next frame; only pixels in `changed` (nil: any) differ from the frame before it.
  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(PNGEncodingError) {
    guard !finished else { throw .animation("the animation is already finished") }
    guard raster.width == width, raster.height == height else {
      throw .animation(
        "a \(raster.width)×\(raster.height) frame in a \(width)×\(height) animation")
    }
    if let continuation = queue.add(raster, changed: changed, previous: previous) {
      chunks.append(continuation)
    }
    for item in queue.take(keepingLast: true) { try write(item) }
  }

  public func finish() throws(PNGEncodingError) {
    guard !finished else { throw .animation("the animation is already finished") }
    finished = true
    for item in queue.take(keepingLast: false) { try write(item) }
  }

  public func takeChunks() -> [AnimationChunk] {
    defer { chunks.removeAll() }
    return chunks
  }

  private func write(_ item: FrameQueue.Item) throws(PNGEncodingError) {
    let raster = item.raster
    let (x, y, w, h) =
      previous.map { raster.changedRect(from: $0, within: item.changed) }
      ?? (0, 0, width, height)
    var payload = Data()
    for value in [w, h, x, y] { payload.appendBigEndian(UInt32(value)) }
    payload.append(
      try png.compressedRows(raster, x: x, y: y, width: w, height: h, opaque: opaque))
    chunks.append(AnimationChunk(firstFrame: item.frame, frameCount: item.count, payload: payload))
    previous = raster
  }
}
