// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes a VP9 video in a WebM file: frames converted to BT.709 limited-range 4:2:0 (odd sizes
/// kept as they are), encoded by libvpx at constant quality, muxed by `WebMMuxer`.
///
/// The frame rate is constant: every frame added is a block at its own millisecond (a held frame
/// is a small one), and the file lasts exactly the frames' total duration.
public final class WebMEncoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  public let frameRate: FrameRate
  private var encoder: VP9Encoder?
  private var muxer: WebMMuxer
  private var frameCount = 0
  private var result: Data?

  /// `quality` 0…100 (higher is better and larger): VP9's constant-quality level
  /// `56 − 0.45 × quality` (80 → 20).
  public init(
    width: Int, height: Int, frameRate: FrameRate, quality: Float = 80
  ) throws(VideoEncodingError) {
    self.width = width
    self.height = height
    self.frameRate = frameRate
    let quality = Double(min(max(quality.isNaN ? 80 : quality, 0), 100))
    encoder = try VP9Encoder(
      width: width, height: height, cqLevel: Int((56 - 0.45 * quality).rounded()),
      keyframeInterval: Int((frameRate.framesPerSecond * 2).rounded()))
    muxer = WebMMuxer(width: width, height: height, framesPerSecond: frameRate.framesPerSecond)
  }

  public func addFrame(_ raster: Raster) throws(VideoEncodingError) {
    guard let encoder else { throw .finished }
    guard raster.width == width, raster.height == height else {
      throw .invalidSize(width: raster.width, height: raster.height)
    }
    let time = frameRate.ticks(before: frameCount, perSecond: 1000)
    guard time <= Int(Int32.max) else { throw .tooLong(frames: frameCount) }
    let duration = frameRate.ticks(ofFrame: frameCount, perSecond: 1000)
    frameCount += 1
    for packet in try encoder.encode(YCbCrImage(raster), time: time, duration: duration) {
      muxer.append(.init(data: packet.data, time: packet.time, isKeyframe: packet.isKeyframe))
    }
  }

  /// The WebM file.
  @discardableResult public func finish() throws(VideoEncodingError) -> Data {
    if let result { return result }
    guard let encoder else { throw .finished }
    guard frameCount > 0 else { throw .codec("a video needs at least one frame") }
    for packet in try encoder.flush() {
      muxer.append(.init(data: packet.data, time: packet.time, isKeyframe: packet.isKeyframe))
    }
    self.encoder = nil
    let data = muxer.file(duration: frameRate.ticks(before: frameCount, perSecond: 1000))
    result = data
    return data
  }
}
