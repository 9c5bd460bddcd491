// SPDX-License-Identifier: MIT

/// Why a video could not be written.
public enum VideoEncodingError: Error, Equatable, CustomStringConvertible {
  /// The frame size is outside what the codec takes (1…16 384 pixels a side for VP9, even and at
  /// most 4 096 × 2 304 in macroblocks' terms for H.264's highest level).
  case invalidSize(width: Int, height: Int)
  /// The codec library refused: its own message or code.
  case codec(String)
  /// A frame was added after `finish()`.
  case finished
  /// The video would be longer than its container's timestamps can say.
  case tooLong(frames: Int)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "a video frame of \(width)×\(height) pixels is outside what the codec takes"
    case .codec(let message): message
    case .finished: "the video is already finished"
    case .tooLong(let frames): "a video of \(frames) frames is longer than its container allows"
    }
  }
}
