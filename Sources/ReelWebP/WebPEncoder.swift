// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes an animated WebP: `WebPChunkEncoder` encodes each frame's changed rectangle as a still
/// WebP, `WebPAssembler` muxes them with libwebpmux (a split render's parts go through the same
/// two). Lossless, or lossy at a quality; single-threaded, so the file is the same on every run.
public final class WebPEncoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  public let lossless: Bool
  /// 0…100: for lossy, the image quality; for lossless, the effort spent on compression.
  public let quality: Float
  /// How long each frame shows; durations are whole milliseconds (see `FrameRate`).
  public let frameRate: FrameRate
  private let frames: WebPChunkEncoder
  private let assembler: WebPAssembler

  /// Starts an animation of `width × height` pixels (each side 1…16 383) that loops forever.
  public init(
    width: Int, height: Int, frameRate: FrameRate, lossless: Bool, quality: Float = 75
  ) throws(WebPEncodingError) {
    self.width = width
    self.height = height
    self.lossless = lossless
    self.frameRate = frameRate
    frames = try WebPChunkEncoder(
      width: width, height: height, lossless: lossless, quality: quality)
    self.quality = frames.quality
    assembler = try WebPAssembler(width: width, height: height, frameRate: frameRate)
  }

  /// Adds the next frame, shown for one frame at `frameRate`.
  public func addFrame(_ raster: Raster) throws(WebPEncodingError) {
    try addFrame(raster, changed: nil)
  }

  /// Adds the next frame; only pixels in `changed` (nil: any) differ from the frame before it.
  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(WebPEncodingError) {
    try frames.addFrame(raster, changed: changed)
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
  }

  /// Ends the animation and returns the file's bytes.
  public func finish() throws(WebPEncodingError) -> Data {
    try frames.finish()
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
    return try assembler.finish(streamHeader: frames.streamHeader)
  }
}
