// SPDX-License-Identifier: MIT
import Foundation

/// An output that could not be written. Partial files are always removed first.
public enum OutputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The output folder or file could not be created (`EX_CANTCREAT`, exit 73).
  case cannotCreate(path: String, reason: String)
  /// Writing failed part-way (`EX_IOERR`, exit 74), e.g. a full disk.
  case writeFailed(path: String, reason: String)
  /// Drawing or encoding failed (exit 74).
  case encodingFailed(path: String, reason: String)
  /// The render would go over a `SceneLimits` limit; nothing was drawn (exit 65).
  case limitExceeded(scene: String, message: String)

  public var description: String {
    switch self {
    case let .cannotCreate(path, reason): return "\(path): error: cannot create the output: \(reason)"
    case let .writeFailed(path, reason): return "\(path): error: cannot write the output: \(reason)"
    case let .encodingFailed(path, reason): return "\(path): error: \(reason)"
    case let .limitExceeded(scene, message): return "\(scene): error: \(message)"
    }
  }
}
