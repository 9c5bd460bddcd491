// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelComposition
import ReelPNG
import ReelRender
import ReelRuntime
import ReelScene
import ReelTestSupport
import ReelViews
import Testing

@testable import ReelSnapshot

@Suite struct SnapshotVerifierTests {
  /// A fresh folder for one test.
  func folder() -> URL {
    let url = Scratch.root.appendingPathComponent(
      "reel-snapshot-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func png(_ color: RGBAColor, side: Int = 20) throws -> Data {
    try PNGEncoder().encode(Raster(width: side, height: side, color: color))
  }

  let red = RGBAColor(r: 255, g: 59, b: 48), blue = RGBAColor(r: 0, g: 122, b: 255)

  @Test func neverModeFailsOnAMissingReferenceAndSaysHowToRecordIt() throws {
    let dir = folder()
    let verifier = SnapshotVerifier(
      recordMode: .never, recordHint: "record it with --record missing")
    let reference = dir.appendingPathComponent("a/b.png")
    let result = try verifier.verifyImage(png: png(red), reference: reference, name: "a/b")
    #expect(result.status == .failed)
    #expect(result.message == "no reference at \(reference.path); record it with --record missing")
    #expect(!FileManager.default.fileExists(atPath: reference.path))
  }

  @Test func aReferenceThatIsNoRegularFileIsNamedAsSuch() throws {
    let dir = folder()
    let fifo = dir.appendingPathComponent("fifo.layout.txt")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let sparse = dir.appendingPathComponent("sparse.layout.txt")
    #expect(FileManager.default.createFile(atPath: sparse.path, contents: nil))
    let handle = try FileHandle(forWritingTo: sparse)
    try handle.truncate(atOffset: 3 << 30)
    try handle.close()
    let verifier = SnapshotVerifier(recordMode: .never)
    let cases: [(URL, String)] = [
      (fifo, "not a regular file but a FIFO (named pipe)"),
      (URL(fileURLWithPath: "/dev/zero"), "not a regular file but a character device"),
      (sparse, "the file is 3221225472 bytes; at most 268435456 can be read"),
    ]
    for (reference, reason) in cases {
      #expect(throws: SnapshotError.unreadableReference(path: reference.path, reason: reason)) {
        try verifier.verifyText("x", reference: reference, name: "n")
      }
    }
    #expect(throws: SnapshotError.unreadableReference(path: fifo.path, reason: cases[0].1)) {
      try verifier.verifyImage(png: png(red), reference: fifo, name: "n")
    }
  }

  @Test func missingModeRecordsOnlyWhatIsMissing() throws {
    let dir = folder()
    let reference = dir.appendingPathComponent("r.png")
    let verifier = SnapshotVerifier(recordMode: .missing)
    #expect(
      try verifier.verifyImage(png: png(red), reference: reference, name: "r").status == .recorded)
    #expect(try Data(contentsOf: reference) == png(red))
    // An existing reference is compared, not replaced.
    #expect(
      try verifier.verifyImage(png: png(blue), reference: reference, name: "r").status == .failed)
    #expect(try Data(contentsOf: reference) == png(red))
  }

  @Test func allModeRecordsEvenOverAnExistingReference() throws {
    let dir = folder()
    let reference = dir.appendingPathComponent("r.png")
    try png(red).write(to: reference)
    let result = try SnapshotVerifier(recordMode: .all).verifyImage(
      png: png(blue), reference: reference, name: "r")
    #expect(result.status == .recorded)
    #expect(try Data(contentsOf: reference) == png(blue))
  }

  @Test func failedModeReplacesOnlyReferencesThatFail() throws {
    let dir = folder()
    let same = dir.appendingPathComponent("same.png")
    let changed = dir.appendingPathComponent("changed.png")
    try png(red).write(to: same)
    try png(red).write(to: changed)
    let verifier = SnapshotVerifier(recordMode: .failed)
    #expect(
      try verifier.verifyImage(png: png(red), reference: same, name: "same").status == .passed)
    #expect(
      try verifier.verifyImage(png: png(blue), reference: changed, name: "changed").status
        == .recorded)
    #expect(try Data(contentsOf: changed) == png(blue))
  }

  @Test func aFailureWritesTheActualTheReferenceAndADiff() throws {
    let dir = folder()
    let reference = dir.appendingPathComponent("refs/r.png")
    let artifacts = dir.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try png(red).write(to: reference)
    let verifier = SnapshotVerifier(recordMode: .never, artifactsDirectory: artifacts)
    let result = try verifier.verifyImage(
      png: png(blue), reference: reference, name: "scene/moment")
    #expect(result.status == .failed)
    #expect(
      result.message.hasPrefix(
        "400 pixels differ in 1 region (20×20 at (0, 0)) (100.000 %, 0.000 % allowed)"))
    for role in ["actual", "reference", "diff"] {
      #expect(
        FileManager.default.fileExists(
          atPath: artifacts.appendingPathComponent("scene/moment.\(role).png").path), "\(role)")
    }
    let diff = try PNGCodec.decode(
      Data(contentsOf: artifacts.appendingPathComponent("scene/moment.diff.png")),
      maximumPixels: .max)
    let p = diff.pixel(x: 10, y: 10)
    #expect(p.r == 255 && p.g == 0 && p.b == 0)
  }

  @Test func aReferenceOfAnotherSizeFailsWithBothSizes() throws {
    let dir = folder()
    let reference = dir.appendingPathComponent("r.png")
    try png(red, side: 30).write(to: reference)
    let result = try SnapshotVerifier(recordMode: .never).verifyImage(
      png: png(red), reference: reference, name: "r")
    #expect(result.status == .failed)
    #expect(result.message == "the reference is 30×30 pixels, the actual image 20×20")
  }

  @Test func aCorruptReferenceIsAnErrorNamingTheFile() throws {
    let dir = folder()
    let reference = dir.appendingPathComponent("broken.png")
    try png(red).prefix(40).write(to: reference)
    do {
      _ = try SnapshotVerifier(recordMode: .never).verifyImage(
        png: png(red), reference: reference, name: "r")
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".hasPrefix("\(reference.path): not a readable PNG reference"), "\(error)")
    }
  }

  @Test func recordingNeverLeavesATemporaryFileBehind() throws {
    let dir = folder()
    let reference = dir.appendingPathComponent("r.png")
    _ = try SnapshotVerifier(recordMode: .all).verifyImage(
      png: png(red), reference: reference, name: "r")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["r.png"])
  }

  @Test func theRecordModeComesFromTheFlagThenTheEnvironmentThenCI() throws {
    #expect(
      try SnapshotRecordMode.resolved(.all, environment: ["REEL_SNAPSHOT_RECORD": "never"]) == .all)
    #expect(
      try SnapshotRecordMode.resolved(
        nil, environment: ["REEL_SNAPSHOT_RECORD": "failed", "CI": "true"]) == .failed)
    #expect(try SnapshotRecordMode.resolved(nil, environment: ["CI": "true"]) == .never)
    #expect(try SnapshotRecordMode.resolved(nil, environment: ["CI": "false"]) == .missing)
    #expect(try SnapshotRecordMode.resolved(nil, environment: [:]) == .missing)
    #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
      try SnapshotRecordMode.resolved(nil, environment: ["REEL_SNAPSHOT_RECORD": "sometimes"])
    }
  }

  @Test func recordingByDefaultIsSaidAloud() {
    #expect(!SnapshotRecordMode.isChosen(nil, environment: ["CI": "true"]))
    #expect(SnapshotRecordMode.isChosen(nil, environment: ["REEL_SNAPSHOT_RECORD": "missing"]))
    #expect(SnapshotRecordMode.isChosen(.missing, environment: [:]))
    func result(_ status: SnapshotResult.Status) -> SnapshotResult {
      SnapshotResult(
        name: "s/m", kind: .image, status: status, message: "",
        reference: URL(fileURLWithPath: "/r.png"))
    }
    let all = [result(.recorded), result(.recorded)]
    #expect(
      SnapshotRun.recordingNote(all, chosen: false)?.hasPrefix(
        "note: all 2 references were recorded and nothing was compared") == true)
    let some = [result(.recorded), result(.passed), result(.passed)]
    #expect(
      SnapshotRun.recordingNote(some, chosen: false)?.contains(
        "1 of 3 moments had no reference: they were recorded, not compared") == true)
    #expect(SnapshotRun.recordingNote(all, chosen: true) == nil)
    #expect(SnapshotRun.recordingNote([result(.passed)], chosen: false) == nil)
  }

  @Test func aLayoutChangeShowsAsAReadableLineDiff() throws {
    let dir = folder()
    let reference = dir.appendingPathComponent("m.layout.txt")
    try "header\ncell a 0 0 10 10\ncell b 10 0 10 10\ncell c 20 0 10 10\nfooter\n".write(
      to: reference, atomically: true, encoding: .utf8)
    let result = try SnapshotVerifier(recordMode: .never).verifyText(
      "header\ncell a 0 0 10 10\ncell b 12 0 10 10\ncell c 20 0 10 10\nfooter\n",
      reference: reference, name: "m")
    #expect(result.status == .failed)
    #expect(
      result.textDiff
        == "  cell a 0 0 10 10\n- cell b 10 0 10 10\n+ cell b 12 0 10 10\n  cell c 20 0 10 10")
  }

  @Test func momentsComeFromNamedStepsOrKeyframes() throws {
    let named = try ScenePlayer(
      document: SceneLoader.parse(
        """
        canvas: {width: 100, height: 100, fps: 10}
        collectionView: {layout: {type: flow, itemSize: [20, 20]}, items: 3}
        script:
          - {at: 0.2, name: inserted, insert: 0}
          - {at: 1, name: deleted, delete: 0}
        """, file: "t.yaml"))
    #expect(
      SnapshotMomentSelection.automatic.moments(for: named).map(\.label) == [
        "inserted", "deleted", "end",
      ])
    let keyframes = SnapshotMomentSelection.keyframes.moments(for: named)
    #expect(
      keyframes.map(\.label) == [
        "inserted-0", "inserted-25", "inserted-50", "inserted-75", "inserted-100", "deleted-0",
        "deleted-25", "deleted-50", "deleted-75", "deleted-100",
      ])
    #expect(abs(keyframes[2].time - 0.35) < 1e-9)  // halfway through 0.2 … 0.5
    #expect(
      SnapshotMomentSelection.everyNthFrame(5).moments(for: named).map(\.label) == [
        "frame-0000", "frame-0005", "frame-0010", "frame-0015",
      ])  // 1.8 s at 10 fps
    #expect(SnapshotMomentSelection.times([0.5]).moments(for: named).map(\.label) == ["0.5s"])
  }
}
