// SPDX-License-Identifier: MIT
import Foundation

/// A GIF that could not be written.
public enum GIFEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// giflib reported error `code` (`GifErrorString`'s text) during `operation`.
  case giflib(code: Int, message: String, operation: String)
  /// A frame's size differs from the animation's.
  case frameSizeMismatch(expected: String, got: String)
  /// The animation has no frames.
  case noFrames
  /// Frames were added after `finish()`.
  case finished
  /// A chunk that cannot be assembled (out of order, or not a GIF frame record).
  case invalidChunk(String)
  /// The file could not be written.
  case output(String)

  public var description: String {
    switch self {
    case .giflib(let code, let message, let operation):
      return "giflib failed to \(operation): \(message) (error \(code))"
    case .frameSizeMismatch(let expected, let got):
      return "GIF frame is \(got) pixels, but the animation is \(expected)"
    case .noFrames: return "a GIF needs at least one frame"
    case .finished: return "the GIF is already finished"
    case .invalidChunk(let reason): return "cannot assemble the GIF: \(reason)"
    case .output(let reason): return "cannot write the GIF file: \(reason)"
    }
  }
}
