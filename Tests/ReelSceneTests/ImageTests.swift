// SPDX-License-Identifier: MIT
import Foundation
import ReelPNG
import ReelTestSupport
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

@Suite struct ImageTests {
  let landscape = repositoryRoot.appendingPathComponent("scenes/assets/landscape.png")

  @Test func pngHeadersAreRead() throws {
    let size = try PNGHeader.size(of: landscape)
    #expect(size.width == 400 && size.height == 300)
  }

  @Test func badPNGsAreNamed() throws {
    let data = try Data(contentsOf: landscape)
    #expect(throws: PNGHeader.Problem.truncated) {
      try PNGHeader.size(of: data.prefix(data.count - 20))
    }
    #expect(throws: PNGHeader.Problem.notPNG) {
      try PNGHeader.size(of: Data("GIF89a not a png".utf8))
    }
    var zero = [UInt8](data)
    zero[16...19] = [0, 0, 0, 0]
    #expect(throws: PNGHeader.Problem.corrupt("IHDR's checksum does not match")) {
      try PNGHeader.size(of: Data(zero))
    }
  }

  @Test func contentModesPlaceTheImage() {
    let image = ItemStyle.Image(
      path: "x", pixelSize: CGSize(width: 400, height: 300), contentMode: .aspectFit)
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(image.rect(in: bounds) == CGRect(x: 0, y: 12.5, width: 100, height: 75))
    var fill = image
    fill.contentMode = .aspectFill
    let filled = fill.rect(in: bounds)
    #expect(
      abs(filled.minX + 50.0 / 3) < 1e-9 && filled.minY == 0 && abs(filled.width - 400.0 / 3) < 1e-9
        && filled.height == 100)
    fill.contentMode = .center
    #expect(fill.rect(in: bounds) == CGRect(x: -150, y: -100, width: 400, height: 300))
    // The edge modes keep the image's size against an edge (centred along it) or a corner.
    var small = image
    small.scale = 10  // 40 × 30 points
    let placed: [(ItemStyle.ContentMode, CGPoint)] = [
      (.top, CGPoint(x: 30, y: 0)), (.bottom, CGPoint(x: 30, y: 70)),
      (.left, CGPoint(x: 0, y: 35)), (.right, CGPoint(x: 60, y: 35)),
      (.topLeft, .zero), (.topRight, CGPoint(x: 60, y: 0)),
      (.bottomLeft, CGPoint(x: 0, y: 70)), (.bottomRight, CGPoint(x: 60, y: 70)),
    ]
    for (mode, origin) in placed {
      small.contentMode = mode
      #expect(small.rect(in: bounds) == CGRect(origin: origin, size: CGSize(width: 40, height: 30)))
    }
  }

  @Test func aSceneMayPlaceAnImageInACorner() throws {
    let d = try SceneLoader.parse(
      scene(image: "{file: assets/landscape.png, contentMode: bottomRight}"), file: "t.yaml",
      context: SceneContext(baseDirectory: repositoryRoot.appendingPathComponent("scenes")))
    #expect(d.collectionViews[0].sections[0].items[0].style.image?.contentMode == .bottomRight)
  }

  func scene(image: String) -> String {
    """
    canvas: {width: 200, height: 200}
    collectionView:
      layout: {type: flow, itemSize: [100, 100]}
      items:
        - {image: \(image)}
    """
  }

  @Test func missingAndCorruptImagesAreSceneErrors() throws {
    let dir = Scratch.root.appendingPathComponent(
      "reel-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data("not a png".utf8).write(to: dir.appendingPathComponent("bad.png"))
    let context = SceneContext(baseDirectory: dir)
    func error(_ image: String) -> String? {
      do {
        _ = try SceneLoader.parse(scene(image: image), file: "s.yaml", context: context)
        return nil
      } catch { return error.description }
    }
    #expect(
      error("nothere.png")
        == """
        s.yaml:5:15: error: collectionView.items[0].image: no image file at \
        \(dir.path)/nothere.png
        """
    )
    #expect(error("bad.png")?.contains("not a PNG, JPEG, WebP or SVG image") == true)
    #expect(error(landscape.path) == nil)
  }
}
