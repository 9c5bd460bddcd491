// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@Suite struct BatchSnapshotCLITests {
  @Test func anImpossibleShardIsAUsageError() throws {
    let dir = try scratch(["a.yaml": goodScene])
    let r = try runReel(["batch", ".", "--shard", "3/2"], in: dir)
    #expect(r.status == 64)
    #expect(r.stderr.contains("--shard must be K/N with whole numbers 1 ≤ K ≤ N, found '3/2'"))
  }

  @Test func aDryRunPrintsTheShardsScenesOneALine() throws {
    let dir = try scratch(["a.yaml": goodScene, "b.yaml": goodScene, "c.yaml": goodScene])
    let first = try runReel(["batch", ".", "--shard", "1/2", "--dry-run"], in: dir)
    let second = try runReel(["batch", ".", "--shard", "2/2", "--dry-run"], in: dir)
    #expect(first.stdout == "./a.yaml\n./c.yaml\n" && second.stdout == "./b.yaml\n")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
  }

  @Test func batchRendersThenSkipsAndReportsJSON() throws {
    let dir = try scratch([
      "a.yaml": goodScene,
      "b.yaml": goodScene.replacingOccurrences(of: "items: 3", with: "items: 4"),
    ])
    let first = try runReel(["batch", ".", "-j", "2", "--json"], in: dir)
    #expect(first.status == 0)
    #expect(first.stdout.contains("\"rendered\": 2"))
    let second = try runReel(["batch", ".", "-j", "2"], in: dir)
    #expect(
      second.stdout.contains("2 scenes: 0 rendered, 2 unchanged, 0 failed"), "\(second.stdout)")
    #expect(
      FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a.gif.reelhash").path))
  }

  @Test func aBrokenSceneFailsTheBatchWithItsExitCodeButTheOthersRender() throws {
    let dir = try scratch([
      "good.yaml": goodScene,
      "bad.yaml": goodScene.replacingOccurrences(of: "delete: [0]", with: "delete: [9]"),
    ])
    let r = try runReel(["batch", "."], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr.contains(
        "attempt to delete item 9 from section 0 which only contains 3 items before the update"))
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/good.gif").path))
  }

  @Test func snapshotRecordsThenPassesThenFailsWithArtifactsAndExit1() throws {
    let dir = try scratch(["s.yaml": goodScene])
    let missing = try runReel(
      ["snapshot", "s.yaml", "--references", "refs", "--record", "never", "--at", "0.1"], in: dir)
    #expect(missing.status == 1)
    #expect(
      missing.stdout.contains("no reference at") && missing.stdout.contains("--record missing"))
    let record = try runReel(
      ["snapshot", "s.yaml", "--references", "refs", "--record", "missing", "--at", "0.1"], in: dir)
    #expect(record.status == 0 && record.stdout.contains("0 failed, 2 recorded, 0 passed"))
    let pass = try runReel(
      ["snapshot", "s.yaml", "--references", "refs", "--record", "never", "--at", "0.1"], in: dir)
    #expect(pass.status == 0 && pass.stdout.contains("0 failed, 0 recorded, 2 passed"))
    try Data(
      goodScene.replacingOccurrences(of: "items: 3", with: "items: 3\n  style: {fill: red}").utf8
    ).write(to: dir.appendingPathComponent("s.yaml"))
    let fail = try runReel(
      ["snapshot", "s.yaml", "--references", "refs", "--record", "never", "--at", "0.1"], in: dir)
    #expect(fail.status == 1)
    // the layout is the same; the pixels are not
    #expect(fail.stdout.contains("1 failed, 0 recorded, 1 passed"))
    for role in ["actual", "reference", "diff"] {
      #expect(
        FileManager.default.fileExists(
          atPath: dir.appendingPathComponent("out/snapshot-artifacts/1/s/0.1s.\(role).png").path),
        "\(role)")
    }
    // A second run keeps the first's artifacts and writes its own beside them.
    _ = try runReel(
      ["snapshot", "s.yaml", "--references", "refs", "--record", "never", "--at", "0.1"], in: dir)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: dir.appendingPathComponent("out/snapshot-artifacts").path
      ).sorted() == ["1", "2"])
    #expect(
      FileManager.default.fileExists(
        atPath: dir.appendingPathComponent("out/report/index.html").path))
  }

  @Test func aCorruptReferenceExits65NamingTheFile() throws {
    let dir = try scratch(["s.yaml": goodScene])
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("refs/s"), withIntermediateDirectories: true)
    try Data("not a png".utf8).write(to: dir.appendingPathComponent("refs/s/0s.png"))
    let r = try runReel(
      [
        "snapshot", "s.yaml", "--references", "refs", "--record", "never", "--at", "0",
        "--no-layout",
      ], in: dir)
    #expect(r.status == 65)
    #expect(r.stderr.contains("refs/s/0s.png: not a readable PNG reference"), "\(r.stderr)")
  }

  @Test func onCIAMissingReferenceFailsByDefault() throws {
    let dir = try scratch(["s.yaml": goodScene])
    let r = try runReel(
      ["snapshot", "s.yaml", "--references", "refs", "--at", "0"], in: dir,
      environment: ["CI": "true", "REEL_SNAPSHOT_RECORD": ""])
    #expect(r.status == 1)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("refs").path))
  }

  @Test func theRecordModeComesFromTheEnvironment() throws {
    let dir = try scratch(["s.yaml": goodScene])
    let r = try runReel(
      ["snapshot", "s.yaml", "--references", "refs"], in: dir,
      environment: ["REEL_SNAPSHOT_RECORD": "sometimes"])
    #expect(r.status == 64)
    #expect(r.stderr.contains("REEL_SNAPSHOT_RECORD=sometimes is not a record mode"))
  }
}

