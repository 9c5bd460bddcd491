// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
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
}
