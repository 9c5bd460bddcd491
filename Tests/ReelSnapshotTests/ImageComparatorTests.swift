// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelGeometry
import ReelPNG
import ReelRender
import ReelViews
import Testing

@testable import ReelSnapshot

@Suite struct ImageComparatorTests {
  let comparator = ImageComparator()

  /// A 120×120 white image with a square turned 30° (antialiased diagonal edges) at `x`, in `fill`.
  /// `edgeOnly`: a 400-pt square whose corners all lie outside the image, so only one straight
  /// diagonal edge crosses it.
  func picture(
    x: CGFloat = 60, fill: RGBAColor = RGBAColor(r: 0, g: 122, b: 255), side: Int = 120,
    edgeOnly: Bool = false
  ) throws -> Raster {
    let square = DisplayItem(
      center: CGPoint(x: edgeOnly ? x - 225 : x, y: 60),
      size: edgeOnly ? CGSize(width: 400, height: 400) : CGSize(width: 60, height: 60),
      transform: Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1),
      style: ItemStyle(fill: fill, cornerRadius: 0, label: nil))
    let list = DisplayList(
      size: CGSize(width: side, height: side), scale: 1, background: .white,
      layers: [
        DisplayLayer(
          frame: CGRect(x: 0, y: 0, width: side, height: side), contentOffset: .zero,
          items: [square])
      ])
    return try CairoRenderer().raster(list)
  }

  @Test func identicalImagesMatch() throws {
    let a = try picture()
    let result = comparator.compare(reference: a, actual: a)
    let clean = result.passed && result.differingPixels == 0 && result.antialiasedPixels == 0
    #expect(clean)
  }

  @Test func aOnePixelShiftOfAnAntialiasedDiagonalEdgePasses() throws {
    let strict = ImageComparator(forgivesAntialiasing: false)
    let a = try picture(x: 60, edgeOnly: true)
    let b = try picture(x: 61, edgeOnly: true)
    let strictPass = strict.compare(reference: a, actual: b).passed
    #expect(strictPass == false)  // the shift is real…
    let result = comparator.compare(reference: a, actual: b)
    let passed = result.passed
    let forgiven = result.antialiasedPixels
    var red: [String] = []
    if let d = result.diff {
      for y in 0..<d.height {
        for x in 0..<d.width where d.pixel(x: x, y: y).g == 0 {
          red.append("(\(x),\(y)) a=\(a.pixel(x: x, y: y)) b=\(b.pixel(x: x, y: y))")
        }
      }
    }
    #expect(passed, "\(result.summary) \(red)")  // …but it is only anti-aliasing moving
    #expect(forgiven > 100)
  }

  @Test func aShiftedShapesCornersAreTheOnlyPixelsLeft() throws {
    // The corners of a shifted square are not anti-aliasing of a straight edge; a tiny share
    // allows them.
    let a = try picture(x: 60)
    let b = try picture(x: 61)
    let result = comparator.compare(reference: a, actual: b)
    let differing = result.differingPixels
    #expect(differing <= 4, "\(result.summary)")
    let lenient = ImageComparator(maximumDifferingShare: 0.001).compare(reference: a, actual: b)
      .passed
    #expect(lenient)
  }

  @Test func aRealChangeFailsAndIsMarkedRedInTheDiff() throws {
    let a = try picture()
    let b = try picture(fill: RGBAColor(r: 255, g: 59, b: 48))
    let result = comparator.compare(reference: a, actual: b)
    let passed = result.passed
    let differing = result.differingPixels
    #expect(!passed)
    #expect(differing > 2000)  // the square's inside, about 60 × 60
    let diff = try #require(result.diff)
    let centre = diff.pixel(x: 60, y: 60)
    #expect(centre.r == 255 && centre.g == 0 && centre.b == 0)
    let corner = diff.pixel(x: 2, y: 2)  // white background faded: still white
    #expect(corner.r == 255 && corner.g == 255 && corner.b == 255)
  }

  @Test func aSmallShareOfChangedPixelsCanBeAllowed() throws {
    let a = try picture()
    let b = try picture(fill: RGBAColor(r: 255, g: 59, b: 48))
    let lenient = ImageComparator(maximumDifferingShare: 0.5)
    let passed = lenient.compare(reference: a, actual: b).passed
    #expect(passed)
  }

  @Test func colourChangesBelowTheThresholdPass() throws {
    let a = try picture(fill: RGBAColor(r: 0, g: 122, b: 255))
    let b = try picture(fill: RGBAColor(r: 0, g: 124, b: 253))
    let tolerant = comparator.compare(reference: a, actual: b).passed
    let exact = ImageComparator(threshold: 0).compare(reference: a, actual: b).passed
    #expect(tolerant && !exact)
  }

  @Test func imagesOfAnotherSizeFailWithBothSizes() throws {
    let a = try picture()
    let b = try picture(side: 100)
    let result = comparator.compare(reference: a, actual: b)
    let failed = !result.passed && result.diff == nil
    #expect(failed)
    #expect(result.summary == "the reference is 120×120 pixels, the actual image 100×100")
  }

  @Test func pngRoundTripsExactlyAndCorruptFilesAreErrors() throws {
    let a = try picture()
    let same = try PNGCodec.decode(PNGEncoder().encode(a), maximumPixels: .max) == a
    #expect(same)
    let png = try PNGEncoder().encode(a)
    #expect(throws: RenderError.self) {
      try PNGCodec.decode(png.prefix(png.count / 2), maximumPixels: .max)
    }
    #expect(throws: RenderError.self) {
      try PNGCodec.decode(Data("not a png".utf8), maximumPixels: .max)
    }
  }
}
