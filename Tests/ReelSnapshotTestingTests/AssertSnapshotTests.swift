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

  @Test func aChangedSceneFailsAgainstTheReferenceOfTheOriginal() throws {
    let player = try recoloured()
    withKnownIssue {
      assertSnapshot(of: player, at: 0, record: .never)  // the reference holds the blue original
    } matching: { issue in
      "\(issue)".contains("pixels differ")
    }
  }

  @Test func aMissingReferenceInNeverModeFailsAndSaysHowToRecordIt() {
    withKnownIssue {
      assertSnapshot(ofScene: "Fixtures/small.yaml", at: 0, label: "never-recorded", record: .never)
    } matching: { issue in
      "\(issue)".contains("no layout reference at")
        && "\(issue)".contains("REEL_SNAPSHOT_RECORD=missing")
    }
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