@Suite struct LimitCLITests {
  @Test func limitsAreErrorsBeforeAnyWorkAndFlagsRaiseThem() throws {
    let dir = try scratch(["s.yaml": goodScene])
    let refused = try runReel(
      ["render", "s.yaml", "--format", "png", "--max-frames", "2"], in: dir)
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains(
        """
        s.yaml:1:40: error: canvas.fps: the number of frames (0.30 s at 10 fps) is 3, over the \
        limit of 2 (raise it with --max-frames)
        """
      ), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/s").path))
    let tiny = try runReel(["validate", "s.yaml", "--max-items", "2"], in: dir)
    #expect(tiny.status == 65 && tiny.stderr.contains("(raise it with --max-items)"))
    #expect(
      try runReel(["render", "s.yaml", "--format", "png", "--max-frames", "3"], in: dir).status == 0
    )
  }
}

@Suite(.serialized) struct InterruptionCLITests {
  /// A scene whose GIF takes a few seconds and is well over 100 KB.
  static let longScene = """
    canvas: {width: 390, height: 844, scale: 2, gifFps: 30, duration: 8}
    collectionView:
      layout: {type: wobblingFlow, itemSize: [100, 100]}
      items: 80
    script:
      - {at: 0, animateLayout: {wobblePhase: 4}, animation: {duration: 8, curve: linear}}
    """

  func temporaries(in dir: URL) -> [String] {
    (FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []).filter {
      $0.contains(".tmp-") || $0.contains(".old-")
    }
  }

  @Test func aStoppedRenderLeavesNoTemporaryAndTheOldOutputUntouched() throws {
    let dir = try scratch(["long.yaml": Self.longScene])
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
    try Data("previous".utf8).write(to: dir.appendingPathComponent("out/long.gif"))
    let binary = try reelBinary()
    let process = Process()
    process.executableURL = binary
    process.arguments = ["render", "long.yaml"]
    process.currentDirectoryURL = dir
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until the GIF's temporary exists, then stop the render.
    var waited = 0.0
    while temporaries(in: dir.appendingPathComponent("out")).isEmpty && process.isRunning
      && waited < 60
    {
      Thread.sleep(forTimeInterval: 0.05)
      waited += 0.05
    }
    #expect(process.isRunning, "the render finished before it could be stopped")
    process.terminate()  // SIGTERM
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + 15)
    #expect(temporaries(in: dir.appendingPathComponent("out")) == [])
    #expect(
      try Data(contentsOf: dir.appendingPathComponent("out/long.gif")) == Data("previous".utf8))
  }

  /// Not under ThreadSanitizer: its runtime itself faults when the file-size limit is set (.ci/run
  /// sets
  /// REEL_SANITIZER for the sanitizer runs; the plain run covers this).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["REEL_SANITIZER"] != "thread"))
  func aFullDiskIsAClearErrorAndLeavesNoPartialFile() throws {
    let dir = try scratch([
      "long.yaml": Self.longScene.replacingOccurrences(of: "duration: 8", with: "duration: 1")
    ])
    let binary = try reelBinary()
    // ulimit -f counts 1024-byte blocks: the GIF may grow to 64 KB, no further.
    let r = try runReel(
      ["-c", "ulimit -f 64 && exec '\(binary.path)' render long.yaml"], in: dir,
      executable: "/bin/bash")
    #expect(r.status == 74, "\(r.stderr)")
    #expect(r.stderr.contains("out/long.gif"), "\(r.stderr)")
    #expect(temporaries(in: dir.appendingPathComponent("out")) == [])
    #expect(
      !FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/long.gif").path))
  }
}
