// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes a GIF from the chunks `GIFChunkEncoder` makes: the stream header, each frame record with
/// its delay filled in, then the trailer. The second step of `GIFEncoder`, and what `reel join`
/// runs over the parts of a split render.
///
/// A frame's delay is the time its frames span at `frameRate`, in whole hundredths of a second
/// (see `FrameRate` for the rounding). GIF's field holds at most 65 535 (655.35 s): a longer
/// delay is split, the frame showing for 65 535 and one transparent pixel, drawn over it and
/// changing nothing, for each further 65 535 or what is left.
public final class GIFAssembler: AnimationAssembler {
  /// How long frames show; nil for a still image (no delay).
  public let frameRate: FrameRate?
  private let output: StreamedOutput
  private var sequence = ChunkSequence()
  private var frames = 0
  private var finished = false
  private let header: Data

  /// Starts a GIF with `streamHeader` (from `GIFChunkEncoder`).
  /// - Parameter output: a file to stream into; nil keeps the GIF in memory for `finish()`.
  public init(
    streamHeader: Data, frameRate: FrameRate?, output: FileHandle? = nil
  ) throws(GIFEncodingError) {
    self.frameRate = frameRate
    self.output = StreamedOutput(handle: output)
    guard streamHeader.starts(with: Array("GIF89a".utf8)) else {
      throw .invalidChunk("the stream header is not a GIF89a header")
    }
    header = streamHeader
    try write(streamHeader)
  }

  /// Bytes written so far.
  public var byteCount: Int { output.count }

  /// Frame records written so far.
  public var writtenFrameCount: Int { frames }

  public func add(_ chunk: AnimationChunk) throws(GIFEncodingError) {
    guard !finished else { throw .finished }
    switch sequence.add(chunk) {
    case .failure(let error): throw .invalidChunk(error.description)
    case .success(let whole): if let whole { try write(record: whole) }
    }
  }

  @discardableResult
  public func finish(streamHeader: Data) throws(GIFEncodingError) -> Data {
    guard !finished else { throw .finished }
    finished = true
    guard streamHeader == header else {
      throw .invalidChunk("the parts have different stream headers")
    }
    guard let last = sequence.finish() else { throw .noFrames }
    try write(record: last)
    try write(Data([0x3B]))
    do { return try output.finish() } catch { throw .output(error.reason) }
  }

  /// A frame record starts with its graphic control extension: `21 F9 04 flags delay delay index
  /// 00`; the delay is little-endian hundredths.
  private func write(record chunk: AnimationChunk) throws(GIFEncodingError) {
    var record = chunk.payload
    let start = record.startIndex
    guard record.count > 8, record[start] == 0x21, record[start + 1] == 0xF9,
      record[start + 2] == 4
    else { throw .invalidChunk("frame \(chunk.firstFrame) is not a GIF frame record") }
    var delay =
      frameRate.map {
        $0.ticks(before: chunk.endFrame, perSecond: 100)
          - $0.ticks(before: chunk.firstFrame, perSecond: 100)
      } ?? 0
    let first = min(delay, Self.longestDelay)
    record[start + 4] = UInt8(first & 0xFF)
    record[start + 5] = UInt8(first >> 8)
    try write(record)
    frames += 1
    delay -= first
    while delay > 0 {
      let part = min(delay, Self.longestDelay)
      try write(Self.pause(part))
      delay -= part
    }
  }

  /// The longest delay one frame record holds, in hundredths of a second.
  static let longestDelay = 65535

  /// A frame record that draws nothing and waits `hundredths`: one transparent pixel at the
  /// origin, left in place (disposal 1), with a two-colour local table of its own.
  static func pause(_ hundredths: Int) -> Data {
    Data([
      0x21, 0xF9, 0x04, 0x05, UInt8(hundredths & 0xFF), UInt8(hundredths >> 8), 0x00, 0x00,
      0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0,
      // LZW, minimum code size 2: clear (4), index 0, end (5) in 3-bit codes.
      0x02, 0x02, 0x44, 0x01, 0x00,
    ])
  }

  private func write(_ data: Data) throws(GIFEncodingError) {
    do { try output.write(data) } catch { throw .output(error.reason) }
  }
}
