// SPDX-License-Identifier: MIT
import ReelFiles

/// A part of a split render that cannot be made or joined.
public enum PartError: Error, Equatable, Sendable, CustomStringConvertible, ExitCoded {
  /// `--frames` asked for frames the scene does not have.
  case framesOutOfRange(scene: String, requested: String, frameCount: Int)
  /// `--frames` with a format that is not one file of chunks.
  case notJoinable(format: String)
  /// `reel join` was given no parts.
  case noParts
  case notFound(path: String)
  /// Not a part file, or damaged at byte `offset`.
  case damaged(path: String, offset: Int, expected: String)
  /// Parts of different renders (scene, format or settings).
  case mismatch(path: String, other: String, what: String)
  /// Frames no part holds, or that two parts hold.
  case gap(frames: String, after: String?)
  case overlap(path: String, other: String, frames: String)

  public var exitCode: Int32 {
    switch self {
    case .notFound: 66
    case .notJoinable: 64
    default: 65
    }
  }

  public var description: String {
    switch self {
    case .framesOutOfRange(let scene, let requested, let count):
      "error: \(scene) has \(count) frames (0..\(count - 1)); --frames \(requested) is outside them"
    case .notJoinable(let format):
      "error: --frames makes a part of a GIF, APNG, WebP, MP4 or WebM; \(format) is not one file"
    case .noParts: "error: no parts to join"
    case .notFound(let path): "\(path): error: no such part"
    case .damaged(let path, let offset, let expected):
      "\(path): error: byte \(offset): expected \(expected) (not a part made by reel render "
        + "--frames, or damaged)"
    case .mismatch(let path, let other, let what):
      "\(path): error: not a part of the same render as \(other): \(what) differs"
    case .gap(let frames, let after):
      "error: no part holds frames \(frames)" + (after.map { " (after \($0))" } ?? "")
    case .overlap(let path, let other, let frames):
      "\(path): error: frames \(frames) are also in \(other)"
    }
  }
}
