// SPDX-License-Identifier: MIT
import Foundation
import ReelPNG
import ReelTestSupport
import ReelViews
import Testing

@testable import ReelCairo
@testable import ReelGeometry
@testable import ReelRender

func list(
  _ items: [DisplayItem], size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1,
  layerFrame: CGRect? = nil
) -> DisplayList {
  DisplayList(
    size: size, scale: scale, background: .white,
    layers: [
      DisplayLayer(
        frame: layerFrame ?? CGRect(origin: .zero, size: size), contentOffset: .zero, items: items)
    ])
}

func box(
  _ center: CGPoint, _ size: CGSize, fill: RGBAColor, alpha: CGFloat = 1,
  transform: Transform3D = .identity, border: (CGFloat, RGBAColor)? = nil
) -> DisplayItem {
  DisplayItem(
    center: center, size: size, transform: transform, alpha: alpha,
    style: ItemStyle(
      fill: fill, cornerRadius: 0, borderWidth: border?.0 ?? 0, borderColor: border?.1 ?? .black,
      label: nil))
}

func rgb(_ r: Raster, _ x: Int, _ y: Int) -> [Int] {
  let p = r.pixel(x: x, y: y)
  return [Int(p.r), Int(p.g), Int(p.b)]
}

@Suite struct CairoRendererTests {
  let renderer = CairoRenderer()

  @Test func flatFillsAreExactAndScaleMultipliesPixels() throws {
    let red = RGBAColor(r: 255, g: 59, b: 48)
    let raster = try renderer.raster(
      list([box(CGPoint(x: 50, y: 50), CGSize(width: 40, height: 40), fill: red)], scale: 2))
    #expect(raster.width == 200 && raster.height == 200)
    #expect(rgb(raster, 100, 100) == [255, 59, 48])
    #expect(rgb(raster, 10, 10) == [255, 255, 255])
    #expect(rgb(raster, 61, 100) == [255, 59, 48])  // x = 30.5 pt, just inside the left edge at 30
    #expect(rgb(raster, 59, 100) == [255, 255, 255])
  }

  @Test func alphaAppliesToTheWholeElementAsOneGroup() throws {
    // A red fill under a 10-pt blue border at alpha 0.5: the border region must be a flat 50 % blue
    // over white (as a flattened layer), not blue over half-visible red.
    let item = box(
      CGPoint(x: 50, y: 50), CGSize(width: 60, height: 60), fill: RGBAColor(r: 255, g: 0, b: 0),
      alpha: 0.5, border: (10, RGBAColor(r: 0, g: 0, b: 255)))
    let raster = try renderer.raster(list([item]))
    let border = rgb(raster, 50, 24)
    #expect(abs(border[0] - 128) <= 1 && abs(border[1] - 128) <= 1 && border[2] == 255)
    let fill = rgb(raster, 50, 50)
    #expect(fill[0] == 255 && abs(fill[1] - 128) <= 1 && abs(fill[2] - 128) <= 1)
  }

  @Test func perspectiveDrawsATrapezoid() throws {
    var t = Transform3D.identity
    t.m34 = -1.0 / 200
    t = t.rotated(by: .pi / 4, x: 0, y: 1, z: 0)
    let item = box(
      CGPoint(x: 100, y: 100), CGSize(width: 100, height: 100), fill: .black, transform: t)
    let raster = try renderer.raster(list([item], size: CGSize(width: 200, height: 200)))
    func columnHeight(_ x: Int) -> Int { (0..<200).filter { rgb(raster, x, $0)[0] < 128 }.count }
    let covered = (0..<200).filter { columnHeight($0) > 0 }
    let left = columnHeight(covered.first! + 2)
    let right = columnHeight(covered.last! - 2)
    #expect(abs(left - right) > 20, "left \(left) right \(right)")
    // The projected width is narrower than the flat 100 pt.
    #expect(covered.count < 95 && covered.count > 40)
  }

  @Test func perspectiveWithoutRotationIsUnchanged() throws {
    var t = Transform3D.identity
    t.m34 = -1.0 / 500
    let item = box(CGPoint(x: 50, y: 50), CGSize(width: 40, height: 40), fill: .black, transform: t)
    let withPerspective = try renderer.raster(list([item]))
    let flat = try renderer.raster(
      list([box(CGPoint(x: 50, y: 50), CGSize(width: 40, height: 40), fill: .black)]))
    #expect(withPerspective == flat)
  }

  @Test func layersClipToTheirFrame() throws {
    let item = box(CGPoint(x: 50, y: 50), CGSize(width: 80, height: 80), fill: .black)
    let raster = try renderer.raster(
      list([item], layerFrame: CGRect(x: 0, y: 0, width: 50, height: 100)))
    #expect(rgb(raster, 40, 50) == [0, 0, 0])
    #expect(rgb(raster, 60, 50) == [255, 255, 255])
  }

