// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// The framework-free core of `assertSnapshot`: where a test's references live and what a check
/// says. Test-framework adapters (`ReelSnapshotTesting`) only turn a message into a failure.
public enum SnapshotAssertion {
  /// swift-snapshot-testing's layout: `<folder of the test
  /// file>/__Snapshots__/<TestFile>/<test>.<label>.<ext>`,
  /// with the test's name cut at its first `(`.
  public static func referenceURL(
    filePath: String, function: String, label: String, pathExtension: String
  ) -> URL {
    let file = URL(fileURLWithPath: filePath)
    let test = String(function.prefix { $0 != "(" })
    return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(
        "\(SnapshotMoment.fileSafe(test)).\(SnapshotMoment.fileSafe(label)).\(pathExtension)")
  }

  /// Snapshots `player` at `time` — its layout dump, then its frame — against the test's
  /// references.
  /// - Returns: nil when everything matches, otherwise the failure message. Recording (a missing
  ///   reference in `missing` mode, any in `all`) is reported too, as swift-snapshot-testing does,
  ///   so a
  ///   test never passes without a reference that was looked at.
  public static func verify(
    _ player: any FrameSource, at time: Double, label: String?, includesLayout: Bool,
    comparator: ImageComparator,
    record: SnapshotRecordMode?, filePath: String, function: String
  ) -> String? {
    verify(
      subject: player.name, label: label ?? SnapshotMoment.label(for: time),
      text: includesLayout ? { player.layoutText(at: time) } : nil,
      png: { try SnapshotImage.png(player.displayList(at: time)) },
      comparator: comparator, record: record, filePath: filePath, function: function)
  }

  /// Checks `text` (when given: the `layout.txt` reference) and then `png` (the `png`
  /// reference) of `subject` against the test's references labelled `label`.
  static func verify(
    subject: String, label: String, text: (() throws -> String)?, png: () throws -> Data,
    comparator: ImageComparator, record: SnapshotRecordMode?, filePath: String, function: String
  ) -> String? {
    let mode: SnapshotRecordMode
    do { mode = try SnapshotRecordMode.resolved(record) } catch { return error.description }
    let artifacts = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        ?? NSTemporaryDirectory())
    let verifier = SnapshotVerifier(
      comparator: comparator, recordMode: mode, artifactsDirectory: artifacts,
      recordHint:
        "record it by running the test with \(SnapshotRecordMode.environmentVariable)=missing")
    var messages: [String] = []
    do {
      if let text {
        let url = referenceURL(
          filePath: filePath, function: function, label: label, pathExtension: "layout.txt")
        let result = try verifier.verifyText(
          try text(), reference: url, name: "\(subject)-\(label)")
        if result.status != .passed { messages.append(result.message) }
      }
      let url = referenceURL(
        filePath: filePath, function: function, label: label, pathExtension: "png")
      let result = try verifier.verifyImage(
        png: try png(), reference: url, name: "\(subject)-\(label)")
      if result.status != .passed { messages.append(result.message) }
    } catch {
      messages.append("\(error)")
    }
    return messages.isEmpty ? nil : messages.joined(separator: "\n")
  }
}
