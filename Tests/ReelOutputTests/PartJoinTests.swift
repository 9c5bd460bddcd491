// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelTestSupport
import Testing

@testable import ReelExport
@testable import ReelRender

/// A scene with moves, held stretches (frames that repeat across a part's edge), named steps
/// (a video's chapters, which a joined video keeps) and, in the transparent variant, pixels GIF
/// writes as transparent.
func partScene(background: String) -> String {
  """
  canvas: {width: 90, height: 70, scale: 1, fps: 10, hold: 0.6, background: "\(background)"}
  collectionView:
    layout: {type: flow, itemSize: [20, 20], sectionInset: 5}
    style: {cornerRadius: 4}
    items: 5
  script:
    - at: 0.3
      insert: [1]
    - at: 1.6
      delete: [0]
      name: Delete
    - at: 3.4
      move: {from: 0, to: 3}
    - at: 4.9
      reload: [2]
      name: Reload
  """
}

@Suite struct PartJoinTests {
  static let formats: [RenderFormat] = [.gif, .apng, .webp, .mp4, .webm]

  /// Renders `frames` of the scene as a part into `folder`; returns its path.
  func part(
    _ scene: String, _ format: RenderFormat, _ frames: ClosedRange<Int>, into folder: URL,
    quality: Float = 80
  ) throws -> String {
    try part(scene, format, .range(frames), into: folder, quality: quality)
  }

  func part(
    _ scene: String, _ format: RenderFormat, _ frames: PartFrames, into folder: URL,
    quality: Float = 80
  ) throws -> String {
    var options = RenderOptions(format: format, outputDirectory: folder, parallelism: 2)
    options.partFrames = frames
    options.quality = quality
    return try render(scene, options).files[0].path
  }

  /// Every split of every format joins to the whole render's bytes: edges inside held stretches,
  /// after the first frame, before the last, and not on a video group's start.
  @Test(arguments: formats, ["#F2F2F7", "#00000000"])
  func joinedPartsAreTheWholeRender(_ format: RenderFormat, background: String) throws {
    let scene = partScene(background: background)
    let out = temporaryFolder()
    let result = try render(scene, RenderOptions(format: format, outputDirectory: out))
    let whole = try Data(contentsOf: result.files[0])
    let count = result.frameCount
    #expect(count >= 58)  // three video groups at 10 fps
    var startsInAHold = false
    let splits = [[0.02], [0.99], [0.1, 0.2, 0.33], [0.3, 0.6, 0.85], [0.5, 0.52]]
    for fractions in splits {
      let edges = Set(fractions.map { min(max(Int(Double(count) * $0), 1), count - 1) }).sorted()
      let folder = temporaryFolder()
      let bounds = [0] + edges + [count]
      var parts: [String] = []
      for k in 0..<bounds.count - 1 {
        parts.append(try part(scene, format, bounds[k]...bounds[k + 1] - 1, into: folder))
      }
      let joined = try PartJoiner.join(
        parts.reversed(), output: nil, outputDirectory: folder.appendingPathComponent("joined"))
      #expect(try Data(contentsOf: joined.files[0]) == whole, "\(format) split at \(edges)")
      #expect(joined.frameCount == count)
      startsInAHold =
        try startsInAHold
        || parts.contains {
          let part = try PartFile(path: $0)
          return part.chunkCount > 0 && part.chunk(0).isContinuation
        }
    }
    // A part whose first frames repeat the frame before it (its first chunk only lengthens the
    // last chunk of the part before) was among them; videos have no such chunks.
    #expect(startsInAHold == (format != .mp4 && format != .webm))
  }

