// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes an animated PNG (APNG) frame by frame: `APNGChunkEncoder` compresses the frames,
/// `APNGAssembler` writes the chunks (`acTL`, `fcTL`, `IDAT`, `fdAT`) — by us over the same row
/// compression as `PNGEncoder` (Debian's libpng has no APNG API); a split render's parts go
/// through the same two.
///
/// Lossless, so every frame comes back exactly. A frame equal to the previous one only lengthens
/// its delay; a changed frame is cropped to the rectangle that changed (dispose `none`, blend
/// `source`). The first frame is the default image, so viewers without APNG support show it.
public final class APNGEncoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  /// RGB when every frame is opaque (decided up front: a transparent pixel later would be lost).
  public let opaque: Bool
  /// How long each frame shows; delays are whole milliseconds (see `FrameRate` for the rounding).
  public let frameRate: FrameRate
  private let frames: APNGChunkEncoder
  private let assembler: APNGAssembler

  /// Starts an APNG of `width × height` pixels that loops forever.
  /// - Parameter output: a file to stream into; nil keeps the file in memory for `finish()`.
  public init(
    width: Int, height: Int, opaque: Bool, frameRate: FrameRate, level: Int32 = 1,
    output: FileHandle? = nil
  ) throws(PNGEncodingError) {
    self.width = width
    self.height = height
    self.opaque = opaque
    self.frameRate = frameRate
    frames = try APNGChunkEncoder(width: width, height: height, opaque: opaque, level: level)
    assembler = try APNGAssembler(
      streamHeader: frames.streamHeader, frameRate: frameRate, output: output)
  }

  /// Bytes produced so far.
  public var byteCount: Int { assembler.byteCount }

  /// Adds the next frame, shown for one frame at `frameRate`.
  public func addFrame(_ raster: Raster) throws(PNGEncodingError) {
    try addFrame(raster, changed: nil)
  }

  /// Adds the next frame; only pixels in `changed` (nil: any) differ from the frame before it.
  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(PNGEncodingError) {
    try frames.addFrame(raster, changed: changed)
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
  }

  /// Writes the last frame and `IEND`, patches the frame count, and returns the bytes (empty when
  /// streaming to a file).
  @discardableResult
  public func finish() throws(PNGEncodingError) -> Data {
    try frames.finish()
    for chunk in frames.takeChunks() { try assembler.add(chunk) }
    return try assembler.finish(streamHeader: frames.streamHeader)
  }
}
