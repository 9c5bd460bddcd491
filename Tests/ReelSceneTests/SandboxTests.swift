// SPDX-License-Identifier: MIT
import Foundation
import ReelPNG
import ReelRender
import ReelTestSupport
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// `--sandbox` and the limit on all images together (findings 2 and 6 of the hostile-input audit).
@Suite struct SandboxTests {
  let landscape = repositoryRoot.appendingPathComponent("scenes/assets/landscape.png")

  /// A folder `scenes/` with an image and links, beside `other/` with a "secret" image.
  func layout() throws -> URL {
    let fm = FileManager.default
    let root = Scratch.root.appendingPathComponent("reel-sandbox-\(UUID().uuidString)")
    for folder in ["scenes/sub", "other"] {
      try fm.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for file in ["scenes/ok.png", "scenes/sub/deep.png", "other/secret.png"] {
      try fm.copyItem(at: landscape, to: root.appendingPathComponent(file))
    }
    try fm.createSymbolicLink(
      atPath: root.appendingPathComponent("scenes/out.png").path,
      withDestinationPath: "../other/secret.png")
    try fm.createSymbolicLink(
      atPath: root.appendingPathComponent("scenes/in.png").path, withDestinationPath: "sub/deep.png"
    )
    try fm.createSymbolicLink(
      atPath: root.appendingPathComponent("scenes/dangling.png").path,
      withDestinationPath: "/nonexistent/x.png")
    try fm.createSymbolicLink(
      atPath: root.appendingPathComponent("scenes/up").path, withDestinationPath: "../other")
    return root
  }

  func error(_ image: String, in root: URL, sandbox: Bool = true) -> String? {
    let path = root.appendingPathComponent("scenes/s.yaml").path
    let text =
      """
      canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n  items: \
      [{image: \"\(image)\"}]\n
      """
    try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
    var limits = SceneLimits.standard
    limits.sandbox = sandbox
    do {
      _ = try SceneLoader.load(path: path, limits: limits)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func filesOutsideTheScenesFolderAreRefusedAlikeWhetherOrNotTheyExist() throws {
    let root = try layout()
    let outside = [
      "../other/secret.png", "../other/missing.png", "/etc/passwd", "/etc/nothing-here",
      "\(root.path)/other/secret.png",
      "out.png", "dangling.png", "up/secret.png", "up/missing.png", "sub/../../other/secret.png",
    ]
    for image in outside {
      let message = error(image, in: root)
      #expect(
        message?.hasSuffix(
          """
          '\(image)' is outside the scene's folder; with --sandbox a scene may only name files \
          in its own folder and below
          """
        ) == true, "\(image): \(message ?? "accepted")")
    }
    for image in ["ok.png", "sub/deep.png", "in.png", "./ok.png", "sub/../ok.png"] {
      #expect(error(image, in: root) == nil, "\(image)")
    }
    // Inside the folder a missing file is named as missing (nothing outside is revealed).
    #expect(error("sub/missing.png", in: root)?.contains("no image file at") == true)
    // Without --sandbox a scene may name any file (the user vouches for the scene).
    #expect(error("../other/secret.png", in: root, sandbox: false) == nil)
  }

  @Test func allImagesTogetherAreBoundedBeforeTheyAreDecoded() throws {
    let root = try layout()
    let size = try PNGHeader.size(of: landscape)
    let pixels = size.width * size.height
    var limits = SceneLimits.standard
    limits.totalImagePixels = pixels * 2
    let text =
      "canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n"
      + "  items: [{image: ok.png}, {image: sub/deep.png}, {image: ok.png}, {image: in.png}]\n"
    let path = root.appendingPathComponent("scenes/t.yaml").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    // ok.png twice counts once; in.png is a third file (a link, named differently).
    let message = try #require(throws: SceneError.self) {
      try SceneLoader.load(path: path, limits: limits)
    }
    #expect(message.keyPath == "collectionView.items[3].image")
    #expect(
      message.message.contains(
        """
        the pixels of all the scene's images together is \(pixels * 3), over the limit of \
        \(pixels * 2) (raise it with --max-total-image-pixels)
        """
      ))
    limits.totalImagePixels = pixels * 3
    #expect(throws: Never.self) { try SceneLoader.load(path: path, limits: limits) }
  }
}
