// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelCairo
@testable import ReelRender

/// Cairo numbers an SVG's surfaces and images process-wide; a frame's document must not depend
/// on what else the process drew, or when.
@Suite struct SVGIdentifierTests {
  @Test func surfaceAndImageIdsAreNumberedInOrderOfAppearance() {
    let svg = """
      <defs><image id="image337" href="data:image/png;base64,QUJDimage12#image9"/>\
      <g id="surface41"><use xlink:href="#image337"/></g></defs>\
      <g id="surface7"><use xlink:href="#surface41"/><use xlink:href="#image2712"/></g>
      """
    let expected = """
      <defs><image id="image1" href="data:image/png;base64,QUJDimage12#image2"/>\
      <g id="surface1"><use xlink:href="#image1"/></g></defs>\
      <g id="surface2"><use xlink:href="#surface1"/><use xlink:href="#image3"/></g>
      """
    #expect(String(decoding: SVGIdentifiers.normalize(Data(svg.utf8)), as: UTF8.self) == expected)
  }

  /// A frame whose drawing Cairo's SVG surface embeds as images (a shadow's mask, a conic ring),
  /// drawn twice with other drawing between: the same document.
  @Test func aFrameIsTheSameDocumentWhateverWasDrawnBefore() throws {
    var style = ItemStyle(fill: .white, cornerRadius: 12)
    style.shadow = Shadow(
      color: .black, opacity: 0.3, radius: 6, offset: CGSize(width: 0, height: 3))
    style.gradient = Gradient(
      type: .conic, colors: [.palette(1), .palette(2), .palette(1)],
      startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
    let item = DisplayItem(
      center: CGPoint(x: 50, y: 50), size: CGSize(width: 60, height: 60), style: style)
    let frame = list([item], scale: 2)
    let renderer = CairoRenderer()
    let first = try renderer.svg(frame)
    _ = try renderer.raster(list([item], size: CGSize(width: 80, height: 90), scale: 3))
    _ = try renderer.svg(list([item], size: CGSize(width: 120, height: 100)))
    #expect(try renderer.svg(frame) == first)
  }
}

/// What SVG 1.1 can draw stays vectors: Cairo draws what it cannot as an image of the region.
@Suite struct SVGVectorTests {
  @Test func aConicGradientIsAFanOfWedgesNotAnImage() throws {
    var style = ItemStyle(fill: .clear, cornerRadius: 30)
    style.gradient = Gradient(
      type: .conic, colors: [.palette(1), .palette(2), .palette(3)],
      startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 0))
    let item = DisplayItem(
      center: CGPoint(x: 50, y: 50), size: CGSize(width: 60, height: 60), style: style)
    let svg = String(decoding: try CairoRenderer().svg(list([item], scale: 2)), as: UTF8.self)
    #expect(!svg.contains("<image"))
    #expect(svg.components(separatedBy: "<path").count > CairoPainter.conicWedges)
    // Pixels still come from the mesh: the ring's colours around it, not the fan's.
    let raster = try CairoRenderer().raster(list([item], scale: 2))
    #expect(rgb(raster, 100, 44) != rgb(raster, 100, 156))
  }
}
