// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelTestSupport
import Testing

@testable import ReelCairo
@testable import ReelRender

/// Images drawn smaller than their pixels come from a copy scaled once per device size.
@Suite struct ScaledImageTests {
  let avatar = repositoryRoot.appendingPathComponent("scenes/assets/avatar-2@2x.png").path

  @Test func aCopyIsMadeOncePerSizeAndReused() throws {
    guard case .success(let decoded) = ImageCache.shared.surface(avatar) else {
      Issue.record("the avatar does not decode")
      return
    }
    defer { cairo_surface_destroy(decoded) }
    let cache = ScaledImageCache()
    let a = try #require(cache.surface(avatar, source: decoded, width: 72, height: 72))
    let b = try #require(cache.surface(avatar, source: decoded, width: 72, height: 72))
    let c = try #require(cache.surface(avatar, source: decoded, width: 36, height: 36))
    defer { for surface in [a, b, c] { cairo_surface_destroy(surface) } }
    #expect(a == b, "the same copy for the same size")
    #expect(a != c)
    #expect(cairo_image_surface_get_width(a) == 72 && cairo_image_surface_get_height(c) == 36)
  }

  @Test func aDownscaledImageLooksLikeTheOriginalResampled() throws {
    // The avatar (120 px) in a 36-point cell at scale 2 (72 px), drawn from the cached copy: the
    // picture is there, filling the cell.
    var style = ItemStyle(fill: .white, cornerRadius: 0, label: nil)
    style.image = ItemStyle.Image(
      path: avatar, pixelSize: CGSize(width: 120, height: 120), contentMode: .scaleToFill)
    let item = DisplayItem(
      center: CGPoint(x: 18, y: 18), size: CGSize(width: 36, height: 36), style: style)
    let raster = try CairoRenderer().raster(
      list([item], size: CGSize(width: 36, height: 36), scale: 2))
    let middle = rgb(raster, 36, 20)
    #expect(middle[0] > 200 && middle[2] > 200, "the avatar's light head: \(middle)")
    #expect(rgb(raster, 4, 70) != [255, 255, 255], "the image fills the cell")
  }
}
