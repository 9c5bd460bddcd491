// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes an H.264 video in an MP4 file: frames converted to BT.709 limited-range 4:2:0, encoded by
/// OpenH264 at one quantiser in two-second groups (`MP4ChunkEncoder`), muxed with `moov` first
/// (`MP4Assembler`; a split render's parts go through the same two).
///
/// The frame rate is constant: every frame added is a sample (a held frame is a small one), with
/// durations in 1/90 000 s so the file ends exactly when the scene does. H.264's 4:2:0 needs even
/// sides: an odd width or height gets one more column or row repeating the edge; OpenH264 takes
/// no side under 16 pixels, so a smaller one is padded the same way to 16.
public final class MP4Encoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  public let frameRate: FrameRate
  private let frames: MP4ChunkEncoder
  private let assembler: MP4Assembler

  /// `quality` 0…100 (higher is better and larger): quantiser `44 − 0.3 × quality` (80 → 20).
  public init(
    width: Int, height: Int, frameRate: FrameRate, quality: Float = 80
  ) throws(VideoEncodingError) {
    self.width = width
    self.height = height
    self.frameRate = frameRate
    frames = try MP4ChunkEncoder(
      width: width, height: height, frameRate: frameRate, quality: quality)
    assembler = MP4Assembler(width: width, height: height, frameRate: frameRate)
  }

  public func addFrame(_ raster: Raster) throws(VideoEncodingError) {
    try frames.addFrame(raster, changed: nil)
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
  }

  /// The MP4 file (empty video: no frames were added → an error).
  @discardableResult public func finish() throws(VideoEncodingError) -> Data {
    guard frames.addedFrameCount > 0 else { throw .codec("a video needs at least one frame") }
    try frames.finish()
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
    return try assembler.finish(streamHeader: frames.streamHeader)
  }
}
