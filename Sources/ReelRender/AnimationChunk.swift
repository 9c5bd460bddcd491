// SPDX-License-Identifier: MIT
import Foundation

/// A piece of an encoded animation: what a format stores for a run of frames of the full render
/// (a GIF frame record, an APNG frame, a WebP `ANMF` frame, a video sample).
///
/// Every animated format is made in two steps — frames become chunks (`AnimationChunkEncoder`),
/// chunks become the file (`AnimationAssembler`) — so a render split into parts (`reel render
/// --frames`) and joined again (`reel join`) gives the file one render gives: both pass the same
/// chunks to the same assembler. A chunk's duration is not stored: the assembler derives it from
/// `firstFrame` and `frameCount` at the animation's `FrameRate`.
public struct AnimationChunk: Sendable, Equatable {
  /// The frame of the full render it starts at (0-based).
  public var firstFrame: Int
  /// How many frames it shows for (≥ 1): a frame repeated unchanged lengthens the chunk before.
  public var frameCount: Int
  /// Whether a decoder can start here (video: an IDR or key frame).
  public var isKeyframe: Bool
  /// The format's bytes; empty for a chunk that only lengthens the one before it (a part whose
  /// first frames repeat the last frame of the part before).
  public var payload: Data

  public init(firstFrame: Int, frameCount: Int, isKeyframe: Bool = false, payload: Data) {
    self.firstFrame = firstFrame
    self.frameCount = frameCount
    self.isKeyframe = isKeyframe
    self.payload = payload
  }

  /// Whether it only lengthens the chunk before it.
  public var isContinuation: Bool { payload.isEmpty }

  /// The frame after its last.
  public var endFrame: Int { firstFrame + frameCount }
}

/// Turns frames into `AnimationChunk`s: the first step of every animated format.
///
/// An encoder starts at any frame of the full render (`firstFrame`), told the frame shown before
/// it, so a part of a render makes exactly the chunks the whole render makes for those frames.
public protocol AnimationChunkEncoder: AnyObject {
  associatedtype Failure: Error & CustomStringConvertible
  /// What every part of the same animation shares and its assembler needs (GIF: the screen
  /// descriptor and loop extension; MP4: the parameter sets, known once a frame is encoded); may
  /// be empty. Complete after `finish()`.
  var streamHeader: Data { get }
  /// Adds the next frame; `changed`, when given, holds every pixel that differs from the frame
  /// before it.
  func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(Failure)
  /// Ends the frames: what is still held back becomes chunks.
  func finish() throws(Failure)
  /// The chunks made since the last call, in order.
  func takeChunks() -> [AnimationChunk]
}

/// Writes chunks, in order, as one file: the second step of every animated format.
public protocol AnimationAssembler: AnyObject {
  associatedtype Failure: Error & CustomStringConvertible
  /// Adds the next chunk: it must start where the one before ended.
  func add(_ chunk: AnimationChunk) throws(Failure)
  /// Ends the file and returns its bytes (empty when it was streamed to a file); `streamHeader` is
  /// the chunk encoder's (formats that write it first check it is the one they started with).
  @discardableResult func finish(streamHeader: Data) throws(Failure) -> Data
}

/// Merges continuation chunks into the chunk before them and checks that chunks follow each other:
/// the bookkeeping every assembler shares. Holds one chunk back until the next shows it is whole.
public struct ChunkSequence: Sendable {
  private var held: AnimationChunk?
  private var next = 0

  public init() {}

  /// The frame the next chunk must start at.
  public var expectedFrame: Int { next }

  /// Takes `chunk` and returns the chunk before it once that is whole (nil: nothing is whole
  /// yet), or why `chunk` cannot follow the chunks so far.
  public mutating func add(_ chunk: AnimationChunk) -> Result<AnimationChunk?, ChunkOrderError> {
    let (end, overflow) = chunk.firstFrame.addingReportingOverflow(chunk.frameCount)
    guard chunk.firstFrame == next, chunk.frameCount >= 1, !overflow else {
      return .failure(ChunkOrderError(expected: next, found: chunk.firstFrame))
    }
    if chunk.isContinuation {
      guard held != nil else {
        return .failure(ChunkOrderError(expected: next, found: chunk.firstFrame, first: true))
      }
      held?.frameCount += chunk.frameCount
      next = end
      return .success(nil)
    }
    next = end
    let done = held
    held = chunk
    return .success(done)
  }

  /// The last chunk, at the end.
  public mutating func finish() -> AnimationChunk? {
    defer { held = nil }
    return held
  }
}

/// Chunks that do not follow each other.
public struct ChunkOrderError: Error, Equatable, Sendable, CustomStringConvertible {
  public var expected: Int
  public var found: Int
  /// The animation starts with a chunk that only repeats a frame before it.
  public var first = false

  public var description: String {
    first
      ? "the animation starts with frames that repeat a frame before them"
      : "a chunk starts at frame \(found) where frame \(expected) was expected"
  }
}
