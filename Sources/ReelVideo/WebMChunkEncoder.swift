// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Encodes frames as VP9, one chunk per frame: the first step of `WebMEncoder`, and what a part of
/// a split render stores.
///
/// As `MP4ChunkEncoder`, the video is cut into two-second groups, each encoded by a fresh libvpx
/// encoder (flushed at the group's end) so a group depends on no frame outside it. A chunk's
/// payload is the frame's packet (hidden alt-ref frames travel inside the next shown frame's).
public final class WebMChunkEncoder: AnimationChunkEncoder {
  public let width: Int
  public let height: Int
  public let frameRate: FrameRate
  /// Frames per group (each starts with a keyframe).
  public let groupLength: Int
  private let cqLevel: Int
  private var encoder: VP9Encoder?
  /// The frames given to `encoder` whose packets have not come back yet.
  private var waiting: [Int] = []
  private var chunks: [AnimationChunk] = []
  private var nextFrame: Int
  private var finished = false
  /// Frames added so far.
  public private(set) var addedFrameCount = 0
  /// Nothing: a WebM's header is made from its size and rate.
  public let streamHeader = Data()

  /// Starts at frame `firstFrame` (the first of a group); `quality` 0…100 (higher is better and
  /// larger): VP9's constant-quality level `56 − 0.45 × quality` (80 → 20).
  public init(
    width: Int, height: Int, frameRate: FrameRate, quality: Float = 80, firstFrame: Int = 0
  ) throws(VideoEncodingError) {
    guard (1...16384).contains(width), (1...16384).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    self.frameRate = frameRate
    groupLength = MP4ChunkEncoder.groupLength(frameRate)
    cqLevel = Int((56 - 0.45 * MP4ChunkEncoder.clampedQuality(quality)).rounded())
    nextFrame = max(firstFrame, 0)
  }

  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(VideoEncodingError) {
    guard !finished else { throw .finished }
    guard raster.width == width, raster.height == height else {
      throw .invalidSize(width: raster.width, height: raster.height)
    }
    addedFrameCount += 1
    let time = frameRate.ticks(before: nextFrame, perSecond: 1000)
    guard time <= Int(Int32.max) else { throw .tooLong(frames: nextFrame) }
    if encoder == nil || nextFrame % groupLength == 0 {
      try endGroup()
      encoder = try VP9Encoder(
        width: width, height: height, cqLevel: cqLevel, keyframeInterval: groupLength)
    }
    guard let encoder else { throw .finished }
    let duration = frameRate.ticks(ofFrame: nextFrame, perSecond: 1000)
    waiting.append(nextFrame)
    nextFrame += 1
    take(try encoder.encode(YCbCrImage(raster), time: time, duration: duration))
  }

  public func finish() throws(VideoEncodingError) {
    guard !finished else { throw .finished }
    finished = true
    try endGroup()
  }

  public func takeChunks() -> [AnimationChunk] {
    defer { chunks.removeAll() }
    return chunks
  }

  /// Drains the group's look-ahead.
  private func endGroup() throws(VideoEncodingError) {
    guard let encoder else { return }
    take(try encoder.flush())
    self.encoder = nil
    guard waiting.isEmpty else {
      throw .codec("libvpx returned no packet for frame \(waiting[0])")
    }
  }

  private func take(_ packets: [VP9Encoder.Packet]) {
    for packet in packets where !waiting.isEmpty {
      chunks.append(
        AnimationChunk(
          firstFrame: waiting.removeFirst(), frameCount: 1, isKeyframe: packet.isKeyframe,
          payload: packet.data))
    }
  }
}
