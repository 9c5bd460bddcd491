// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews
import Testing

@testable import ReelCairo

/// A shadow under an opaque fill is not composited where the fill then covers whole pixels: the
/// pixels must be the ones drawing the whole shadow first gives.
@Suite struct ShadowCoverTests {
  /// A placement of the element on the surface: scale, then turn, then move its centre.
  struct Placement {
    var scale: (Double, Double)
    var angle = 0.0
    var centre: (Double, Double)
  }

  static func style(_ trial: Int, radius: CGFloat, curve: CornerCurve) -> ItemStyle {
    var style = ItemStyle(fill: .hsv(hue: Double(trial) / 7, saturation: 0.6, value: 0.9))
    style.cornerRadius = radius
    style.cornerCurve = curve
    style.maskedCorners = trial % 3 == 0 ? [.layerMinXMinYCorner, .layerMaxXMaxYCorner] : .all
    style.shadow = Shadow(
      color: .black, opacity: 0.2 + Double(trial % 4) * 0.25, radius: CGFloat(trial % 5) * 2.3,
      offset: CGSize(width: Double(trial % 3) - 1.3, height: 3.7))
    return style
  }

  /// Draws `style` at `placement` on a fresh 160 × 120 surface over a pattern, inside `clip`
  /// (user space of the surface, nil for none): whole (`drawContent`), or with the shadow drawn
  /// on its own first without regard for the fill (`separately`).
  static func draw(
    _ style: ItemStyle, size: CGSize, at placement: Placement, clip: (CGRect, Bool)? = nil,
    separately: Bool
  ) -> (pixels: [UInt8], covered: [PixelRect]?) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 160, 120)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    for i in 0..<12 {  // stripes of colour under everything
      cairo_set_source_rgba(cr, Double(i % 3) / 2, Double(i % 2), 0.5, i % 4 == 0 ? 0.5 : 1)
      cairo_rectangle(cr, Double(i) * 14.3, 0, 14.3, 120)
      cairo_fill(cr)
    }
    if let (rect, round) = clip {
      if round {
        cairo_arc(cr, rect.midX, rect.midY, rect.width / 2, 0, 2 * .pi)
      } else {
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      }
      cairo_clip(cr)
    }
    cairo_translate(cr, placement.centre.0, placement.centre.1)
    cairo_rotate(cr, placement.angle)
    cairo_scale(cr, placement.scale.0, placement.scale.1)
    let painter = CairoPainter(cr: cr, scale: 2, rasterScale: 2, image: surface)
    let bounds = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let covered = painter.coveredBands(of: style.cornerShape, in: bounds)
    if separately {
      painter.drawShadow(style.shadow!, of: style, size: size)
      var plain = style
      plain.shadow = nil
      painter.drawContent(plain, size: size)
    } else {
      painter.drawContent(style, size: size)
    }
    cairo_surface_flush(surface)
    let bytes = Int(cairo_image_surface_get_stride(surface)) * 120
    let data = cairo_image_surface_get_data(surface)!
    return (Array(UnsafeBufferPointer(start: data, count: bytes)), covered)
  }

  /// How many bytes differ (a count, not the arrays, in a failure's message).
  static func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
  }

  @Test func coveredPixelsLookAsUnderAWholeShadow() {
    let placements = [
      Placement(scale: (1, 1), centre: (80, 60)),
      Placement(scale: (1.37, 0.81), centre: (71.3, 57.7)),
      Placement(scale: (-0.9, 1.2), centre: (90.55, 61.02)),
      Placement(scale: (2.5, 2.5), centre: (80.125, 59.875)),
    ]
    var optimised = 0
    for trial in 0..<24 {
      let size = CGSize(width: 40.3 + Double(trial % 5) * 7.1, height: 33.9 + Double(trial % 4) * 5)
      let radius = [0, 4.2, 9, 16.7, 40][trial % 5]
      let style = Self.style(trial, radius: radius, curve: trial % 2 == 0 ? .continuous : .circular)
      let placement = placements[trial % placements.count]
      let clip: (CGRect, Bool)? =
        trial % 6 == 5 ? (CGRect(x: 30, y: 20, width: 90, height: 70), false) : nil
      let whole = Self.draw(style, size: size, at: placement, clip: clip, separately: false)
      let apart = Self.draw(style, size: size, at: placement, clip: clip, separately: true)
      #expect(Self.differing(whole.pixels, apart.pixels) == 0, "trial \(trial)")
      if let covered = whole.covered, !covered.isEmpty { optimised += 1 }
    }
    #expect(optimised == 24)
  }

  @Test func turnedOrRoundClippedElementsAreDrawnWhole() {
    let style = Self.style(1, radius: 8, curve: .continuous)
    let size = CGSize(width: 60, height: 40)
    let turned = Placement(scale: (1, 1), angle: 0.3, centre: (80, 60))
    let whole = Self.draw(style, size: size, at: turned, separately: false)
    #expect(whole.covered == nil)
    let apart = Self.draw(style, size: size, at: turned, separately: true)
    #expect(Self.differing(whole.pixels, apart.pixels) == 0)
    let round = (CGRect(x: 35, y: 15, width: 90, height: 90), true)
    let straight = Placement(scale: (1, 1), centre: (80.5, 60.25))
    let clipped = Self.draw(style, size: size, at: straight, clip: round, separately: false)
    #expect(clipped.covered == nil)
    let clippedApart = Self.draw(style, size: size, at: straight, clip: round, separately: true)
    #expect(Self.differing(clipped.pixels, clippedApart.pixels) == 0)
  }

  @Test func bandsStayInsideTheShape() throws {
    // 100 × 50 points at 2 pixels a point from (10.25, 20.5): radius 10 continuous reaches
    // 15.29 points along each edge.
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 200)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_translate(cr, 10.25, 20.5)
    cairo_scale(cr, 2, 2)
    let painter = CairoPainter(cr: cr, scale: 2, rasterScale: 2, image: surface)
    let shape = CornerShape(radius: 10, curve: .continuous)
    let bands = try #require(
      painter.coveredBands(of: shape, in: CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(
      bands == [
        PixelRect(x: 11, y: 52, width: 199, height: 37),
        PixelRect(x: 41, y: 21, width: 138, height: 99),
      ])
  }
}
