// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelCairo
@testable import ReelJPEG
@testable import ReelRender
@testable import ReelSVGImage
@testable import ReelScene

/// JPEG and WebP images (libjpeg-turbo, libwebp) and `@2x`/`@3x` scales, checked like PNGs:
/// their headers against the limits before anything is decoded, damaged files refused at their
/// key.
@Suite struct PhotoFormatTests {
  let assets = repositoryRoot.appendingPathComponent("scenes/assets")

  func load(_ image: String, in dir: URL? = nil, limits: SceneLimits = .standard) throws
    -> ItemStyle.Image?
  {
    let context = SceneContext(
      baseDirectory: dir ?? assets,
      decodeImage: { try CairoImageDecoder.pixelSize(ofPNG: $0) }, limits: limits)
    let text = """
      canvas: {width: 100, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [50, 50]}
        items: [{image: "\(image)"}]
      """
    let document = try SceneLoader.parse(text, file: "s.yaml", context: context)
    return document.collectionViews[0].sections[0].items[0].style.image
  }

  func refusal(_ name: String, _ bytes: Data, limits: SceneLimits = .standard) -> String {
    let dir = Scratch.folder("photos")
    try? bytes.write(to: dir.appendingPathComponent(name))
    do {
      _ = try load(name, in: dir, limits: limits)
      return "accepted"
    } catch { return "\(error)" }
  }

  @Test func jpegWebPAndScaledPNGsAreRead() throws {
    #expect(try load("landscape.jpg")?.pixelSize == CGSize(width: 400, height: 300))
    #expect(try load("wide.webp")?.pixelSize == CGSize(width: 480, height: 270))
    let avatar = try load("avatar-1@2x.png")
    #expect(avatar?.scale == 2 && avatar?.pointSize == CGSize(width: 60, height: 60))
  }

  @Test func anImageCanHaveALightAndADarkVariant() throws {
    func chosen(_ style: UserInterfaceStyle) throws -> String? {
      let context = SceneContext(baseDirectory: assets, variant: SceneVariant(appearance: style))
      let text = """
        canvas: {width: 100, height: 100}
        collectionView:
          layout: {type: flow, itemSize: [50, 50]}
          items: [{image: {file: {light: landscape.jpg, dark: wide.webp}, contentMode: center}}]
        """
      let d = try SceneLoader.parse(text, file: "s.yaml", context: context)
      return d.collectionViews[0].sections[0].items[0].style.image?.path
    }
    #expect(try chosen(.light)?.hasSuffix("landscape.jpg") == true)
    #expect(try chosen(.dark)?.hasSuffix("wide.webp") == true)
  }

