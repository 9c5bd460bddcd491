// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRuntime
import ReelScene
import ReelSnapshot
import ReelSnapshotTesting
import ReelTestSupport
import Testing
import XCTest

let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
  "Fixtures/small.yaml"
).path

/// A scene like the fixture with every cell red instead of blue.
func recoloured() throws -> ScenePlayer {
  let text = try String(contentsOfFile: fixture, encoding: .utf8).replacingOccurrences(
    of: "fill: systemBlue", with: "fill: systemRed")
  return try ScenePlayer(
    document: SceneLoader.parse(text, file: "recoloured.yaml", defaultName: "small"))
}

@Suite struct AssertSnapshotTests {
  /// Failures write their artifacts into the run's scratch folder, not into `/tmp` itself.
  static let artifacts: Void = {
    setenv("SNAPSHOT_ARTIFACTS", Scratch.folder("artifacts").path, 1)
  }()

  init() { Self.artifacts }
  @Test func aSceneMatchesItsReferences() {
    assertSnapshot(ofScene: "Fixtures/small.yaml", at: 0)
    assertSnapshot(ofScene: "Fixtures/small.yaml", at: 0.35, label: "mid-insert")
  }

  /// What `assertSnapshot` would report for `player` at `time` (nil: it passes). Checked as a
  /// message rather than under `withKnownIssue`, which prints a known issue in every run.
  func failure(
    of player: any FrameSource, at time: Double, label: String? = nil,
    function: String = #function
  ) -> String? {
    SnapshotAssertion.verify(
      player, at: time, label: label, includesLayout: true, comparator: ImageComparator(),
      record: .never, filePath: #filePath, function: function)
  }

  @Test func aChangedSceneFailsAgainstTheReferenceOfTheOriginal() throws {
    // The reference holds the blue original.
    let message = failure(of: try recoloured(), at: 0)
    #expect(message?.contains("pixels differ") == true, "\(message ?? "it passed")")
  }

  @Test func aMissingReferenceInNeverModeFailsAndSaysHowToRecordIt() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: fixture))
    let message = failure(of: player, at: 0, label: "never-recorded") ?? "it passed"
    #expect(message.contains("no layout reference at"), "\(message)")
    #expect(message.contains("REEL_SNAPSHOT_RECORD=missing"), "\(message)")
  }

  @Test func referencesFollowSwiftSnapshotTestingsLayout() {
    let url = SnapshotAssertion.referenceURL(
      filePath: "/p/Tests/T/MyTests.swift", function: "testThing()", label: "1.5s",
      pathExtension: "png")
    #expect(url.path == "/p/Tests/T/__Snapshots__/MyTests/testThing.1.5s.png")
  }
}

final class AssertSnapshotXCTests: XCTestCase {
  func testASceneMatchesItsReferenceUnderXCTest() {
    assertSnapshot(ofScene: "Fixtures/small.yaml", at: 1, label: "end")
  }
}
