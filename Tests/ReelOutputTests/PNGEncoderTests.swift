// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelGeometry
import ReelPNG
import ReelRender
import ReelViews
import Testing

@Suite struct PNGEncoderTests {
  /// A frame like the ones Reel draws: rounded, rotated, labelled cells.
  func frame(background: RGBAColor = .white) throws -> Raster {
    var items: [DisplayItem] = []
    for i in 0..<6 {
      let x = CGFloat(30 + 50 * (i % 3))
      let y = CGFloat(30 + 50 * (i / 3))
      let turn = Transform3D(rotationAngle: 0.1 * CGFloat(i), x: 0, y: 0, z: 1)
      let style = ItemStyle(fill: .palette(i), cornerRadius: 8, borderWidth: 1, label: "\(i)")
      items.append(
        DisplayItem(
          center: CGPoint(x: x, y: y), size: CGSize(width: 40, height: 40), transform: turn,
          alpha: 0.9, style: style))
    }
    let list = DisplayList(
      size: CGSize(width: 160, height: 110), scale: 2, background: background,
      layers: [
        DisplayLayer(
          frame: CGRect(x: 0, y: 0, width: 160, height: 110), contentOffset: .zero, items: items)
      ])
    return try CairoRenderer().raster(list)
  }

  @Test func anOpaqueFrameRoundTripsExactlyAsRGB() throws {
    let raster = try frame()
    let png = try PNGEncoder().encode(raster)
    #expect(png[25] == 2)  // IHDR colour type: RGB
    // read back by Cairo's (libpng's) reader
    let decoded = try PNGCodec.decode(png, maximumPixels: .max)
    let same = decoded == raster
    #expect(same)
  }

  @Test func transparencyIsKeptAsRGBA() throws {
    let raster = try frame(background: .clear)
    let png = try PNGEncoder().encode(raster)
    #expect(png[25] == 6)  // RGBA
    let decoded = try PNGCodec.decode(png, maximumPixels: .max)
    var mismatches = 0
    for i in stride(from: 0, to: raster.pixels.count, by: 4) {
      let a = raster.pixels[i + 3]
      if decoded.pixels[i + 3] != a { mismatches += 1 }
      if a == 255, decoded.pixels[i..<i + 3] != raster.pixels[i..<i + 3] { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  @Test func everyLevelDecodesToTheSamePixelsAndTheOutputIsDeterministic() throws {
    let raster = try frame()
    for level: Int32 in [0, 1, 6, 9] {
      let png = try PNGEncoder(level: level).encode(raster)
      let same = try PNGCodec.decode(png, maximumPixels: .max) == raster
      #expect(same, "level \(level)")
      #expect(try PNGEncoder(level: level).encode(raster) == png)
    }
  }

  @Test func anEmptyRasterIsAnError() {
    #expect(throws: PNGEncodingError.emptyImage) {
      try PNGEncoder().encode(Raster(width: 0, height: 0, pixels: []))
    }
  }
}
