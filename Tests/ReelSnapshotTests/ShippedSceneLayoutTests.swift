// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelExport
import ReelRuntime
import ReelScene
import ReelSnapshot
import ReelTestSupport
import Testing

/// Every shipped scene's layout, as `reel inspect` prints it, at its snapshot moments (its named
/// steps and last frame; keyframes of each step when it names none), against references committed
/// in `LayoutReferences/<scene>/<moment>.layout.txt`: a change of behaviour shows as a diff.
/// Record new ones with `REEL_SNAPSHOT_RECORD=missing` (the default off CI) or `all`.
@Suite struct ShippedSceneLayoutTests {
  static let scenes = ["scenes", "scenes/seeds"].flatMap {
    Corpus($0, endings: [".yaml"]).paths
  }
  static let references = repositoryRoot.appendingPathComponent(
    "Tests/ReelSnapshotTests/LayoutReferences")

  /// The reference files a scene's moments expect.
  static func expectedFiles() throws -> Set<String> {
    var files = Set<String>()
    for path in scenes {
      let player = try SceneFiles.player(path: path)
      for moment in SnapshotMomentSelection.automatic.moments(for: player) {
        files.insert("\(player.name)/\(moment.label).layout.txt")
      }
    }
    return files
  }

  @Test func theScenesAreThere() { #expect(Self.scenes.count >= 34) }

  @Test(arguments: scenes)
  func layoutMatchesItsReference(_ path: String) throws {
    let player = try SceneFiles.player(path: path)
    let verifier = SnapshotVerifier(recordMode: try SnapshotRecordMode.resolved(nil))
    let folder = Self.references.appendingPathComponent(player.name)
    for moment in SnapshotMomentSelection.automatic.moments(for: player) {
      let result = try verifier.verifyText(
        player.layoutText(at: moment.time),
        reference: folder.appendingPathComponent("\(moment.label).layout.txt"),
        name: "\(player.name)/\(moment.label)")
      #expect(result.status != .failed, "\(result.message)")
    }
  }

  /// A reference no scene's moment asks for (a renamed scene or step) is an error, not dead weight.
  @Test func noReferenceIsOrphaned() throws {
    let expected = try Self.expectedFiles()
    let enumerator = FileManager.default.enumerator(atPath: Self.references.path)
    var orphans: [String] = []
    while let file = enumerator?.nextObject() as? String {
      if file.hasSuffix(".layout.txt"), !expected.contains(file) { orphans.append(file) }
    }
    #expect(orphans.isEmpty, "orphaned layout references: \(orphans.sorted())")
  }
}
