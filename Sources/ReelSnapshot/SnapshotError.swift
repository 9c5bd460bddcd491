// SPDX-License-Identifier: MIT
import Foundation

/// A snapshot run that cannot go on: bad settings or unreadable files (a failed comparison is not
/// an
/// error but a `SnapshotResult`).
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
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
