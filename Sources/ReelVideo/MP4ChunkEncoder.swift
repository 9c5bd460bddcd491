// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Encodes frames as H.264 access units, one chunk per frame: the first step of `MP4Encoder`, and
/// what a part of a split render stores.
///
/// The video is cut into groups of `groupLength` frames (two seconds), each encoded by a fresh
/// OpenH264 encoder starting with an IDR frame, so a group depends on no frame outside it: a part
/// of a split render encodes the groups that start in its range, and the joined file is the one a
/// single render makes. Chunk payloads are the frame's NAL units, each after its 4-byte length.
public final class MP4ChunkEncoder: AnimationChunkEncoder {
  public let width: Int
  public let height: Int
  public let frameRate: FrameRate
  /// Frames per group (each starts with a keyframe).
  public let groupLength: Int
  private let quantizer: Int
  private var encoder: H264Encoder?
  /// The sequence and picture parameter sets, each after its 4-byte length; empty until a frame
  /// is encoded.
  public private(set) var streamHeader = Data()
  private var chunks: [AnimationChunk] = []
  private var nextFrame: Int
  private var finished = false
  /// Frames added so far.
  public private(set) var addedFrameCount = 0

  /// Starts at frame `firstFrame` (the first of a group); `quality` 0…100 (higher is better and
  /// larger): quantiser `44 − 0.3 × quality` (80 → 20).
  public init(
    width: Int, height: Int, frameRate: FrameRate, quality: Float = 80, firstFrame: Int = 0
  ) throws(VideoEncodingError) {
    guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
    self.width = width
    self.height = height
    self.frameRate = frameRate
    groupLength = Self.groupLength(frameRate)
    quantizer = Int((44 - 0.3 * Self.clampedQuality(quality)).rounded())
    nextFrame = max(firstFrame, 0)
  }

  /// `quality` within 0…100 (NaN: 80, the default), for the codecs' mappings.
  static func clampedQuality(_ quality: Float) -> Double {
    Double(min(max(quality.isNaN ? 80 : quality, 0), 100))
  }

  /// Two seconds of frames, at least one.
  public static func groupLength(_ rate: FrameRate) -> Int {
    max(Int(min(rate.framesPerSecond * 2, 1e6).rounded()), 1)
  }

  /// The side H.264 is encoded at: even, and at least 16 pixels.
  static func paddedSide(_ side: Int) -> Int { max((side + 1) & ~1, 16) }

  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(VideoEncodingError) {
    guard !finished else { throw .finished }
    guard raster.width == width, raster.height == height else {
      throw .invalidSize(width: raster.width, height: raster.height)
    }
    addedFrameCount += 1
    guard nextFrame < Int(Int32.max) else { throw .tooLong(frames: nextFrame) }
    let (w, h) = (Self.paddedSide(width), Self.paddedSide(height))
    if encoder == nil || nextFrame % groupLength == 0 {
      encoder = try H264Encoder(
        width: w, height: h, framesPerSecond: frameRate.framesPerSecond, quantizer: quantizer,
        keyframeInterval: groupLength)
    }
    guard let encoder else { throw .finished }
    let unit = try encoder.encode(YCbCrImage(raster, width: w, height: h))
    if streamHeader.isEmpty {
      var header = ByteWriter()
      for set in [encoder.sequenceParameterSet, encoder.pictureParameterSet] {
        header.u32(set.count)
        header.bytes(set)
      }
      streamHeader = header.data
    }
    var payload = ByteWriter()
    for nal in unit.nalUnits {
      payload.u32(nal.count)
      payload.bytes(nal)
    }
    chunks.append(
      AnimationChunk(
        firstFrame: nextFrame, frameCount: 1, isKeyframe: unit.isKeyframe,
        payload: payload.data))
    nextFrame += 1
  }

  public func finish() throws(VideoEncodingError) {
    guard !finished else { throw .finished }
    finished = true
    encoder = nil
  }

  public func takeChunks() -> [AnimationChunk] {
    defer { chunks.removeAll() }
    return chunks
  }
}
