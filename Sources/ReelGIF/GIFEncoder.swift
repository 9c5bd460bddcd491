// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes an animated, looping GIF89a with giflib, frame by frame: `GIFChunkEncoder` makes the
/// frame records, `GIFAssembler` writes them (a split render's parts go through the same two).
///
/// Each frame gets its own palette (`ColorQuantizer`: exact colours when a frame has few, flat
/// colours kept exact otherwise). A frame identical to the previous one is not written again — its
/// delay is added to the previous frame's — and a changed frame is cropped to the rectangle that
/// changed (disposal "do not dispose"). Pixels with alpha below 128 become transparent.
///
/// Delays are whole hundredths of a second, from `frameRate` (see `FrameRate` for the rounding).
/// Output depends only on the frames and the rate (not on `parallelism`). Memory: a batch of
/// `parallelism + 1` frames of look-ahead plus the file.
public final class GIFEncoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  /// How long each frame shows; nil for a still image (no delay).
  public let frameRate: FrameRate?
  private let frames: GIFChunkEncoder
  private let assembler: GIFAssembler
  /// The fastest rate GIF plays faithfully: browsers treat delays below 2/100 s as 10/100 s, so
  /// 50 fps.
  public static let maximumFramesPerSecond = 50.0

  /// Frames prepared at once (default: all cores). Output does not depend on it.
  public var parallelism: Int {
    get { frames.parallelism }
    set { frames.parallelism = max(newValue, 1) }
  }
  /// Whether colours that are not in a frame's palette are error-diffused (Floyd–Steinberg) instead
  /// of mapped to the nearest entry. Only changed pixels are dithered, so still areas never crawl.
  public var dithers: Bool {
    get { frames.dithers }
    set { frames.dithers = newValue }
  }
  /// 0…200: how far (Euclidean RGB, `lossiness / 4`) a pixel's colour may move so LZW can
  /// continue a longer string (`LossyLZW`, as gifsicle's `--lossy`): smaller files, slight noise
  /// in gradients and photos, flat colours unchanged. 0 is exact (`LZWEncoder`).
  public var lossiness: Int {
    get { frames.lossiness }
    set { frames.lossiness = newValue }
  }

  /// Frames written to the file so far (after merging identical frames).
  public var writtenFrameCount: Int { assembler.writtenFrameCount }

  /// Bytes of GIF produced so far.
  public var byteCount: Int { assembler.byteCount }

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
    frames = try GIFChunkEncoder(
      width: width, height: height, loopCount: loopCount, parallelism: parallelism)
    assembler = try GIFAssembler(
      streamHeader: frames.streamHeader, frameRate: frameRate, output: output)
  }

  /// Adds the next frame, shown for one frame at `frameRate`. Frames are queued and prepared in
  /// parallel batches of `parallelism`; a frame equal to the one before only lengthens its
  /// delay.
  /// - Throws: `GIFEncodingError.frameSizeMismatch` if the raster's size differs.
  public func addFrame(_ raster: Raster) throws(GIFEncodingError) {
    try addFrame(raster, changed: nil)
  }

  /// Adds the next frame as `addFrame(_:)` does; only pixels in `changed` (nil: any) differ from
  /// the frame added before it, so only they are compared with it.
  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(GIFEncodingError) {
    try frames.addFrame(raster, changed: changed)
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
  }

  /// Writes the queued frames and the trailer, and returns the file's bytes (empty when streaming
  /// to a file: then everything has been written to it).
  @discardableResult
  public func finish() throws(GIFEncodingError) -> Data {
    try frames.finish()
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
    return try assembler.finish(streamHeader: frames.streamHeader)
  }
}
