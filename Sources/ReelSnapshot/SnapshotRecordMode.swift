// SPDX-License-Identifier: MIT
import Foundation

/// When references are written, as in swift-snapshot-testing.
public enum SnapshotRecordMode: String, CaseIterable, Sendable {
  /// Record every reference anew, whatever is on disk.
  case all
  /// Record references that do not exist yet; compare the others.
  case missing
  /// Compare, and replace a reference whose comparison fails.
  case failed
  /// Only compare; a missing reference is a failure.
  case never

  /// The environment variable that sets the mode when no flag does.
  public static let environmentVariable = "REEL_SNAPSHOT_RECORD"

  /// The mode for `environment`: `REEL_SNAPSHOT_RECORD` if set, else `never` on CI (`CI` set to
  /// anything but `false` or `0`) and `missing` elsewhere.
  /// - Throws: `SnapshotError.invalidRecordMode` for an unknown value of the variable.
  public static func resolved(
    _ flag: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotError) -> SnapshotRecordMode {
    if let flag { return flag }
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value) else { throw .invalidRecordMode(value) }
      return mode
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { return .never }
    return .missing
  }

  /// Whether the user chose the mode (the flag or `REEL_SNAPSHOT_RECORD`) rather than the default.
  public static func isChosen(
    _ flag: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    flag != nil || !(environment[environmentVariable] ?? "").isEmpty
  }
}
