// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes a WebM from the chunks `WebMChunkEncoder` makes, with `WebMMuxer`: every chunk a block
/// at its frame's millisecond, the file as long as the frames. The second step of `WebMEncoder`,
/// and what `reel join` runs.
public final class WebMAssembler: AnimationAssembler {
  public let frameRate: FrameRate
  private var muxer: WebMMuxer
  private var sequence = ChunkSequence()
  private var result: Data?
  /// Chapters the file gets (none by default); set before `finish`.
  public var chapters: [VideoChapter] = []

  public init(width: Int, height: Int, frameRate: FrameRate) {
    self.frameRate = frameRate
    muxer = WebMMuxer(width: width, height: height, framesPerSecond: frameRate.framesPerSecond)
  }

  public func add(_ chunk: AnimationChunk) throws(VideoEncodingError) {
    guard result == nil else { throw .finished }
    switch sequence.add(chunk) {
    case .failure(let error): throw .codec("cannot assemble the WebM: \(error)")
    case .success(let whole): if let whole { try append(whole) }
    }
  }

  /// The WebM file (an error without frames); `streamHeader` must be empty.
  @discardableResult
  public func finish(streamHeader: Data) throws(VideoEncodingError) -> Data {
    if let result { return result }
    guard streamHeader.isEmpty else { throw .codec("a WebM part has a stream header") }
    if let last = sequence.finish() { try append(last) }
    guard !muxer.frames.isEmpty else { throw .codec("a video needs at least one frame") }
    let end = sequence.expectedFrame
    muxer.chapters = chapters
    let data = muxer.file(duration: frameRate.ticks(before: end, perSecond: 1000))
    result = data
    return data
  }

  private func append(_ chunk: AnimationChunk) throws(VideoEncodingError) {
    let time = frameRate.ticks(before: chunk.firstFrame, perSecond: 1000)
    guard time <= Int(Int32.max) else { throw .tooLong(frames: chunk.firstFrame) }
    muxer.append(.init(data: chunk.payload, time: time, isKeyframe: chunk.isKeyframe))
  }
}
