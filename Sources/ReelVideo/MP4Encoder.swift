// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes an H.264 video in an MP4 file: frames converted to BT.709 limited-range 4:2:0, encoded by
/// OpenH264 at one quantiser, muxed by `MP4Muxer` with `moov` first.
///
/// The frame rate is constant: every frame added is a sample (a held frame is a small one), with
/// durations in 1/90 000 s so the file ends exactly when the scene does. H.264's 4:2:0 needs even
/// sides: an odd width or height gets one more column or row repeating the edge; OpenH264 takes
/// no side under 16 pixels, so a smaller one is padded the same way to 16.
public final class MP4Encoder: AnimatedImageEncoder {
  /// The 90 kHz clock MPEG uses: 24, 25, 30, 50 and 60 fps are whole ticks per frame.
  static let timescale = 90_000
  public let width: Int
  public let height: Int
  public let frameRate: FrameRate
  private var encoder: H264Encoder?
  private var muxer: MP4Muxer
  private var result: Data?

  /// `quality` 0…100 (higher is better and larger): quantiser `44 − 0.3 × quality` (80 → 20).
  public init(
    width: Int, height: Int, frameRate: FrameRate, quality: Float = 80
  ) throws(VideoEncodingError) {
    guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
    self.width = width
    self.height = height
    self.frameRate = frameRate
    let even = (Self.paddedSide(width), Self.paddedSide(height))
    let quality = Double(min(max(quality.isNaN ? 80 : quality, 0), 100))
    encoder = try H264Encoder(
      width: even.0, height: even.1, framesPerSecond: frameRate.framesPerSecond,
      quantizer: Int((44 - 0.3 * quality).rounded()),
      keyframeInterval: Int((frameRate.framesPerSecond * 2).rounded()))
    muxer = MP4Muxer(width: even.0, height: even.1, timescale: Self.timescale)
  }

  /// The side H.264 is encoded at: even, and at least 16 pixels.
  static func paddedSide(_ side: Int) -> Int { max((side + 1) & ~1, 16) }

  public func addFrame(_ raster: Raster) throws(VideoEncodingError) {
    guard let encoder else { throw .finished }
    guard raster.width == width, raster.height == height else {
      throw .invalidSize(width: raster.width, height: raster.height)
    }
    let index = muxer.samples.count
    guard index < Int(Int32.max) else { throw .tooLong(frames: index) }
    let unit = try encoder.encode(
      YCbCrImage(raster, width: Self.paddedSide(width), height: Self.paddedSide(height)))
    let duration = frameRate.ticks(ofFrame: index, perSecond: Self.timescale)
    guard muxer.duration + duration <= Int(UInt32.max) else { throw .tooLong(frames: index) }
    muxer.append(unit.nalUnits, duration: duration, isKeyframe: unit.isKeyframe)
  }

  /// The MP4 file (empty video: no frames were added → an error).
  @discardableResult public func finish() throws(VideoEncodingError) -> Data {
    if let result { return result }
    guard let encoder else { throw .finished }
    guard !muxer.samples.isEmpty else { throw .codec("a video needs at least one frame") }
    let data = muxer.file(
      sequenceParameterSet: encoder.sequenceParameterSet,
      pictureParameterSet: encoder.pictureParameterSet)
    self.encoder = nil
    result = data
    return data
  }
}
