// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

/// The frame limits at their default values, in every output format, under an address-space cap:
/// a frame of exactly 50 000 000 pixels and a render of exactly 20 000 frames end well (or are
/// refused before anything is drawn) within the memory budget the README states.
/// Not under the sanitizers, whose runtimes reserve terabytes of address space.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["REEL_SANITIZER"] == nil))
struct FrameLimitCapTests {
  /// The memory budget of the default limits, in megabytes (README, "Robustness").
  static let budget = 3072

  /// 8000 × 6250 points at scale 1: exactly the default frame limit of 50 000 000 pixels, every
  /// frame a different scroll position.
  static func largestFrame(frames: Int) -> String {
    let duration = Double(frames) / 10
    return """
      canvas: {width: 8000, height: 6250, fps: 10, gifFps: 10, duration: \(duration)}
      collectionView: {layout: {type: flow, itemSize: [800, 800]}, items: 300}
      script:
        - {scroll: {to: [0, 3000]}, animation: {duration: \(duration)}}

      """
  }

  /// 400 s at 50 frames a second: exactly the default limit of 20 000 frames, every frame a
  /// different scroll position (seven 57-second scrolls down and up).
  static let longestRender: String = {
    let steps = (0..<7).map {
      "  - {scroll: {to: [0, \($0 % 2 == 0 ? 300 : 0)]}, "
        + "animation: {duration: 57}}"
    }
    return """
      canvas: {width: 16, height: 16, fps: 50, gifFps: 50, duration: 400}
      collectionView:
        layout: {type: flow, itemSize: [16, 16], minimumLineSpacing: 0}
        items: 20
      script:
      \(steps.joined(separator: "\n"))

      """
  }()

  @Test(arguments: [
    ["png"], ["gif"], ["gif", "--lossy", "80"], ["apng"], ["webp"], ["svg"], ["animated-svg"],
  ])
  func aFrameAtTheFrameLimitRendersWithinTheBudget(format: [String]) throws {
    let dir = try scratch(["big.yaml": Self.largestFrame(frames: 2)])
    let r = try runReelCapped(
      ["render", "big.yaml", "--jobs", "8", "--format"] + format, megabytes: Self.budget, in: dir)
    #expect(r.status == 0, "\(format): \(r.stderr)")
    #expect(r.stdout.contains(" 2 frames, "), "\(format): \(r.stdout)")
  }

  @Test func framesInFlightAreBoundedWhateverJobsSays() throws {
    // 6 frames of 200 MB to a GIF on 16 jobs: the GIF encoder and one worker's frames fit in
    // the 1.5 GB of frames and encoders (about 1.4 GB of address space in all); two workers, or
    // batches of whole frames not bounded by bytes, do not.
    let dir = try scratch(["big.yaml": Self.largestFrame(frames: 6)])
    let r = try runReelCapped(
      ["render", "big.yaml", "--jobs", "16", "--format", "gif"], megabytes: 1536, in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains(" 6 frames, "), "\(r.stdout)")
  }

  @Test func formatsThatCannotHoldTheLargestFrameRefuseItBeforeDrawing() throws {
    let dir = try scratch(["big.yaml": Self.largestFrame(frames: 2)])
    let budget = "MB, over the 1536 MB a render's frames and encoders may take"
    let expected = [
      ["mp4"]: "takes MP4's H.264 encoder about 1907 \(budget)",
      ["webm"]: "takes WebM's VP9 encoder about 5245 \(budget)",
      ["webp", "--lossless"]: "takes WebP's lossless encoder about 1716 \(budget)",
      ["sheet"]: "a contact sheet of 12 frames in pixels is 605862880, over the limit of 50000000",
    ]
    for (format, message) in expected {
      let r = try runReelCapped(
        ["render", "big.yaml", "--format"] + format, megabytes: Self.budget, in: dir)
      #expect(r.status == 65, "\(format): \(r.stderr)")
      #expect(r.stderr.contains("big.yaml:1:9: error: canvas: "), "\(format): \(r.stderr)")
      #expect(r.stderr.contains(message), "\(format): \(r.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
  }

  @Test(arguments: ["gif", "png", "apng", "webp", "mp4", "webm", "svg", "animated-svg"])
  func twentyThousandFramesRenderInBoundedMemory(format: String) throws {
    // Nothing an encoder keeps per frame may add up: 20 000 frames in 1 GB of address space
    // (about 60–90 MB resident in each format).
    let dir = try scratch(["long.yaml": Self.longestRender])
    let r = try runReelCapped(
      ["render", "long.yaml", "--format", format], megabytes: 1024, in: dir)
    #expect(r.status == 0, "\(format): \(r.stderr)")
    #expect(r.stdout.contains(" 20000 frames, "), "\(format): \(r.stdout)")
    if format == "png" || format == "svg" {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: dir.appendingPathComponent("out/long").path)
      #expect(files.count == 20_000)
    }
  }
}
