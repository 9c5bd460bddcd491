// SPDX-License-Identifier: MIT
import Foundation

/// An animation libwebp could not encode.
public enum WebPEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidSize(width: Int, height: Int)
  case libwebp(String)
  /// The animation lasts longer than WebP's timestamps reach (2³¹ − 1 ms, about 24.8 days).
  case tooLong(milliseconds: Int)
  /// A frame lasts longer than a WebP frame can (2²⁴ − 1 ms, about 4.7 hours).
  case frameTooLong(milliseconds: Int)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "WebP cannot hold a \(width)×\(height) frame (each side 1…16383)"
    case .libwebp(let message): "libwebp: \(message)"
    case .tooLong(let milliseconds):
      "the animation lasts \(milliseconds) ms, longer than WebP can hold (2147483647 ms, about "
        + "24.8 days); raise the frame rate"
    case .frameTooLong(let milliseconds):
      "a frame lasts \(milliseconds) ms, longer than a WebP frame can (16777215 ms, about 4.7 "
        + "hours); raise the frame rate"
    }
  }
}
