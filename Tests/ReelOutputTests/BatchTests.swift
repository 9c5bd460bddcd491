// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRuntime
import ReelScene
import ReelTestSupport
import Testing

@testable import ReelExport

@Suite struct BatchTests {
  static let scene = """
    canvas: {width: 60, height: 40, fps: 10, hold: 0}
    collectionView:
      layout: {type: flow, itemSize: [16, 16], sectionInset: 4}
      items: 4
    script:
      - {at: 0, delete: 0}
    """

  /// A folder with scenes a.yaml, b.yaml, c.yaml (c inside a subfolder).
  func folder() throws -> URL {
    let dir = Scratch.root.appendingPathComponent(
      "reel-batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("scenes/sub"), withIntermediateDirectories: true)
    for (name, colour) in [
      ("scenes/a.yaml", "red"), ("scenes/b.yaml", "blue"), ("scenes/sub/c.yaml", "green"),
    ] {
      try Data(
        Self.scene.replacingOccurrences(
          of: "items: 4", with: "items: 4\n  style: {fill: \(colour)}"
        ).utf8
      ).write(to: dir.appendingPathComponent(name))
    }
    return dir
  }

  func run(_ dir: URL, jobs: Int, out: String = "out", format: RenderFormat = .gif)
    -> [BatchRenderer.Item]
  {
    let paths = (try? SceneDiscovery.scenes(in: [dir.appendingPathComponent("scenes").path])) ?? []
    let options = RenderOptions(
      format: format, outputDirectory: dir.appendingPathComponent(out), parallelism: jobs)
    return BatchRenderer(options: options, jobs: jobs).run(paths, now: { 0 })
  }

  @Test func shardsAreDisjointAndTogetherAreTheWholeBatch() throws {
    let all = (0..<37).map { "scenes/\($0).yaml" }
    for n in 1...5 {
      let shares = (1...n).map { Shard("\($0)/\(n)")!.select(all) }
      #expect(shares.flatMap { $0 }.sorted() == all.sorted(), "n = \(n)")
      #expect(Set(shares.flatMap { $0 }).count == all.count, "overlap at n = \(n)")
      let sizes = shares.map(\.count)
      #expect(sizes.max()! - sizes.min()! <= 1)
    }
    #expect(
      Shard("3/2") == nil && Shard("0/2") == nil && Shard("1/0") == nil && Shard("a/b") == nil
        && Shard("1/2/3") == nil)
  }

  @Test func foldersAreSearchedForScenes() throws {
    let dir = try folder()
    let found = try SceneDiscovery.scenes(in: [dir.appendingPathComponent("scenes").path])
    #expect(
      found.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.yaml", "b.yaml", "c.yaml"])
  }

  @Test func unchangedScenesAreNotRenderedAgain() throws {
    let dir = try folder()
    #expect(run(dir, jobs: 2).map(\.status) == [.rendered, .rendered, .rendered])
    #expect(run(dir, jobs: 2).map(\.status) == [.cached, .cached, .cached])
    // Changing one scene re-renders only it.
    let b = dir.appendingPathComponent("scenes/b.yaml")
    try Data(
      try String(contentsOf: b, encoding: .utf8).replacingOccurrences(
        of: "blue", with: "\"#AF52DE\""
      ).utf8
    ).write(to: b)
    #expect(run(dir, jobs: 2).map(\.status) == [.cached, .rendered, .cached])
    // A missing output is rendered again even with a matching stamp.
    try FileManager.default.removeItem(at: dir.appendingPathComponent("out/a.gif"))
    #expect(run(dir, jobs: 1).map(\.status) == [.rendered, .cached, .cached])
  }

  @Test func aChangedImageMakesItsSceneStale() throws {
    let dir = try folder()
    let image = dir.appendingPathComponent("scenes/pic.png")
    try Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8"
        + "z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="
    )!.write(to: image)
    let a = dir.appendingPathComponent("scenes/a.yaml")
    try Data(
      Self.scene.replacingOccurrences(of: "items: 4", with: "items: 4\n  style: {image: pic.png}")
        .utf8
    ).write(to: a)
    #expect(run(dir, jobs: 1).first?.status == .rendered)
    #expect(run(dir, jobs: 1).first?.status == .cached)
    try Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"
        + "+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    )!.write(to: image)
    #expect(run(dir, jobs: 1).first?.status == .rendered)
  }

  @Test(arguments: [RenderFormat.gif, .png])
  func outputsAreByteIdenticalAcrossRunsAndJobs(_ format: RenderFormat) throws {
    let dir = try folder()
    _ = run(dir, jobs: 1, out: "one", format: format)
    _ = run(dir, jobs: 2, out: "two", format: format)
    let one = dir.appendingPathComponent("one")
    let two = dir.appendingPathComponent("two")
    let files = FileManager.default.enumerator(atPath: one.path)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".gif") || $0.hasSuffix(".png") }.sorted()
    #expect(files.count == (format == .gif ? 3 : 3 * 3))  // 0.3 s at 10 fps: 3 frames a scene
    for file in files {
      let same =
        try Data(contentsOf: one.appendingPathComponent(file))
        == Data(contentsOf: two.appendingPathComponent(file))
      #expect(same, "\(file)")
    }
    // And again into the first folder, forced: byte for byte the same.
    let paths = try SceneDiscovery.scenes(in: [dir.appendingPathComponent("scenes").path])
    let again = dir.appendingPathComponent("again")
    _ = BatchRenderer(
      options: RenderOptions(format: format, outputDirectory: again, parallelism: 2), jobs: 2,
      usesCache: false
    ).run(paths, now: { 0 })
    for file in files {
      let same =
        try Data(contentsOf: one.appendingPathComponent(file))
        == Data(contentsOf: again.appendingPathComponent(file))
      #expect(same, "\(file)")
    }
  }

  @Test func scenesWithTheSameNameBothFailBeforeAnythingIsWritten() throws {
    let dir = try folder()
    try Data(Self.scene.utf8).write(to: dir.appendingPathComponent("scenes/sub/a.yaml"))
    let items = run(dir, jobs: 2)
    let failed = items.filter { $0.status == .failed }.map {
      URL(fileURLWithPath: $0.path).lastPathComponent
    }
    #expect(failed == ["a.yaml", "a.yaml"])
    #expect(
      items.first { $0.status == .failed }?.error?.contains(
        "their outputs would overwrite each other") == true)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a.gif").path))
  }

  @Test func theSummaryCountsAndTheWorstExitCode() throws {
    var bad = BatchRenderer.Item(path: "x.yaml", status: .failed)
    bad.exitCode = 65
    let ok = BatchRenderer.Item(
      path: "y.yaml", scene: "y", status: .rendered, frames: 3, seconds: 0.5, bytes: 2048)
    let summary = BatchSummary(items: [ok, bad], seconds: 1.5, jobs: 2, shard: Shard("1/2")!)
    #expect(summary.exitCode == 65)
    #expect(
      summary.table.hasSuffix(
        "2 scenes: 1 rendered, 0 unchanged, 1 failed in 1.50 s (-j 2, shard 1/2)"))
    #expect(summary.json.contains("\"failed\": 1"))
  }
}
