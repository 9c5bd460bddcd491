// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes an APNG from the chunks `APNGChunkEncoder` makes: the stream header, then per frame an
/// `fcTL` (with its delay) and the rows — `IDAT` for the first, so viewers without APNG support
/// show it, `fdAT` after — numbered in one sequence, then `IEND`; the frame count in `acTL` is
/// patched in at the end. The second step of `APNGEncoder`, and what `reel join` runs.
///
/// Delays are whole milliseconds (hundredths when that does not fit 16 bits); see `FrameRate` for
/// the rounding.
public final class APNGAssembler: AnimationAssembler {
  public let frameRate: FrameRate
  private let output: StreamedOutput
  private var sequence = ChunkSequence()
  private var number: UInt32 = 0
  private var frames: UInt32 = 0
  private var finished = false
  private let header: Data

  /// Byte offset of the `acTL` frame count: signature 8 + IHDR 25 + length 4 + type 4.
  static let frameCountOffset = 8 + 25 + 8

  /// Starts an APNG with `streamHeader` (from `APNGChunkEncoder`).
  /// - Parameter output: a file to stream into; nil keeps the file in memory for `finish()`.
  public init(
    streamHeader: Data, frameRate: FrameRate, output: FileHandle? = nil
  ) throws(PNGEncodingError) {
    self.frameRate = frameRate
    self.output = StreamedOutput(handle: output)
    guard streamHeader.count == Self.frameCountOffset + 12,
      streamHeader.starts(with: PNGHeader.signature)
    else { throw .animation("the stream header is not an APNG header") }
    header = streamHeader
    try write(streamHeader)
  }

  /// Bytes written so far.
  public var byteCount: Int { output.count }

  public func add(_ chunk: AnimationChunk) throws(PNGEncodingError) {
    guard !finished else { throw .animation("the animation is already finished") }
    switch sequence.add(chunk) {
    case .failure(let error): throw .animation(error.description)
    case .success(let whole): if let whole { try write(frame: whole) }
    }
  }

  /// Writes the last frame and `IEND`, patches the frame count, and returns the bytes (empty when
  /// streaming to a file).
  @discardableResult
  public func finish(streamHeader: Data) throws(PNGEncodingError) -> Data {
    guard !finished else { throw .animation("the animation is already finished") }
    finished = true
    guard streamHeader == header else {
      throw .animation("the parts have different stream headers")
    }
    guard let last = sequence.finish() else { throw .emptyImage }
    try write(frame: last)
    var end = Data()
    PNGEncoder.appendChunk("IEND", Data(), to: &end)
    try write(end)
    var control = Data()
    control.appendBigEndian(frames)
    control.appendBigEndian(0)
    var patched = Data()
    PNGEncoder.appendChunk("acTL", control, to: &patched)
    do {
      try output.patch(patched, at: Self.frameCountOffset - 8)
      return try output.finish()
    } catch { throw .animation(error.description) }
  }

  private func write(frame chunk: AnimationChunk) throws(PNGEncodingError) {
    let payload = chunk.payload
    guard payload.count > 16 else {
      throw .animation("frame \(chunk.firstFrame) is not an APNG frame")
    }
    let delay =
      frameRate.ticks(before: chunk.endFrame, perSecond: 1000)
      - frameRate.ticks(before: chunk.firstFrame, perSecond: 1000)
    var control = Data()
    control.appendBigEndian(number)
    number += 1
    control.append(payload.prefix(16))
    let (numerator, denominator) = Self.fraction(milliseconds: delay)
    control.append(contentsOf: [
      UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8),
      UInt8(denominator & 0xFF), 0, 0,
    ])
    var chunks = Data()
    PNGEncoder.appendChunk("fcTL", control, to: &chunks)
    let rows = payload.dropFirst(16)
    if frames == 0 {
      PNGEncoder.appendChunk("IDAT", Data(rows), to: &chunks)
    } else {
      var body = Data()
      body.appendBigEndian(number)
      number += 1
      body.append(rows)
      PNGEncoder.appendChunk("fdAT", body, to: &chunks)
    }
    try write(chunks)
    frames += 1
  }

  /// A delay as APNG's fraction of two 16-bit numbers: milliseconds, else the finest of
  /// hundredths, tenths and seconds that fits (rounded to nearest); at most 65 535 s.
  static func fraction(milliseconds delay: Int) -> (Int, Int) {
    for denominator in [1000, 100, 10, 1] {
      let scale = 1000 / denominator
      let numerator = (delay + scale / 2) / scale
      if numerator <= 65535 { return (numerator, denominator) }
    }
    return (65535, 1)
  }

  private func write(_ data: Data) throws(PNGEncodingError) {
    do { try output.write(data) } catch { throw .animation(error.description) }
  }
}