  @Test func decodedPhotosDrawTheirPixels() throws {
    for file in ["landscape.jpg", "landscape.png"] {
      let image = try #require(try load(file))
      let item = DisplayItem(
        center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 75),
        style: ItemStyle(fill: .clear, cornerRadius: 0, label: nil, image: image))
      let raster = try CairoRenderer().raster(list([item]))
      let sky = rgb(raster, 50, 16)
      // The landscape's sky is light blue (#90D0FB-ish) in both encodings.
      #expect(sky[2] > 230 && sky[0] < 170 && sky[1] > 190, "\(file): \(sky)")
    }
  }

  @Test func damagedPhotosAreRefusedAtTheirKey() throws {
    let jpeg = try Data(contentsOf: assets.appendingPathComponent("landscape.jpg"))
    let webp = try Data(contentsOf: assets.appendingPathComponent("wide.webp"))
    let cut = refusal("cut.jpg", jpeg.prefix(jpeg.count / 2))
    #expect(
      cut.contains("items[0].image: ") && cut.contains("the JPEG image is corrupt or truncated"))
    #expect(refusal("cut.webp", webp.prefix(webp.count / 2)).contains("WebP"))
    #expect(refusal("head.jpg", jpeg.prefix(4)).contains("items[0].image: "))
  }

  @Test func aJPEGClaimingAHugeSizeIsRefusedBeforeDecoding() throws {
    var jpeg = [UInt8](try Data(contentsOf: assets.appendingPathComponent("landscape.jpg")))
    // The SOF0 segment: FF C0, length (2), precision (1), height (2), width (2).
    let sof = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
    // 60 000 × 60 000 (libjpeg's own ceiling is 65 500 a side).
    for i in [0, 2] { (jpeg[sof + 5 + i], jpeg[sof + 6 + i]) = (0xEA, 0x60) }
    let message = refusal("bomb.jpg", Data(jpeg))
    #expect(message.contains("60000×60000") && message.contains("--max-image-pixels"), "\(message)")
  }

  func regression(_ name: String) throws -> Data {
    try Data(
      contentsOf: repositoryRoot.appendingPathComponent(
        "Tests/ReelFuzzingTests/Regressions/\(name)"))
  }

  @Test func aJPEGWithHundredsOfScansIsRefusedBeforeDecoding() throws {
    // A progressive file's last scan repeated 300 times: each costs a pass over the image.
    let message = refusal("scans.jpg", try regression("jpeg-300-repeated-scans.jpg"))
    #expect(message.contains("310 scans; at most 256"), "\(message)")
    #expect(
      try JPEGImage.decode(regression("jpeg-progressive.jpg"), maximumPixels: 1 << 20).width == 48)
  }

  @Test func cmykAndYCCKJPEGsAreShownInColour() throws {
    // ImageMagick's red as CMYK, stored as Photoshop does (YCCK, inverted, an Adobe segment),
    // full resolution and with K sampled as Y.
    for name in ["jpeg-cmyk-red.jpg", "jpeg-ycck-red.jpg"] {
      let raster = try JPEGImage.decode(regression(name), maximumPixels: 1 << 20)
      let pixel = Array(raster.pixels[(15 * 40 + 20) * 4..<(15 * 40 + 20) * 4 + 4])
      #expect(pixel[0] > 240 && pixel[1] < 16 && pixel[2] < 16 && pixel[3] == 255, "\(pixel)")
    }
    // Straight (not inverted) inks without an Adobe segment: no ink is white, full K is black.
    var inks: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 0]
    JPEGImage.convertInkToRGBA(&inks, inverted: false)
    #expect(inks == [255, 255, 255, 255, 0, 0, 0, 255, 0, 255, 255, 255])
  }
}

/// SVG images through librsvg: sized in points from the document, drawn sharp, and checked like
/// the other formats (embedded images against the limits, nothing outside the file read).
@Suite struct SVGImageTests {
  let formats = PhotoFormatTests()

