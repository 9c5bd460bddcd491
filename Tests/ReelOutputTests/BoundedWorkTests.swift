// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRender
import ReelRuntime
import ReelScene
import ReelTestSupport
import Testing

@testable import ReelExport

/// `--jobs` above the core count used to multiply a GIF's memory (7.7 GB at `-j 16` for a 49 Mpx
/// canvas): batches of whole frames are bounded by bytes, and drawing by the cores.
@Suite struct BoundedWorkTests {
  func batches(_ count: Int, parallelism: Int, perCore: Int, frameBytes: Int) -> [Range<Int>] {
    batchRanges(count, parallelism: parallelism, perCore: perCore, frameBytes: frameBytes)
  }

  @Test func batchesOfWholeFramesStayWithinTheirMemory() throws {
    let frame = 4_000 * 4_000 * 4  // 64 MB
    let big = batches(40, parallelism: 16, perCore: 2, frameBytes: frame)
    #expect(big.allSatisfy { $0.count * frame <= batchMemory })
    #expect(big.first == 0..<2 && big.map(\.count).reduce(0, +) == 40)
    // A frame over the budget on its own is still drawn, one at a time.
    #expect(
      batches(3, parallelism: 8, perCore: 2, frameBytes: batchMemory * 2) == [
        0..<1, 1..<2, 2..<3,
      ])
    // Small frames: as many per core as asked.
    #expect(batches(100, parallelism: 4, perCore: 2, frameBytes: 1_000).first == 0..<8)
    #expect(batches(100, parallelism: 4, perCore: 4, frameBytes: 0).first == 0..<16)
  }

  @Test func moreJobsThanCoresGiveTheSameBytes() throws {
    let dir = Scratch.root.appendingPathComponent(
      "reel-jobs-\(UUID().uuidString)")
    let path = dir.appendingPathComponent("s.yaml")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data(
      """
      canvas: {width: 120, height: 120, gifFps: 20, hold: 0}
      collectionView: {layout: {type: flow, itemSize: [30, 30]}, items: 6}
      script:
        - {at: 0, delete: [0]}
      """.utf8
    ).write(to: path)
    let player = try SceneFiles.player(path: path.path)
    var gifs: [Data] = []
    for jobs in [1, 64] {
      let options = RenderOptions(
        format: .gif, outputDirectory: dir.appendingPathComponent("j\(jobs)"), parallelism: jobs)
      let result = try SceneRenderer().render(player, options: options)
      gifs.append(try Data(contentsOf: result.files[0]))
    }
    #expect(gifs[0] == gifs[1])
  }

  @Test func workersAreAsManyAsTheFramesAndEncodersLeaveRoomFor() throws {
    func memory(_ format: RenderFormat, _ change: (inout RenderOptions) -> Void = { _ in })
      -> FrameMemory
    {
      var options = RenderOptions(
        format: format, outputDirectory: URL(fileURLWithPath: "/nonexistent"))
      change(&options)
      return FrameMemory(options)
    }
    let largest = 50_000_000
    // PNG: 13 bytes a pixel a worker, so two 8000×6250 frames at once on any number of cores,
    // and 41 phone frames (1170×2532).
    #expect(memory(.png).workers(pixels: largest, parallelism: 64) == 2)
    #expect(memory(.png).workers(pixels: 1170 * 2532, parallelism: 64) == 41)
    #expect(memory(.png).workers(pixels: 1170 * 2532, parallelism: 3) == 3)
    // One worker that does not fit is refused; one that does always runs.
    #expect(
      memory(.webp) { $0.webpLossless = true }.workers(pixels: largest, parallelism: 8) == nil)
    #expect(memory(.webp).workers(pixels: largest, parallelism: 8) == 1)
    #expect(memory(.webm).workers(pixels: 4096 * 2160, parallelism: 8) == 1)
    #expect(memory(.webm).workers(pixels: 1920 * 1080, parallelism: 8) == 7)
    #expect(memory(.svg).workers(pixels: largest, parallelism: 8) == 8)
    // A single frame is a PNG, whatever the format.
    #expect(memory(.webm) { $0.singleTime = 0 } == memory(.png))
    for format in RenderFormat.allCases {
      let figures = memory(format)
      let workers = figures.workers(pixels: 20_000_000, parallelism: 64) ?? 0
      #expect(
        workers == 0 || figures.bytes(pixels: 20_000_000, workers: workers) <= FrameMemory.budget)
    }
  }

  @Test func rendersWaitForTheMemoryOthersHold() throws {
    let gate = FrameMemoryGate(capacity: 100)
    let log = LockedLog()
    let started = Pending<Void, Never>()
    let first = Thread {
      gate.holding(60) {
        started.fulfil(.success(()))
        Thread.sleep(forTimeInterval: 0.2)
        log.append("first done")
      }
    }
    first.start()
    _ = started.wait()
    gate.holding(60) { log.append("second") }
    // More than asked is capped at the capacity instead of waiting for ever.
    gate.holding(1_000) { log.append("third") }
    #expect(log.entries == ["first done", "second", "third"])
  }
}

/// Entries appended from several threads.
private final class LockedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  func append(_ entry: String) { lock.withLock { stored.append(entry) } }
  var entries: [String] { lock.withLock { stored } }
}
