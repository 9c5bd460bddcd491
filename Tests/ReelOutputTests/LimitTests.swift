// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRuntime
import ReelScene
import ReelTestSupport
import Testing

@testable import ReelExport

@Suite struct LimitTests {
  func folder() throws -> URL {
    let dir = Scratch.root.appendingPathComponent(
      "reel-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  func error(_ text: String, limits: SceneLimits = .standard, in dir: URL? = nil) throws -> String?
  {
    let dir = try dir ?? folder()
    let path = dir.appendingPathComponent("s.yaml").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try SceneFiles.player(path: path, limits: limits)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aHugeCanvasIsRefusedAtItsKeyNamingTheFlag() throws {
    let scene =
      """
      canvas: {width: 8000, height: 8000, scale: 4}\ncollectionView: {layout: {type: flow}, \
      items: 1}\n
      """
    let message = try #require(try error(scene))
    #expect(
      message.contains(
        """
        s.yaml:1:9: error: canvas: a frame's size in pixels (8000×8000 points at scale 4.0) is \
        1024000000, over the limit of 50000000 (raise it with --max-frame-pixels)
        """
      ), "\(message)")
    #expect(try error(scene, limits: SceneLimits(framePixels: 2_000_000_000)) == nil)
  }

  @Test func tooManyItemsAreRefused() throws {
    let scene =
      """
      canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n  sections: \
      [{items: 60000}, {items: 60000}]\n
      """
    let message = try #require(try error(scene, limits: SceneLimits(items: 100_000)))
    #expect(
      message.contains(
        "the number of items is 120000, over the limit of 100000 (raise it with --max-items)"),
      "\(message)")
    #expect(try error(scene) == nil)
  }

  @Test func anImageWhoseHeaderClaimsToBeHugeIsRefusedBeforeDecoding() throws {
    let dir = try folder()
    // A valid PNG signature and IHDR claiming 100000 × 100000 pixels, and nothing else.
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    png.append(Data("IHDR".utf8))
    png.append(contentsOf: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
    try png.write(to: dir.appendingPathComponent("bomb.png"))
    let scene =
      """
      canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n  items: \
      [{image: bomb.png}]\n
      """
    let message = try #require(try error(scene, in: dir))
    #expect(
      message.contains(
        """
        the image's size in pixels (100000×100000) is 10000000000, over the limit of 50000000 \
        (raise it with --max-image-pixels)
        """
      ), "\(message)")
  }

  @Test func tooManyFramesAreRefusedBeforeDrawing() throws {
    let dir = try folder()
    let path = dir.appendingPathComponent("s.yaml").path
    try Data(
      """
      canvas: {width: 50, height: 50, fps: 30, duration: 2}\ncollectionView: {layout: {type: \
      flow}, items: 2}\n
      """
      .utf8
    ).write(to: URL(fileURLWithPath: path))
    let player = try SceneFiles.player(path: path)
    var options = RenderOptions(format: .png, outputDirectory: dir.appendingPathComponent("out"))
    options.limits = SceneLimits(frames: 50)
    // At the scene's own `fps:` (line 1, column 38), the key that sets the count with `duration`.
    let error = #expect(throws: SceneError.self) {
      try SceneRenderer().render(player, options: options)
    }
    #expect(
      error?.description
        == """
        \(path):1:38: error: canvas.fps: the number of frames (2.00 s at 30 fps) is 60, over \
        the limit of 50 (raise it with --max-frames)
        """
    )
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/s").path))
  }

  @Test func deepNestingIsRefusedAtTheFirstNodeTooDeepWithItsKeyPath() throws {
    // 70 nested lists under a style key: 1 (root) + collectionView + style + 70 lists.
    let scene =
      "canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n  style: {x: "
      + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}\n"
    let message = try #require(try error(scene))
    #expect(message.contains("s.yaml:4:"), "\(message)")
    #expect(message.contains("error: collectionView.style.x[0][0]"), "\(message)")
    #expect(
      message.contains(
        """
        the nesting depth of mappings and lists is 65, over the limit of 64 (raise it with \
        --max-nesting, up to 1000)
        """
      ), "\(message)")
    // Raised, the same file gets past the limit (and fails later, on what a style may hold).
    let raised = try #require(try error(scene, limits: SceneLimits(nesting: 100)))
    #expect(!raised.contains("nesting"), "\(raised)")
  }

  @Test func nestingPastTheParsersCeilingIsTheSameLimitNotACrash() throws {
    let scene = "canvas: " + String(repeating: "[", count: 200_000) + "\n"
    let message = try #require(try error(scene, limits: SceneLimits(nesting: 1000)))
    #expect(message.contains("s.yaml:1:"), "\(message)")
    #expect(
      message.contains(
        """
        the nesting depth of mappings and lists is 1001, over the limit of 1000, the most \
        --max-nesting allows
        """
      ), "\(message)")
  }

  @Test func anAliasBombIsRefusedAfterTheLimitNotWalkedForHours() throws {
    // Nine levels of ten aliases each: 10^9 values once expanded, from a dozen lines.
    var scene = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      scene +=
        "a\(level): &a\(level) ["
        + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    scene += "canvas: {width: 100, height: 100}\ncollectionView: {layout: {type: flow}, items: 1}\n"
    let message = try #require(try error(scene, limits: SceneLimits(values: 100_000)))
    #expect(
      message.contains(
        """
        the scene holds more than 100000 values once its aliases are expanded, over the limit \
        (raise it with --max-values)
        """
      ), "\(message)")
    #expect(message.contains("s.yaml:"), "\(message)")
  }
}