  func svg(_ body: String, size: String = #"width="20" height="10""#) -> Data {
    Data(#"<svg xmlns="http://www.w3.org/2000/svg" \#(size)>\#(body)</svg>"#.utf8)
  }

  @Test func anSVGIsSizedInPointsFromItsDocument() throws {
    let badge = try #require(try formats.load("verified.svg"))
    #expect(badge.pointSize == CGSize(width: 20, height: 20))
    #expect(badge.pixelSize.width >= 80, "drawn once at several pixels per point")
    let dir = Scratch.folder("svg-size")
    try svg("", size: #"viewBox="0 0 40 30""#).write(to: dir.appendingPathComponent("v.svg"))
    #expect(try formats.load("v.svg", in: dir)?.pointSize == CGSize(width: 40, height: 30))
  }

  @Test func anSVGDrawsItsShapesInTheirColours() throws {
    let image = try #require(try formats.load("verified.svg"))
    var style = ItemStyle(fill: .white, cornerRadius: 0, label: nil)
    style.image = image
    style.image?.contentMode = .center
    let item = DisplayItem(
      center: CGPoint(x: 20, y: 20), size: CGSize(width: 40, height: 40), style: style)
    let raster = try CairoRenderer().raster(list([item], size: CGSize(width: 40, height: 40)))
    // The seal is systemBlue (#0A84FF) at its rim; the check is white; outside, the cell's white.
    #expect(rgb(raster, 20, 12) == [0x0A, 0x84, 0xFF], "\(rgb(raster, 20, 12))")
    #expect(rgb(raster, 2, 2) == [255, 255, 255])
  }

  @Test func damagedAndHostileSVGsAreRefusedAtTheirKey() throws {
    // A billion laughs: nine levels of entities, each ten of the one before.
    let entities = (1...9).map { level -> String in
      let inner = level == 1 ? "&a;" : "&a\(level - 1);"
      return "<!ENTITY a\(level) \"\(String(repeating: inner, count: 10))\">"
    }
    let lol =
      #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">"# + entities.joined()
      + #"]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&a9;</text></svg>"#
    let bad = try BadImageTests()
    let png = Data(bad.withSize(try! bad.validPNG(), width: 60000, height: 60000))
      .base64EncodedString()
    let cases: [(Data, String)] = [
      (svg("<path d='M0 0 L10"), "the SVG file cannot be read"),
      (svg("", size: ""), "the SVG image has no size"),
      (svg("", size: #"width="100%" height="100%""#), "the SVG image has no size"),
      (svg("", size: #"width="200000" height="10""#), "at most 100000 points per side"),
      (Data(lol.utf8), "the SVG file cannot be read"),
      (svg(String(repeating: "<g/>", count: 100_001)), "over 100000 elements"),
      (
        svg(#"<image width="9" height="9" href="data:image/png;base64,\#(png)"/>"#),
        "the SVG file embeds an image that is refused"
      ),
      (svg(#"<image href="data:text/html,&lt;b>x"/>"#), "a data: URL of text/html"),
      // Spelled past a scan of the raw bytes: a character reference, an entity, a CSS escape.
      (
        svg(#"<image width="9" height="9" href="&#100;ata:image/png;base64,\#(png)"/>"#),
        "the SVG file embeds an image that is refused"
      ),
      (
        Data(
          (#"<!DOCTYPE svg [<!ENTITY d "d">]><svg xmlns="http://www.w3.org/2000/svg" "#
            + #"width="9" height="9"><image width="9" height="9" "#
            + #"href="&d;ata:image/png;base64,\#(png)"/></svg>"#).utf8),
        "the SVG file embeds an image that is refused"
      ),
      (
        svg(
          #"<rect width="9" height="9" style="fill: url(d\61ta:image/svg+xml;base64,PHN2Zz4=)"/>"#),
        "image/svg+xml that is not PNG, JPEG or WebP"
      ),
      (
        Data(
          (#"<?xml-stylesheet href="data:text/css,rect{}"?>"#
            + #"<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>"#).utf8),
        "a data: URL of text/css"
      ),
      // 101 000 elements hidden behind entities: libxml2 refuses the amplification first.
      (
        Data(
          (#"<!DOCTYPE svg [<!ENTITY a "\#(String(repeating: "<g/>", count: 10))">"#
            + #"<!ENTITY b "\#(String(repeating: "&a;", count: 10))">"#
            + #"<!ENTITY c "\#(String(repeating: "&b;", count: 10))">]>"#
            + #"<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9">"#
            + String(repeating: "&c;", count: 101) + "</svg>").utf8),
        "the SVG file cannot be read"
      ),
    ]
    for (index, (bytes, expected)) in cases.enumerated() {
      let message = formats.refusal("bad.svg", bytes)
      #expect(message.contains(expected) && message.contains("image"), "\(index): \(message)")
    }
  }

  @Test func anExternalEntityIsNeverRead() throws {
    let file = Scratch.folder("svg-external").appendingPathComponent("secret.txt")
    try Data("SECRET".utf8).write(to: file)
    let text =
      #"<!DOCTYPE svg [<!ENTITY x SYSTEM "\#(file.absoluteString)">]>"#
      + #"<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&x;</text></svg>"#
    let document = try SVGDocument(Data(text.utf8), maximumElements: 100)
    #expect(!String(decoding: document.text, as: UTF8.self).contains("SECRET"))
    #expect(!String(decoding: document.text, as: UTF8.self).contains("ENTITY"))
  }

  @Test func wordsThatEndInDataAreNoURLs() throws {
    let dir = Scratch.folder("svg-metadata")
    try svg(#"<rect id="metadata:1" width="9" height="9"/><style>/* metadata: */</style>"#)
      .write(to: dir.appendingPathComponent("m.svg"))
    #expect(try formats.load("m.svg", in: dir)?.pointSize == CGSize(width: 20, height: 10))
  }

  @Test func turbulenceIsDrawnWithAtMostTenOctaves() throws {
    // A million octaves kept validate busy for about 40 hours; past ten they add nothing visible.
    let noise = svg(
      #"<filter id="n"><feTurbulence baseFrequency="0.05" numOctaves=" 1000000 "/></filter>"#
        + #"<rect width="20" height="10" filter="url(#n)"/>"#)
    let document = try SVGDocument(noise, maximumElements: 100)
    let text = String(decoding: document.text, as: UTF8.self)
    #expect(text.contains(#"numOctaves="10""#), "\(text)")
    let dir = Scratch.folder("svg-noise")
    try noise.write(to: dir.appendingPathComponent("n.svg"))
    #expect(try formats.load("n.svg", in: dir)?.pointSize == CGSize(width: 20, height: 10))
  }
}
