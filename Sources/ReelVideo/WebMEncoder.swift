// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes a VP9 video in a WebM file: frames converted to BT.709 limited-range 4:2:0 (odd sizes
/// kept as they are), encoded by libvpx at constant quality in two-second groups
/// (`WebMChunkEncoder`), muxed by `WebMAssembler` (a split render's parts go through the same two).
///
/// The frame rate is constant: every frame added is a block at its own millisecond (a held frame
/// is a small one), and the file lasts exactly the frames' total duration.
public final class WebMEncoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  public let frameRate: FrameRate
  private let frames: WebMChunkEncoder
  private let assembler: WebMAssembler

  /// `quality` 0…100 (higher is better and larger): VP9's constant-quality level
  /// `56 − 0.45 × quality` (80 → 20).
  public init(
    width: Int, height: Int, frameRate: FrameRate, quality: Float = 80
  ) throws(VideoEncodingError) {
    self.width = width
    self.height = height
    self.frameRate = frameRate
    frames = try WebMChunkEncoder(
      width: width, height: height, frameRate: frameRate, quality: quality)
    assembler = WebMAssembler(width: width, height: height, frameRate: frameRate)
  }

  public func addFrame(_ raster: Raster) throws(VideoEncodingError) {
    try frames.addFrame(raster, changed: nil)
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
  }

  /// The WebM file.
  @discardableResult public func finish() throws(VideoEncodingError) -> Data {
    guard frames.addedFrameCount > 0 else { throw .codec("a video needs at least one frame") }
    try frames.finish()
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
    return try assembler.finish(streamHeader: frames.streamHeader)
  }
}
