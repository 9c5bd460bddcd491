// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles

/// A snapshot run that cannot go on: bad settings or unreadable files (a failed comparison is not
/// an
/// error but a `SnapshotResult`).
public enum SnapshotError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  /// 64 for a bad record mode (usage), 65 for an unreadable reference, 73 for an unwritable file.
  public var exitCode: Int32 {
    switch self {
    case .invalidRecordMode: 64
    case .unreadableReference: 65
    case .unwritable: 73
    }
  }

  case invalidRecordMode(String)
  /// A reference that is not a readable PNG.
  case unreadableReference(path: String, reason: String)
  /// A file that could not be written.
  case unwritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .invalidRecordMode(let value):
      "\(SnapshotRecordMode.environmentVariable)=\(value) is not a record mode; expected one of "
        + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    case .unreadableReference(let path, let reason):
      "\(path): not a readable PNG reference: \(reason)"
    case .unwritable(let path, let reason): "\(path): cannot write: \(reason)"
    }
  }
}
