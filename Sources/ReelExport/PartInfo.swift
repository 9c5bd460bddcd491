// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// What a part file of a split render says about itself (its JSON header): the render it belongs
/// to, and the frames of that render it was asked for.
struct PartInfo: Codable, Equatable, Sendable {
  /// The Reel version that made it: encoders may change between versions.
  var reel: String
  var scene: String
  var format: String
  /// The frames' size in pixels.
  var width: Int
  var height: Int
  var fps: Double
  var opaque: Bool
  /// Frames in the whole render.
  var frameCount: Int
  /// The frames asked for, `firstFrame..<endFrame` (a video part holds the two-second groups that
  /// start in them).
  var firstFrame: Int
  var endFrame: Int
  /// The encoder settings, as options.
  var settings: String
  /// A digest of the scene's drawing (its first, middle and last frames).
  var digest: String
  /// A video's chapters, so the joined file has them (absent in parts of earlier versions).
  var chapters: [Chapter]? = nil

  /// One chapter: its title and where it starts and ends, seconds.
  struct Chapter: Codable, Equatable, Sendable {
    var title: String
    var start: Double
    var end: Double
  }

  /// The chapters as the muxers take them; at most 255, each with a title of at most 1000
  /// characters and finite times (a part file is untrusted input).
  var videoChapters: [VideoChapter] {
    (chapters ?? []).prefix(255).compactMap { c in
      guard c.start.isFinite, c.end.isFinite, c.start >= 0, c.end >= c.start else { return nil }
      return VideoChapter(title: String(c.title.prefix(1000)), start: c.start, end: c.end)
    }
  }

  /// What two parts of one render share: everything but the frames asked for.
  func differences(from other: PartInfo) -> String? {
    let pairs: [(String, String, String)] = [
      ("the Reel version", reel, other.reel), ("the scene", scene, other.scene),
      ("the format", format, other.format),
      ("the frame size", "\(width)×\(height)", "\(other.width)×\(other.height)"),
      ("the frame rate", "\(fps)", "\(other.fps)"),
      ("the frame count", "\(frameCount)", "\(other.frameCount)"),
      ("the encoder settings", settings, other.settings),
      ("the scene's drawing", digest, other.digest),
      ("the opacity", "\(opaque)", "\(other.opaque)"),
    ]
    guard let first = pairs.first(where: { $0.1 != $0.2 }) else { return nil }
    return "\(first.0) (\(first.1), there \(first.2))"
  }

  /// Whether the values could come from a render (checked before any is used).
  var isPlausible: Bool {
    (1...65536).contains(width) && (1...65536).contains(height) && fps > 0 && fps <= 1000
      && fps.isFinite && frameCount >= 1 && firstFrame >= 0 && firstFrame < endFrame
      && endFrame <= frameCount && frameCount <= 1 << 40
  }
}
