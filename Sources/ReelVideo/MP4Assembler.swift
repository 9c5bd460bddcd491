// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes an MP4 from the chunks `MP4ChunkEncoder` makes, with `MP4Muxer`: every chunk a sample,
/// its duration in 1/90 000 s from the frame rate (so the file ends exactly when the scene does).
/// The second step of `MP4Encoder`, and what `reel join` runs.
public final class MP4Assembler: AnimationAssembler {
  /// The 90 kHz clock MPEG uses: 24, 25, 30, 50 and 60 fps are whole ticks per frame.
  static let timescale = 90_000
  public let frameRate: FrameRate
  private var muxer: MP4Muxer
  private var sequence = ChunkSequence()
  private var result: Data?
  /// Chapters the file gets (none by default); set before `finish`.
  public var chapters: [VideoChapter] = []

  /// Starts an MP4 of a `width × height` picture (`MP4ChunkEncoder`'s padded size for a frame of
  /// that size).
  public init(width: Int, height: Int, frameRate: FrameRate) {
    self.frameRate = frameRate
    muxer = MP4Muxer(
      width: MP4ChunkEncoder.paddedSide(width), height: MP4ChunkEncoder.paddedSide(height),
      timescale: Self.timescale)
  }

  public func add(_ chunk: AnimationChunk) throws(VideoEncodingError) {
    guard result == nil else { throw .finished }
    switch sequence.add(chunk) {
    case .failure(let error): throw .codec("cannot assemble the MP4: \(error)")
    case .success(let whole): if let whole { try append(whole) }
    }
  }

  /// The MP4 file; `streamHeader` holds the parameter sets (an error without frames).
  @discardableResult
  public func finish(streamHeader: Data) throws(VideoEncodingError) -> Data {
    if let result { return result }
    if let last = sequence.finish() { try append(last) }
    guard !muxer.samples.isEmpty else { throw .codec("a video needs at least one frame") }
    guard let (sps, pps) = Self.parameterSets(streamHeader) else {
      throw .codec("cannot assemble the MP4: its parameter sets are missing or damaged")
    }
    muxer.chapters = chapters
    let data = muxer.file(sequenceParameterSet: sps, pictureParameterSet: pps)
    result = data
    return data
  }

  private func append(_ chunk: AnimationChunk) throws(VideoEncodingError) {
    let duration =
      frameRate.ticks(before: chunk.endFrame, perSecond: Self.timescale)
      - frameRate.ticks(before: chunk.firstFrame, perSecond: Self.timescale)
    guard muxer.duration + duration <= Int(UInt32.max), chunk.firstFrame < Int(Int32.max) else {
      throw .tooLong(frames: chunk.firstFrame)
    }
    muxer.append(sample: chunk.payload, duration: duration, isKeyframe: chunk.isKeyframe)
  }

  /// Two length-prefixed NAL units: the sequence and picture parameter sets.
  static func parameterSets(_ header: Data) -> (Data, Data)? {
    let bytes = [UInt8](header)
    var offset = 0
    var sets: [Data] = []
    while offset + 4 <= bytes.count, sets.count < 2 {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      offset += 4
      guard length > 0, length <= bytes.count - offset else { return nil }
      sets.append(Data(bytes[offset..<offset + length]))
      offset += length
    }
    guard sets.count == 2, offset == bytes.count else { return nil }
    return (sets[0], sets[1])
  }
}
