// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Stops, pipes and neighbours (finding 3 of the hostile-input audit): whenever a render is
/// stopped,
/// whatever it writes, no temporary survives and the output is complete or absent.
@Suite(.serialized) struct SignalTests {
  /// Whether the tests run under a sanitizer, where a frame costs ten to a hundred times more
  /// (ThreadSanitizer took 90 s for the two-second scene's render).
  static let sanitized = ProcessInfo.processInfo.environment["REEL_SANITIZER"] != nil
  /// The scene's length in seconds: 2 (about a second of work for every format in a debug build),
  /// half a second under a sanitizer (signals are timed by how long a whole render took).
  static let duration = sanitized ? 0.5 : 2
  /// The scene's frames at 30 per second.
  static var frames: Int { Int(duration * 30) }
  /// A render of `frames` frames of a wobbling flow.
  static let scene = scene(seconds: duration)

  /// A wobbling flow's scene `seconds` long, at 30 frames a second.
  static func scene(seconds: Double) -> String {
    """
    canvas: {width: 390, height: 600, fps: 30, gifFps: 30, duration: \(seconds)}
    collectionView:
      layout: {type: wobblingFlow, itemSize: [90, 90]}
      items: 40
    script:
      - {at: 0, animateLayout: {wobblePhase: 4}, animation: {duration: 2, curve: linear}}
    """
  }

  static func leftovers(in dir: URL) -> [String] {
    (FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []).filter {
      $0.contains(".tmp-") || $0.contains(".old-")
    }
  }

  /// Starts `reel arguments` in `dir`, waits `delay` seconds, sends `signal`, waits for the end.
  /// Returns the exit status, as 128 + the signal's number also when the signal came before the
  /// handlers were installed (then nothing had been written yet).
  static func interrupt(
    _ arguments: [String], in dir: URL, after delay: Double, with signal: Int32
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = try reelBinary()
    process.arguments = arguments
    process.currentDirectoryURL = dir
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: delay)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }

  @Test func signalsAtManyMomentsLeaveNoTemporariesForEveryFormat() throws {
    let formats = ["png", "svg", "gif", "apng", "webp", "sheet", "animated-svg"]
    let signals = [SIGINT, SIGTERM, SIGHUP]
    var generator = SystemRandomNumberGenerator()
    var interrupted = 0
    for (f, format) in formats.enumerated() {
      let dir = try scratch(["long.yaml": Self.scene])
      // A complete earlier output, which a stopped render must leave as it was (or replace whole).
      let start = Date()
      #expect(try runReel(["render", "long.yaml", "--format", format], in: dir).status == 0)
      // Signals land while the render runs, however fast this build renders.
      let latest = min(1.2, 0.9 * Date().timeIntervalSince(start))
      let before = tree(dir.appendingPathComponent("out"))
      for k in 0..<4 {
        let delay = Double.random(in: 0.02...max(0.03, latest), using: &generator)
        let signal = signals[(f + k) % signals.count]
        let status = try Self.interrupt(
          ["render", "long.yaml", "--format", format], in: dir, after: delay, with: signal)
        #expect(status == 128 + signal || status == 0, "\(format) at \(delay) s: exit \(status)")
        if status != 0 { interrupted += 1 }
        let out = dir.appendingPathComponent("out")
        #expect(
          Self.leftovers(in: out) == [], "\(format) stopped at \(delay) s by signal \(signal)")
        #expect(
          tree(out).keys.sorted() == before.keys.sorted(),
          "\(format) at \(delay) s: the output is not whole")
      }
    }
    #expect(interrupted >= formats.count)  // most runs were really stopped part-way
  }

  @Test func aStoppedBatchLeavesNoTemporaries() throws {
    var files: [String: String] = [:]
    for i in 0..<4 { files["s\(i).yaml"] = Self.scene }
    let dir = try scratch(files)
    for (k, delay) in [0.1, 0.4, 0.8, 1.5].enumerated() {
      let status = try Self.interrupt(
        ["batch", ".", "--format", k % 2 == 0 ? "png" : "gif", "--force"], in: dir, after: delay,
        with: SIGTERM)
      #expect(status == 143 || status == 0, "exit \(status)")
      #expect(Self.leftovers(in: dir) == [], "batch stopped at \(delay) s")
    }
  }

  @Test func aClosedPipeOnStandardErrorNeitherKillsTheRenderNorLeavesTemporaries() throws {
    let dir = try scratch(["long.yaml": Self.scene])
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("b"), withIntermediateDirectories: true)
    try Data(Self.scene.utf8).write(to: dir.appendingPathComponent("b/long.yaml"))
    let binary = try reelBinary().path
    for command in [
      "render long.yaml --format png", "render long.yaml", "batch b --out batch --force",
    ] {
      // `head -c1` exits after one byte: every later write to the pipe fails (SIGPIPE, EPIPE).
      let r = try runReel(
        ["-c", "'\(binary)' \(command) 2>&1 | head -c1 >/dev/null; echo done"], in: dir,
        executable: "/bin/sh")
      #expect(r.stdout == "done\n")
      #expect(Self.leftovers(in: dir) == [], "\(command)")
    }
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/long.gif").path))
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: dir.appendingPathComponent("out/long").path
      ).count == Self.frames)
  }

  @Test func twoProcessesWritingTheSameFramesBothSucceed() throws {
    let dir = try scratch([
      "long.yaml": Self.scene(seconds: 0.5)
    ])
    for _ in 0..<6 {
      let processes = try (0..<2).map { _ in
        let process = Process()
        process.executableURL = try reelBinary()
        process.arguments = ["render", "long.yaml", "--format", "png"]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
      }
      for process in processes {
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
      }
      #expect(
        try FileManager.default.contentsOfDirectory(
          atPath: dir.appendingPathComponent("out/long").path
        ).count == 15)
      #expect(Self.leftovers(in: dir) == [])
    }
  }

  @Test func temporariesOfProcessesThatNoLongerRunAreSwept() throws {
    let dir = try scratch(["long.yaml": goodScene])
    let out = dir.appendingPathComponent("out")
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent(".long.tmp-2147483000-2"), withIntermediateDirectories: true)
    try Data("half".utf8).write(
      to: out.appendingPathComponent(".long.tmp-2147483000-2/frame-0000.png"))
    try Data("half".utf8).write(to: out.appendingPathComponent(".long.gif.tmp-2147483000-1"))
    try Data("half".utf8).write(to: out.appendingPathComponent(".old.old-2147483000-3"))
    // A temporary of a process that still runs (this one) is not touched; nor is an ordinary file.
    let alive = ".long.gif.tmp-\(getpid())-9"
    try Data("busy".utf8).write(to: out.appendingPathComponent(alive))
    try Data("mine".utf8).write(to: out.appendingPathComponent(".notes.tmp-x"))
    #expect(try runReel(["render", "long.yaml"], in: dir).status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == [".long.gif.tmp-\(getpid())-9", ".notes.tmp-x", "long.gif"])
  }
}
