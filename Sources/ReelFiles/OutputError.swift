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
  /// The process is being stopped by a signal; nothing more is written (exit 130).
  case interrupted(path: String)
  /// Scenes with the same name in one run, whose outputs would overwrite each other (exit 65).
  case nameClash(path: String, others: [String])

  /// The exit code the CLI ends with (sysexits: 65 data, 73 cannot create, 74 I/O, 130 stopped).
  public var exitCode: Int32 {
    switch self {
    case .cannotCreate: 73
    case .limitExceeded, .nameClash: 65
    case .interrupted: 130
    case .writeFailed, .encodingFailed: 74
    }
  }

  public var description: String {
    switch self {
    case .cannotCreate(let path, let reason):
      return "\(path): error: cannot create the output: \(reason)"
    case .writeFailed(let path, let reason):
      return "\(path): error: cannot write the output: \(reason)"
    case .encodingFailed(let path, let reason): return "\(path): error: \(reason)"
    case .limitExceeded(let scene, let message): return "\(scene): error: \(message)"
    case .interrupted(let path): return "\(path): error: stopped by a signal before it was written"
    case .nameClash(let path, let others):
      return
        "\(path): error: its scene name is also the name of \(others.joined(separator: ", ")); "
        + "their outputs would overwrite each other (set `name:` in all but one)"
    }
  }
}
