// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelTestSupport
import Testing

@testable import ReelComposition
@testable import ReelExport
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

let updatesScene = """
  canvas: {width: 120, height: 120, scale: 1, fps: 20, hold: 0.1}
  collectionView:
    layout: {type: flow, itemSize: [30, 30], sectionInset: 5}
    items: 6
  script:
    - at: 0.1
      insert: [1]
    - delete: [0]
  """

func temporaryFolder() -> URL {
  let url = Scratch.root.appendingPathComponent(
    "reel-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

func render(_ text: String, _ options: RenderOptions, name: String = "s") throws -> RenderResult {
  let player = try ScenePlayer(document: SceneLoader.parse(text, file: "s.yaml", defaultName: name))
  return try SceneRenderer().render(player, options: options)
}

@Suite struct SceneRendererTests {
  @Test func pngFramesAreNumberedAndComplete() throws {
    let out = temporaryFolder()
    let result = try render(updatesScene, RenderOptions(format: .png, outputDirectory: out))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("s").path
    ).sorted()
    #expect(result.frameCount == 16)  // (0.1 + 0.3 + 0.3 + 0.1) s at 20 fps
    #expect(files.count == result.frameCount)
    #expect(files.first == "frame-0000.png" && files.last == "frame-0015.png")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        .isEmpty)
  }

  @Test func rerenderingReplacesStaleFrames() throws {
    let out = temporaryFolder()
    _ = try render(updatesScene, RenderOptions(format: .png, outputDirectory: out, fps: 40))
    _ = try render(updatesScene, RenderOptions(format: .png, outputDirectory: out, fps: 10))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("s").path)
        .count == 8)
  }

  @Test(arguments: [RenderFormat.png, .gif, .svg])
  func outputIsByteIdenticalAcrossRunsAndParallelism(_ format: RenderFormat) throws {
    func bytes(_ parallelism: Int) throws -> [Data] {
      let out = temporaryFolder()
      let result = try render(
        updatesScene, RenderOptions(format: format, outputDirectory: out, parallelism: parallelism))
      return try result.files.map { try Data(contentsOf: $0) }
    }
    let serial = try bytes(1)
    #expect(try bytes(1) == serial)
    #expect(try bytes(2) == serial)
    #expect(try bytes(4) == serial)
  }

  @Test func gifDelaysAddUpToTheSceneDuration() throws {
    let out = temporaryFolder()
    let result = try render(updatesScene, RenderOptions(format: .gif, outputDirectory: out))
    let decoded = try decodeGIF(try Data(contentsOf: result.files[0]))
    #expect(decoded.delays.reduce(0, +) == 80)  // 0.8 s
    #expect(decoded.width == 120 && decoded.height == 120)
  }

  @Test func singleFramesAreNamedByTime() throws {
    let out = temporaryFolder()
    let result = try render(
      updatesScene, RenderOptions(format: .png, outputDirectory: out, singleTime: 0.25))
    #expect(result.files.map(\.lastPathComponent) == ["s@0.25s.png"])
  }

  @Test func unwritableOutputsFailCleanly() throws {
    let out = temporaryFolder()
    let blocker = out.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    #expect(throws: OutputError.self) {
      try render(updatesScene, RenderOptions(format: .gif, outputDirectory: blocker))
    }
    // An existing output is not touched when a new render of it fails.
    let gif = out.appendingPathComponent("s.gif")
    try Data("old".utf8).write(to: gif)
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: out.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: out.path)
    }
    if getuid() != 0 {  // root ignores permissions
      #expect(throws: OutputError.self) {
        try render(updatesScene, RenderOptions(format: .gif, outputDirectory: out))
      }
      #expect(try Data(contentsOf: gif) == Data("old".utf8))
    }
  }

  @Test func progressIsReported() throws {
    let player = try ScenePlayer(document: SceneLoader.parse(updatesScene, file: "s.yaml"))
    var calls: [(Int, Int)] = []
    _ = try SceneRenderer().render(
      player,
      options: RenderOptions(format: .gif, outputDirectory: temporaryFolder(), parallelism: 1)
    ) { calls.append(($0, $1)) }
    #expect(calls.last?.0 == calls.last?.1)
    #expect(calls.last?.1 == 40)  // 0.8 s at the GIF rate of 50 fps
  }

  @Test func progressReporterWaitsASecondAndWritesPlainLinesOffTerminals() {
    var clock = 0.0
    var written: [String] = []
    let reporter = ProgressReporter(
      label: "x", isTerminal: false, write: { written.append($0) }, now: { clock })
    reporter.update(done: 1, total: 4)
    #expect(written.isEmpty)
    clock = 1.5
    reporter.update(done: 2, total: 4)
    #expect(written == ["x: 2/4 frames (50%)\n"])
    let terminal = ProgressReporter(
      label: "y", isTerminal: true, write: { written.append($0) }, now: { clock })
    clock = 3
    terminal.update(done: 1, total: 2)
    #expect(written.last?.hasPrefix("\r\u{1B}[Ky: 1/2 frames (50%), about 1.5s left") == true)
  }
}

@Suite struct FrameReuseTests {
  @Test func unchangedFramesAreDrawnOnce() throws {
    let player = try ScenePlayer(document: SceneLoader.parse(updatesScene, file: "s.yaml"))
    let times = player.frameTimes(fps: 20)
    let lists = times.map { player.displayList(at: $0) }
    var previous: (list: DisplayList, data: Int)?
    var drawn = 0
    let results = try SceneRenderer().encodeDistinct(
      Array(lists[0..<8]), after: &previous, parallelism: 1
    ) { _ throws(OutputError) in
      drawn += 1
      return drawn
    }
    let more = try SceneRenderer().encodeDistinct(
      Array(lists[8...]), after: &previous, parallelism: 1
    ) { _ throws(OutputError) in
      drawn += 1
      return drawn
    }
    let distinct = zip(lists, [nil] + lists.dropLast()).filter { $0.0 != $0.1 }.count
    #expect(drawn == distinct)
    #expect(drawn < lists.count)  // the hold at the start and the end are not redrawn
    #expect((results + more).count == lists.count)
  }
}

@Suite struct FullRedrawTests {
  /// Drawing every frame whole (`--full-redraw`, the benchmark's baseline) changes no byte.
  @Test(arguments: [RenderFormat.gif, .apng, .webp])
  func drawingFramesWholeWritesTheSameFile(_ format: RenderFormat) throws {
    var whole = RenderOptions(format: format, outputDirectory: temporaryFolder(), parallelism: 2)
    whole.drawsOnlyDamage = false
    let damage = RenderOptions(format: format, outputDirectory: temporaryFolder(), parallelism: 2)
    let a = try Data(contentsOf: render(updatesScene, whole).files[0])
    let b = try Data(contentsOf: render(updatesScene, damage).files[0])
    #expect(a == b)
  }
}
