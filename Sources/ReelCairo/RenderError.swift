// SPDX-License-Identifier: MIT
import Foundation

/// A frame that could not be drawn or encoded.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Cairo reported `status` (its own text) during `operation`.
  case cairo(status: String, operation: String)
  /// The canvas in pixels is empty or too large for Cairo (at most 32767 per side).
  case invalidSize(width: Int, height: Int)
  /// An image that cannot be decoded, and why.
  case image(String)

  public var description: String {
    switch self {
    case .cairo(let status, let operation): return "Cairo failed to \(operation): \(status)"
    case .invalidSize(let width, let height):
      return "cannot draw a \(width)×\(height) pixel frame (each side must be 1…32767)"
    case .image(let problem): return problem
    }
  }
}