  /// `K/N` shares cover every frame once, in order, whatever N (more shares than frames too).
  @Test(arguments: [RenderFormat.gif, .mp4])
  func sharesJoinToTheWholeRender(_ format: RenderFormat) throws {
    let scene = partScene(background: "#F2F2F7")
    let out = temporaryFolder()
    let result = try render(scene, RenderOptions(format: format, outputDirectory: out))
    let whole = try Data(contentsOf: result.files[0])
    for n in [1, 3, 7, result.frameCount + 2] {
      let folder = temporaryFolder()
      for k in 1...n {
        var options = RenderOptions(format: format, outputDirectory: folder, parallelism: 2)
        options.partFrames = .share(index: k, count: n)
        _ = try render(scene, options)
      }
      let parts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .map { folder.appendingPathComponent($0).path }
      #expect(parts.count == min(n, result.frameCount))
      let joined = try PartJoiner.join(parts, output: nil, outputDirectory: out)
      #expect(try Data(contentsOf: joined.files[0]) == whole, "\(n) shares")
    }
    #expect(PartFrames.share(index: 3, count: 7).frames(of: 10) == 2..<4)
    #expect(PartFrames.share(index: 1, count: 20).frames(of: 10) == nil)
    #expect(
      (1...20).compactMap { PartFrames.share(index: $0, count: 20).frames(of: 10) }
        .flatMap { Array($0) } == Array(0..<10))
  }

  /// Videos are encoded a two-second group per worker: the bytes do not depend on how many.
  @Test(arguments: [RenderFormat.mp4, .webm])
  func videosAreTheSameAtEveryParallelism(_ format: RenderFormat) throws {
    let scene = partScene(background: "#F2F2F7")
    let files = try [1, 2, 3].map { jobs in
      let options = RenderOptions(
        format: format, outputDirectory: temporaryFolder(), parallelism: jobs)
      return try Data(contentsOf: render(scene, options).files[0])
    }
    #expect(files[0] == files[1] && files[1] == files[2])
  }

  @Test func partFramesParse() throws {
    #expect(PartFrames("3..9") == .range(3...9))
    #expect(PartFrames("3..") == .range(3...Int.max))
    #expect(PartFrames("2/5") == .share(index: 2, count: 5))
    for bad in ["9..3", "0/5", "6/5", "1/0", "..3", "a..b", "1..2..3", "１..2", "", "-1..2", "1/"] {
      #expect(PartFrames(bad) == nil, "\(bad)")
    }
    #expect(PartFrames.range(5...Int.max).frames(of: 8) == 5..<8)
    // Huge shares neither overflow nor trap.
    let huge = try #require(PartFrames("\(Int.max)/\(Int.max)"))
    #expect(huge.frames(of: 10) == 9..<10)
    #expect(PartFrames("\(Int.max - 1)/\(Int.max)")?.frames(of: 10) == nil)
    #expect(PartFrames("\(Int.max)..")?.frames(of: 10) == nil)
    #expect(PartFrames.range(8...9).frames(of: 8) == nil)
  }

  @Test func missingOverlappingAndForeignPartsAreNamedErrors() throws {
    let scene = partScene(background: "#F2F2F7")
    let folder = temporaryFolder()
    let a = try part(scene, .gif, 0...9, into: folder)
    let b = try part(scene, .gif, 10...29, into: folder)
    let c = try part(scene, .gif, 30...100_000, into: folder)
    let last = try PartFile(path: c).info.frameCount - 1
    let wide = try part(scene, .gif, 5...14, into: temporaryFolder())
    let out = temporaryFolder()
    #expect(throws: PartError.gap(frames: "10..29", after: a)) {
      try PartJoiner.join([a, c], output: nil, outputDirectory: out)
    }
    #expect(throws: PartError.gap(frames: "30..\(last)", after: b)) {
      try PartJoiner.join([b, a], output: nil, outputDirectory: out)
    }
    #expect(throws: PartError.overlap(path: wide, other: a, frames: "5..9")) {
      try PartJoiner.join([a, wide, b, c], output: nil, outputDirectory: out)
    }
    let webp = try part(scene, .webp, 10...29, into: folder)
    #expect(throws: PartError.self) {
      try PartJoiner.join([a, webp, c], output: nil, outputDirectory: out)
    }
    let other = try part(scene, .mp4, 10...29, into: folder, quality: 20)
    let mp4 = try part(scene, .mp4, 0...9, into: folder)
    do {
      _ = try PartJoiner.join([mp4, other], output: nil, outputDirectory: out)
      Issue.record("parts of different settings were joined")
    } catch PartError.mismatch(let path, let first, let what) {
      #expect(path == other && first == mp4 && what.hasPrefix("the encoder settings"), "\(what)")
    }
    #expect(throws: PartError.noParts) {
      try PartJoiner.join([], output: nil, outputDirectory: out)
    }
    #expect((try? FileManager.default.contentsOfDirectory(atPath: out.path))?.isEmpty ?? true)
  }

  @Test func framesOutsideTheSceneAndOtherFormatsAreRefused() throws {
    let scene = partScene(background: "#F2F2F7")
    let folder = temporaryFolder()
    let count = try render(scene, RenderOptions(format: .gif, outputDirectory: folder)).frameCount
    #expect(
      throws: PartError.framesOutOfRange(
        scene: "s", requested: "\(count)..\(count + 9)", frameCount: count)
    ) {
      _ = try part(scene, .gif, count...count + 9, into: folder)
    }
    #expect(throws: PartError.notJoinable(format: "png")) {
      _ = try part(scene, .png, 0...3, into: folder)
    }
  }

  /// Truncated, extended and corrupted parts are errors naming the byte, never crashes.
  @Test func damagedPartsAreErrorsNotCrashes() throws {
    let scene = partScene(background: "#00000000")
    let folder = temporaryFolder()
    let path = try part(scene, .apng, 0...60, into: folder)
    let good = try Data(contentsOf: URL(fileURLWithPath: path))
    var variants: [Data] = [Data(), good.prefix(7), good.prefix(good.count - 1), good + [0]]
    var generator = SplitMix64(seed: 7)
    for _ in 0..<300 {
      var bad = good
      let index = Int(generator.next() % UInt64(bad.count))
      bad[index] ^= UInt8(1 << (generator.next() % 8))
      variants.append(bad)
    }
    let out = temporaryFolder()
    let whole = try PartJoiner.join([path], output: nil, outputDirectory: out)
    let expected = try Data(contentsOf: whole.files[0])
    var failures = 0
    for (n, bytes) in variants.enumerated() {
      let bad = folder.appendingPathComponent("bad-\(n).part")
      try bytes.write(to: bad)
      do {
        // A flipped byte is an error, or one that changes nothing (a bit no field reads).
        let joined = try PartJoiner.join([bad.path], output: nil, outputDirectory: out)
        #expect(
          try Data(contentsOf: joined.files[0]) == expected, "variant \(n) joined to other bytes")
      } catch let error as PartError {
        failures += 1
        #expect(error.exitCode == 65 && "\(error)".hasPrefix(bad.path), "\(error)")
      } catch let error as OutputError {
        failures += 1
        #expect(error.exitCode == 74, "\(error)")
      }
    }
    #expect(failures >= 290, "\(failures) of \(variants.count)")
  }
}
