// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// Bitmaps drawn by an image view: template tints and the content modes that place the image at
/// its own size against an edge or a corner.
@MainActor
@Suite struct ImageDrawingTests {
  /// A 60 × 60-point avatar (`avatar-1@2x.png`, 120 pixels) in a 100 × 100 image view.
  func imageView(_ image: UIImage, mode: UIView.ContentMode = .scaleToFill) -> UIImageView {
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.backgroundColor = .white
    view.contentMode = mode
    return view
  }

  func avatar() throws -> UIImage {
    try #require(UIImage(contentsOfFile: ImageTests.assets + "/avatar-1@2x.png"))
  }

  func pixel(_ view: UIView, _ x: Int, _ y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8) {
    let p = try ViewRenderer(scale: 1).raster(view).pixel(x: x, y: y)
    return (p.r, p.g, p.b)
  }

  @Test func aTemplateBitmapIsItsAlphaInTheTintColour() throws {
    let view = imageView(try avatar().withRenderingMode(.alwaysTemplate))
    view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(try pixel(view, 50, 50) == (255, 0, 0))
    // An original bitmap keeps its colours under the same tint.
    let original = imageView(try avatar())
    original.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(try pixel(original, 50, 50) != (255, 0, 0))
    // withTintColor draws a bitmap in its own colour, whatever the view's tint.
    let own = imageView(try avatar().withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1)))
    own.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(try pixel(own, 50, 50) == (0, 0, 255))
  }

  @Test func edgeModesPlaceTheImageAtItsSizeAgainstTheEdge() throws {
    let blue = try avatar().withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    let cases: [(UIView.ContentMode, inside: (Int, Int), outside: (Int, Int))] = [
      (.top, (50, 5), (50, 95)), (.bottom, (50, 95), (50, 5)), (.left, (5, 50), (95, 50)),
      (.right, (95, 50), (5, 50)), (.topLeft, (5, 5), (95, 95)), (.topRight, (95, 5), (5, 95)),
      (.bottomLeft, (5, 95), (95, 5)), (.bottomRight, (95, 95), (5, 5)),
    ]
    for (mode, inside, outside) in cases {
      let view = imageView(blue, mode: mode)
      #expect(try pixel(view, inside.0, inside.1) == (0, 0, 255), "\(mode) at \(inside)")
      #expect(try pixel(view, outside.0, outside.1) == (255, 255, 255), "\(mode) at \(outside)")
    }
  }
}

/// `UIImage(data:)`: images from bytes, measured and drawn as files are.
@MainActor
@Suite struct ImageDataTests {
  func bytes(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: ImageTests.assets + "/" + name))
  }

  @Test func bytesMakeAnImageOfTheirSize() throws {
    let png = try #require(UIImage(data: try bytes("avatar-1@2x.png"), scale: 2))
    #expect(png.size == CGSize(width: 60, height: 60) && png.scale == 2)
    let again = try #require(UIImage(data: try bytes("avatar-1@2x.png")))
    #expect(again.size == CGSize(width: 120, height: 120))
    #expect(again.source == png.source, "the same bytes, the same key")
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImage(data: try bytes("avatar-1@2x.png").prefix(30)) == nil)  // a cut header
  }

  @Test func imagesFromBytesAreDrawnAsFilesAre() throws {
    for name in ["avatar-1@2x.png", "landscape.png"] {
      let file = try #require(UIImage(contentsOfFile: ImageTests.assets + "/" + name))
      let data = try #require(UIImage(data: try bytes(name), scale: file.scale))
      func drawn(_ image: UIImage) throws -> Raster {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        return try ViewRenderer(scale: 1).raster(view)
      }
      #expect(try drawn(data).pixels == drawn(file).pixels, "\(name)")
    }
  }

  /// Damaged bytes that pass the header check still draw nothing rather than fail or crash.
  @Test func damagedPixelDataDrawsNothing() throws {
    var damaged = try bytes("landscape.png")
    for i in stride(from: 200, to: damaged.count - 20, by: 7) { damaged[i] ^= 0x5A }
    guard let image = UIImage(data: damaged) else { return }  // refused: also fine
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
    #expect(throws: Never.self) { _ = try ViewRenderer(scale: 1).raster(view) }
  }
}
