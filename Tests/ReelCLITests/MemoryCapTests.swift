// SPDX-License-Identifier: MIT
import Foundation
import ReelPNG
import ReelRender
import ReelTestSupport
import Testing

/// Runs `reel arguments` in a child whose address space is capped at `megabytes`
/// (`setrlimit(RLIMIT_AS)` through the shell's `ulimit -v`).
func runReelCapped(
  _ arguments: [String], megabytes: Int, in directory: URL
) throws -> (status: Int32, stdout: String, stderr: String) {
  let quoted = try ([reelBinary().path] + arguments).map {
    "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
  return try runReel(
    ["-c", "ulimit -v \(megabytes * 1024) && exec \(quoted.joined(separator: " "))"], in: directory,
    executable: "/bin/sh")
}

/// Every memory limit of the hostile-input audit, proved against the input that used to exhaust
/// memory, run under an address-space cap far below what it took: the clean error, not an abort.
/// Not under the sanitizers, whose runtimes reserve terabytes of address space.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["REEL_SANITIZER"] == nil))
struct MemoryCapTests {
  @Test func aHugeFlatListIsRefusedWhileParsing() throws {
    // 60 MB: under the 64 MB file cap; parsed into a tree it took 9 GB.
    let text =
      "canvas: {width: 100, height: 100}\nx:\n" + String(repeating: "- 1\n", count: 15_000_000)
    let dir = try scratch(["flat.yaml": text])
    let r = try runReelCapped(["validate", "flat.yaml"], megabytes: 768, in: dir)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(
      r.stderr.contains(
        "flat.yaml:999998:3: error: x[999995]: the scene holds more than 1000000 values"),
      "\(r.stderr)")
  }

  @Test func thousandsOfStepsOnThousandsOfItemsAreRefusedBeforeTheScriptRuns() throws {
    // Each within every other limit; it took 155 KB and 2.4 ms per step per 200 items, then
    // aborted.
    let steps = (0..<3000).map { "  - {at: 0, reload: [\($0 % 3000)]}" }.joined(separator: "\n")
    let text =
      """
      canvas: {width: 390, height: 844}\ncollectionView:\n  layout: {type: flow, itemSize: [10, \
      10]}\n
      """
      + "  items: 3000\nscript:\n" + steps + "\n"
    let dir = try scratch(["steps.yaml": text])
    let r = try runReelCapped(["render", "steps.yaml"], megabytes: 512, in: dir)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(
      r.stderr.contains(
        "steps.yaml:172:5: error: script[166]: the script's work (167 steps × 3000 items"),
      "\(r.stderr)")
  }

  @Test func theCommandLinesScaleAndContactSheetsAreCheckedAgainstTheFrameLimit() throws {
    let dir = try scratch([
      "wide.yaml":
        """
      canvas: {width: 8000, height: 1250, fps: 10}\ncollectionView: {layout: {type: flow}, \
      items: 3}\n
      """
    ])
    // 200 Mpx at --scale 4 (the scene's own scale 1 passes); 100 frames of the canvas on one
    // sheet: 4 GB.
    let scaled = try runReelCapped(
      ["render", "wide.yaml", "--format", "png", "--at", "0", "--scale", "4"], megabytes: 512,
      in: dir)
    #expect(scaled.status == 65, "\(scaled.stderr)")
    #expect(
      scaled.stderr.contains(
        """
        wide.yaml:1:9: error: canvas: a frame's size in pixels (8000×1250 points at --scale 4) \
        is 160000000, over the limit of 50000000
        """
      ), "\(scaled.stderr)")
    let sheet = try runReelCapped(
      ["render", "wide.yaml", "--format", "sheet", "--sheet-frames", "100"], megabytes: 1024,
      in: dir)
    #expect(sheet.status == 65, "\(sheet.stderr)")
    #expect(sheet.stderr.contains("a contact sheet of 100 frames in pixels is"), "\(sheet.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/wide.sheet.png").path)
    )
  }

  /// A 1 KB PNG whose header claims `side`² pixels (a decompression bomb's header).
  static func bomb(side: UInt32) -> Data {
    var ihdr = Data("IHDR".utf8)
    for value in [side, side] {
      withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) }
    }
    ihdr.append(contentsOf: [8, 6, 0, 0, 0])
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + ihdr
    withUnsafeBytes(of: PNGHeader.crc32(ArraySlice(ihdr)).bigEndian) { png.append(contentsOf: $0) }
    png.append(
      contentsOf: [0, 0, 3, 0] + Array("IDAT".utf8) + [UInt8](repeating: 0, count: 768 + 4))
    png.append(contentsOf: [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
    return png
  }

  @Test func assembleAndSnapshotReferencesReadTheHeaderBeforeDecoding() throws {
    let dir = try scratch(["s.yaml": goodScene])
    try Self.bomb(side: 20_000).write(to: dir.appendingPathComponent("bomb.png"))
    try Self.bomb(side: 7_000).write(to: dir.appendingPathComponent("big.png"))
    let assembled = try runReelCapped(
      ["assemble", "bomb.png", "-o", "a.gif"], megabytes: 512, in: dir)
    #expect(assembled.status == 65, "\(assembled.stderr)")
    #expect(
      assembled.stderr.contains(
        """
        bomb.png: error: not a readable PNG frame: the PNG image is 20000×20000 pixels; at most \
        8192 pixels per side
        """
      ), "\(assembled.stderr)")
    let limited = try runReelCapped(
      ["assemble", "big.png", "-o", "a.gif", "--max-image-pixels", "1000000"], megabytes: 512,
      in: dir)
    #expect(
      limited.stderr.contains(
        "the PNG image is 7000×7000 pixels, 49000000 in all, over the limit of 1000000"),
      "\(limited.stderr)")
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("refs/s"), withIntermediateDirectories: true)
    try Self.bomb(side: 20_000).write(to: dir.appendingPathComponent("refs/s/0s.png"))
    let snapshot = try runReelCapped(
      [
        "snapshot", "s.yaml", "--references", "refs", "--record", "never", "--no-layout", "--at",
        "0",
      ], megabytes: 512, in: dir)
    #expect(snapshot.status == 65, "\(snapshot.stderr)")
    #expect(
      snapshot.stderr.contains(
        "refs/s/0s.png: not a readable PNG reference: the PNG image is 20000×20000 pixels"),
      "\(snapshot.stderr)")
  }

  @Test func allImagesTogetherAreBoundedBeforeTheyAreDecoded() throws {
    // 25 distinct 7000×7000 images, each just under the per-image limit: 4.9 GB decoded.
    let pixels = [UInt8](repeating: 200, count: 7_000 * 7_000 * 4)
    let png = try PNGEncoder().encode(Raster(width: 7_000, height: 7_000, pixels: pixels))
    var files: [String: String] = [:]
    let items = (0..<25).map { "{image: i\($0).png}" }.joined(separator: ", ")
    files["many.yaml"] =
      """
      canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n  items: \
      [\(items)]\n
      """
    let dir = try scratch(files)
    for i in 0..<25 { try png.write(to: dir.appendingPathComponent("i\(i).png")) }
    let r = try runReelCapped(["validate", "many.yaml"], megabytes: 1536, in: dir)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(
      r.stderr.contains("collectionView.items[4].image: ")
        && r.stderr.contains(
          "the pixels of all the scene's images together is 245000000, "
            + "over the limit of 200000000"),
      "\(r.stderr)")
  }

  @Test func aHugeLabelSharedByManyItemsIsRefused() throws {
    // 10 MB drawn for each of 1000 items took 8 s a frame.
    let label = String(repeating: "w", count: 10_000_000)
    let text =
      """
      canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n  items: \
      1000\n  style: {label: \"\(label)\"}\n
      """
    let dir = try scratch(["label.yaml": text])
    let r = try runReelCapped(["render", "label.yaml"], megabytes: 768, in: dir)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(
      r.stderr.contains("the text's length in characters is 10000000, over the limit of 4096"),
      "\(r.stderr)")
  }

  @Test func theDefaultItemLimitFitsTheMemoryBudget() throws {
    // A million items, each with its own label, in a 335-byte file: 6.4 GB to validate (a copy
    // of the style for every item), an abort under a 4 GB cap. The budget of the defaults is 2 GB.
    let sections = Array(repeating: "{items: 100000}", count: 10).joined(separator: ", ")
    let text = [
      "canvas: {width: 390, height: 844, duration: 0.2}", "collectionView:",
      "  layout: {type: flow, itemSize: [50, 50]}", "  style: {label: \"{index} item\"}",
      "  sections: [\(sections)]",
    ].joined(separator: "\n")
    let dir = try scratch(["million.yaml": text])
    let r = try runReelCapped(
      ["render", "million.yaml", "--at", "0", "--format", "png"],
      megabytes: 2048, in: dir)
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func videoEncodersAreCountedBeforeTheyStart() throws {
    // An 8192×6000 WebM (inside every frame limit) peaked at 5 GB in libvpx; two 4096×2160
    // groups encoded at once take 2 GB (about 1 GB each): one at a time fits in 1.5 GB.
    let dir = try scratch([
      "huge.yaml": """
      canvas: {width: 8192, height: 6000, fps: 10, duration: 0.3}
      collectionView: {layout: {type: flow}, items: 3}

      """,
      "two.yaml": """
      canvas: {width: 4096, height: 2160, fps: 2, duration: 2.5}
      collectionView: {layout: {type: flow, itemSize: [500, 500]}, items: 20}

      """,
    ])
    let huge = try runReelCapped(
      ["render", "huge.yaml", "--format", "webm"], megabytes: 512, in: dir)
    #expect(huge.status == 65, "\(huge.stderr)")
    #expect(
      huge.stderr.contains(
        "a frame of 49152000 pixels (8192×6000 points at scale 1) takes WebM's VP9 encoder "
          + "about 5156 MB, over the 1536 MB a render's frames and encoders may take"),
      "\(huge.stderr)")
    let two = try runReelCapped(
      ["render", "two.yaml", "--format", "webm", "--jobs", "2"], megabytes: 1536, in: dir)
    #expect(two.status == 0, "\(two.stderr)")
  }
}
