// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelRuntime
import ReelScene
import ReelSnapshot
import Testing
import XCTest

/// Snapshots a scene at `time` — its layout dump as text, then its rendered frame — against
/// references in
/// `__Snapshots__/<TestFile>/<test>.<label>.{layout.txt,png}` next to the test file, and records a
/// failure with Swift Testing (inside a `@Test`) or XCTest (inside an `XCTestCase`).
///
/// - Parameters:
///   - player: what to snapshot: a scene, run (`ScenePlayer(document: SceneLoader.load(path:))`),
///     or any other `FrameSource` (a collection view and timeline built in code).
///   - time: seconds into the scene.
///   - label: the reference's label; by default the time (`1.25s`).
///   - includesLayout: whether the layout dump is compared too (default true).
///   - comparator: the pixel comparison (default: YIQ threshold 0.1, no differing pixels allowed,
///     anti-aliasing forgiven).
///   - record: the record mode; nil for `REEL_SNAPSHOT_RECORD`, else `never` on CI and `missing`
///     elsewhere.
///     Recording a reference also records a failure, so that it is looked at before it is trusted.
public func assertSnapshot(
  of player: any FrameSource, at time: Double, label: String? = nil, includesLayout: Bool = true,
  comparator: ImageComparator = ImageComparator(), record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  guard
    let message = SnapshotAssertion.verify(
      player, at: time, label: label, includesLayout: includesLayout, comparator: comparator,
      record: record, filePath: "\(filePath)",
      function: "\(function)")
  else { return }
  reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Loads the scene at `path` (relative paths start at the test file's folder) and snapshots it.
public func assertSnapshot(
  ofScene path: String, at time: Double, label: String? = nil, includesLayout: Bool = true,
  comparator: ImageComparator = ImageComparator(), record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  let resolved =
    path.hasPrefix("/")
    ? path
    : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(path)
      .path
  do {
    let player = try ScenePlayer(document: SceneLoader.load(path: resolved))
    assertSnapshot(
      of: player, at: time, label: label, includesLayout: includesLayout, comparator: comparator,
      record: record, fileID: fileID,
      filePath: filePath, function: function, line: line, column: column)
  } catch {
    reportFailure("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Swift Testing's issue inside a `@Test`, XCTest's failure elsewhere.
func reportFailure(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