  @Test func svgIsAVectorDocumentAndDeterministic() throws {
    let items = [
      box(CGPoint(x: 50, y: 50), CGSize(width: 40, height: 40), fill: .black, alpha: 0.5)
    ]
    let a = try renderer.svg(list(items))
    let b = try renderer.svg(list(items))
    #expect(a == b)
    let text = String(decoding: a, as: UTF8.self)
    #expect(text.contains("<svg") && text.contains("</svg>"))
  }

  @Test func emptyOrHugeCanvasesAreErrors() {
    #expect(throws: RenderError.invalidSize(width: 40000, height: 10)) {
      try renderer.raster(list([], size: CGSize(width: 40000, height: 10)))
    }
  }

  @Test func pngHasTheSignature() throws {
    let png = try PNGEncoder().encode(try renderer.raster(list([])))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }
}

@Suite struct ImageDrawingTests {
  @Test func aspectFitLetterboxesOverTheFill() throws {
    let path =
      repositoryRoot
      .appendingPathComponent("scenes/assets/landscape.png").path
    let image = ItemStyle.Image(
      path: path, pixelSize: CGSize(width: 400, height: 300), contentMode: .aspectFit)
    var style = ItemStyle(fill: RGBAColor(r: 255, g: 0, b: 0), cornerRadius: 0, label: nil)
    style.image = image
    let raster = try CairoRenderer().raster(
      list([
        DisplayItem(
          center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 100), style: style)
      ]))
    #expect(rgb(raster, 50, 5) == [255, 0, 0])  // the letterbox band above the image shows the fill
    #expect(rgb(raster, 50, 20) == [0x8F, 0xD3, 0xFF])  // sky
    #expect(try CairoImageDecoder.pixelSize(ofPNG: path) == CGSize(width: 400, height: 300))
    #expect(throws: RenderError.self) { try CairoImageDecoder.pixelSize(ofPNG: "/nonexistent.png") }
  }
}

/// Frames the fuzzer found to break Cairo for the rest of the process, and the frames after them.
@Suite struct CairoFaultTests {
  func label(_ text: String, size: CGFloat, transform: Transform3D = .identity) -> DisplayItem {
    DisplayItem(
      center: CGPoint(x: 50, y: 50), size: CGSize(width: 80, height: 80), transform: transform,
      style: ItemStyle(
        fill: .white, label: text,
        textProperties: TextProperties(font: .systemFont(ofSize: size, weight: .bold))))
  }

  func darkPixels(_ raster: Raster) -> Int {
    stride(from: 0, to: raster.pixels.count, by: 4).filter { raster.pixels[$0] < 128 }.count
  }

  @Test func aLabelScaledBeyondWhatFreeTypeDrawsIsLeftOutAndLaterLabelsStillDraw() throws {
    let renderer = CairoRenderer()
    let before = darkPixels(try renderer.raster(list([label("W", size: 40)])))
    // 1000 points scaled 10 000 times: 10 million pixels tall glyphs, which FreeType refuses.
    let huge = try renderer.raster(
      list([
        label("W", size: 1000, transform: Transform3D.identity.scaledBy(x: 10_000, y: 10_000, z: 1))
      ]))
    let after = darkPixels(try renderer.raster(list([label("W", size: 40)])))
    #expect(huge.width == 100)
    #expect(before > 50)
    #expect(after == before)
  }

  @Test func anImageOrElementScaledToNothingIsSkippedNotAFrameError() throws {
    let renderer = CairoRenderer()
    let tiny = box(
      CGPoint(x: 50, y: 50), CGSize(width: 40, height: 40), fill: .black,
      transform: Transform3D.identity.scaledBy(x: 1e-300, y: 1e-300, z: 1))
    let raster = try renderer.raster(
      list([tiny, box(CGPoint(x: 20, y: 20), CGSize(width: 10, height: 10), fill: .black)]))
    #expect(rgb(raster, 20, 20) == [0, 0, 0])
    #expect(rgb(raster, 50, 50) == [255, 255, 255])
  }
}

extension CairoFaultTests {
  @Test func anImageReducedThousandsOfTimesIsDrawnNotAnOutOfMemoryError() throws {
    let landscape =
      repositoryRoot
      .appendingPathComponent("scenes/assets/landscape.png").path
    let image = ItemStyle.Image(
      path: landscape, pixelSize: CGSize(width: 400, height: 300), contentMode: .scaleToFill)
    let tiny = DisplayItem(
      center: CGPoint(x: 50, y: 50), size: CGSize(width: 0.005, height: 0.004),
      style: ItemStyle(fill: .white, image: image))
    let raster = try CairoRenderer().raster(
      list([tiny, box(CGPoint(x: 10, y: 10), CGSize(width: 4, height: 4), fill: .black)]))
    #expect(rgb(raster, 10, 10) == [0, 0, 0])
  }
}
