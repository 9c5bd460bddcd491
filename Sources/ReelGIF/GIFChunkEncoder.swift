// SPDX-License-Identifier: MIT
internal import CGIF
import Foundation
import ReelRender

/// Makes a GIF's frame records with giflib: the first step of `GIFEncoder`, and what a part of a
/// split render (`reel render --frames`) stores.
///
/// Each distinct frame becomes one chunk: its graphic control extension (the delay left 0 for
/// `GIFAssembler` to fill in), image descriptor, palette and LZW data. A frame equal to the one
/// before it lengthens that chunk instead; when the frame before is the one shown before
/// `firstFrame` (a part's start), it becomes a continuation chunk. Output depends only on the
/// frames (not on `parallelism`).
public final class GIFChunkEncoder: AnimationChunkEncoder {
  public let width: Int
  public let height: Int
  /// The screen descriptor and the loop extension giflib writes before the first frame.
  public private(set) var streamHeader = Data()
  /// Frames prepared at once (default: all cores). Output does not depend on it.
  public var parallelism: Int
  /// Error-diffuses colours that are not in a frame's palette (see `GIFEncoder.dithers`).
  public var dithers = false
  /// 0…200, gifsicle-style lossy LZW (see `GIFEncoder.lossiness`).
  public var lossiness = 0
  /// The last frame written (or shown before `firstFrame`), and whether it has transparent pixels
  /// (then the next is written whole).
  private var previous: Raster?
  private var previousIsTransparent = true
  /// Frames waiting to be written, and each one's record, being made on another thread.
  private var queue: FrameQueue
  private var records: [Pending<(record: Data, clears: Bool), GIFEncodingError>] = []
  /// Whether the last queued frame has transparent pixels, when that is known without looking at
  /// all of it: an opaque frame changed only in its damage stays opaque unless the damage has a
  /// transparent pixel.
  private var lastQueuedIsTransparent: Bool?
  private var chunks: [AnimationChunk] = []
  private var finished = false

  /// Frames written as chunks so far (after merging identical frames).
  public private(set) var writtenFrameCount = 0

  /// Starts at frame `firstFrame` of the animation, after `previous` (the frame shown before it;
  /// nil at the start), for a GIF of `width × height` pixels that loops `loopCount` times (0 =
  /// forever).
  public init(
    width: Int, height: Int, loopCount: Int = 0, firstFrame: Int = 0, after previous: Raster? = nil,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(GIFEncodingError) {
    self.width = width
    self.height = height
    self.parallelism = max(parallelism, 1)
    queue = FrameQueue(firstFrame: firstFrame)
    if let previous, previous.width == width, previous.height == height {
      self.previous = previous
      previousIsTransparent = PreparedGIFFrame.hasTransparency(previous)
    }
    let sink = GIFMemorySink()
    var error: Int32 = 0
    let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFMemorySink.write, &error)
    guard gif != nil else { throw Self.failure(error, "open the GIF stream") }
    // giflib writes its trailer into the sink on closing: keep the sink alive until then.
    defer { withExtendedLifetime(sink) { _ = EGifCloseFile(gif, &error) } }
    EGifSetGifVersion(gif, true)
    func put(_ status: Int32, _ operation: String) throws(GIFEncodingError) {
      try Self.check(status, operation, gif)
    }
    try put(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "write the screen")
    try put(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "start the loop extension")
    var name = Array("NETSCAPE2.0".utf8)
    try put(EGifPutExtensionBlock(gif, 11, &name), "write the loop extension")
    var loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8((loopCount >> 8) & 0xFF)]
    try put(EGifPutExtensionBlock(gif, 3, &loop), "write the loop count")
    try put(EGifPutExtensionTrailer(gif), "end the loop extension")
    streamHeader = sink.take()
  }

  /// Adds the next frame; only pixels in `changed` (nil: any) differ from the frame before it.
  /// - Throws: `GIFEncodingError.frameSizeMismatch` if the raster's size differs.
  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(GIFEncodingError) {
    guard !finished else { throw .finished }
    guard raster.width == width, raster.height == height else {
      throw .frameSizeMismatch(
        expected: "\(width)×\(height)", got: "\(raster.width)×\(raster.height)")
    }
    let queued = queue.items.count
    if let continuation = queue.add(raster, changed: changed, previous: previous) {
      chunks.append(continuation)
    }
    if queue.items.count > queued {
      let before = queued > 0 ? lastQueuedIsTransparent : previousIsTransparent
      startRecord(beforeIsTransparent: before)
      lastQueuedIsTransparent = Self.transparency(of: raster, changed: changed, before: before)
    }
    // Keep the last frame queued: a repeat of it may still lengthen it.
    while records.count > parallelism + 1 { try writeFirst() }
  }

  /// Whether `raster` has transparent pixels, when that is cheap to know: from the frame before
  /// (`before`) and a look at the pixels that changed when that one was opaque; from a look at
  /// the whole frame (which stops at the first transparent row) when it had damage but the frame
  /// before was transparent or unknown, so an opaque animation scans one frame whole, not every
  /// one; nil (found by the next frame's worker, in parallel) when any pixel may have changed.
  static func transparency(of raster: Raster, changed: [PixelRect]?, before: Bool?) -> Bool? {
    guard let changed else { return nil }
    guard before == false else { return PreparedGIFFrame.hasTransparency(raster) }
    return changed.contains { PreparedGIFFrame.hasTransparency(raster, within: $0) }
  }

  /// Writes the frames still queued.
  public func finish() throws(GIFEncodingError) {
    guard !finished else { throw .finished }
    while !records.isEmpty { try writeFirst() }
    finished = true
  }

  public func takeChunks() -> [AnimationChunk] {
    defer { chunks.removeAll() }
    return chunks
  }

  /// Starts making the record of the last queued frame (the transparency of the frame before it
  /// is found there when not `known`): at once on another thread, so frames are
  /// prepared and compressed in parallel with no batch to wait for; inline at `parallelism` 1.
  private func startRecord(beforeIsTransparent known: Bool?) {
    let items = queue.items
    let item = items[items.count - 1]
    let before = items.count > 1 ? items[items.count - 2].raster : previous
    let (width, height, dithers, lossiness) = (width, height, dithers, lossiness)
    let work = { @Sendable () throws(GIFEncodingError) -> (record: Data, clears: Bool) in
      let opaqueBefore = before.flatMap {
        known ?? PreparedGIFFrame.hasTransparency($0) ? nil : $0
      }
      let frame = PreparedGIFFrame(
        item.raster, previous: opaqueBefore, changed: item.changed, dithers: dithers,
        lossiness: lossiness)
      return (try Self.record(frame, width: width, height: height), frame.clearsAfter)
    }
    records.append(.start(work, concurrently: parallelism > 1))
  }

  /// Waits for the first queued frame's record and makes it a chunk.
  private func writeFirst() throws(GIFEncodingError) {
    let made = try records.removeFirst().wait().get()
    let item = queue.takeFirst()
    chunks.append(
      AnimationChunk(firstFrame: item.frame, frameCount: item.count, payload: made.record))
    writtenFrameCount += 1
    previous = item.raster
    previousIsTransparent = made.clears
  }
}
