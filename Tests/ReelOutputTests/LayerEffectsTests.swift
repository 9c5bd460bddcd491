// SPDX-License-Identifier: MIT
import Foundation
import ReelViews
import Testing

@testable import ReelCairo
@testable import ReelRender

/// CALayer's effects as drawn: shadows outside the bounds, gradients' colours, corners.
@Suite struct LayerEffectsTests {
  let renderer = CairoRenderer()

  /// One 100 × 60 element centred in a 200 × 160 white canvas.
  func frame(_ change: (inout ItemStyle) -> Void) throws -> Raster {
    var style = ItemStyle(fill: .white, cornerRadius: 0, label: nil)
    change(&style)
    let item = DisplayItem(
      center: CGPoint(x: 100, y: 80), size: CGSize(width: 100, height: 60), style: style)
    return try renderer.raster(list([item], size: CGSize(width: 200, height: 160)))
  }

  func grey(_ r: Raster, _ x: Int, _ y: Int) -> Int { rgb(r, x, y).reduce(0, +) / 3 }

  @Test func aShadowFallsOutsideTheCellAtItsOffset() throws {
    let raster = try frame {
      $0.shadow = Shadow(opacity: 0.5, radius: 4, offset: CGSize(width: 0, height: 6))
    }
    // The cell spans y 50…110: below it is shadowed, above it not (the offset is down).
    #expect(grey(raster, 100, 114) < 220, "\(rgb(raster, 100, 114))")
    #expect(grey(raster, 100, 47) > grey(raster, 100, 114) + 20)
    #expect(grey(raster, 100, 80) == 255, "the white cell covers its own shadow")
    #expect(grey(raster, 100, 140) == 255, "beyond three standard deviations")
    // CALayer's default offset is (0, −3): up.
    let up = try frame { $0.shadow = Shadow(opacity: 0.5) }
    #expect(grey(up, 100, 47) < grey(up, 100, 112) - 20)
  }

  @Test func clipsToBoundsHidesTheShadowAndAClearCellCastsNone() throws {
    let shadow = Shadow(opacity: 1, radius: 4, offset: CGSize(width: 0, height: 6))
    let clipped = try frame {
      $0.shadow = shadow
      $0.clipsToBounds = true
    }
    #expect(grey(clipped, 100, 114) == 255)
    let clear = try frame {
      $0.shadow = shadow
      $0.fill = .clear
    }
    #expect(grey(clear, 100, 114) == 255, "a shadow follows what the layer draws")
    let pathed = try frame {
      $0.shadow = shadow
      $0.fill = .clear
      $0.shadow?.path = PathElement.ellipse(in: CGRect(x: 0, y: 0, width: 100, height: 60))
    }
    #expect(grey(pathed, 100, 80) < 100, "a shadow path casts even from a clear layer")
    // The path is in the layer's coordinates, origin at its top-left corner (x 50, y 50 here).
    let corner = try frame {
      $0.shadow = Shadow(opacity: 1, radius: 0, offset: .zero)
      $0.fill = .clear
      $0.shadow?.path = CornerShape(radius: 0).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(grey(corner, 55, 55) == 0 && grey(corner, 69, 69) == 0)
    #expect(grey(corner, 75, 75) == 255 && grey(corner, 140, 100) == 255)
  }

  @Test func anAxialGradientRunsFromItsStartToItsEndColour() throws {
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let vertical = try frame { $0.gradient = Gradient(colors: [blue, red]) }
    #expect(rgb(vertical, 100, 50) == [3, 0, 252] || rgb(vertical, 100, 50)[2] > 245)
    #expect(rgb(vertical, 100, 109)[0] > 245, "\(rgb(vertical, 100, 109))")
    let horizontal = try frame {
      $0.gradient = Gradient(
        colors: [blue, red], locations: [0.25, 0.75], startPoint: CGPoint(x: 0, y: 0.5),
        endPoint: CGPoint(x: 1, y: 0.5))
    }
    #expect(rgb(horizontal, 60, 80) == [0, 0, 255], "before the first location: the first colour")
    #expect(rgb(horizontal, 140, 80) == [255, 0, 0], "after the last: the last colour")
    let middle = rgb(horizontal, 100, 80)
    #expect(abs(middle[0] - middle[2]) < 8, "halfway: \(middle)")
  }

  @Test func radialAndConicGradientsCentreOnTheirStartPoint() throws {
    let colors = [RGBAColor(red: 1, green: 1, blue: 1), RGBAColor(red: 0, green: 0, blue: 0)]
    let radial = try frame {
      $0.gradient = Gradient(
        type: .radial, colors: colors, startPoint: CGPoint(x: 0.5, y: 0.5),
        endPoint: CGPoint(x: 1, y: 1))
    }
    #expect(grey(radial, 100, 80) > 245)
    #expect(grey(radial, 52, 52) < 60, "the ellipse's edge at the bounds' corner")
    let wheel = [
      RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 1, blue: 0),
      RGBAColor(red: 0, green: 0, blue: 1), RGBAColor(red: 1, green: 0, blue: 0),
    ]
    let conic = try frame {
      $0.gradient = Gradient(
        type: .conic, colors: wheel, locations: [0, 1.0 / 3, 2.0 / 3, 1],
        startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 0.5, y: 0))
    }
    // Clockwise from 12 o'clock: red, then green a third of the way round (lower right).
    #expect(rgb(conic, 101, 55)[0] > 220, "just after 12 o'clock: \(rgb(conic, 101, 55))")
    let lowerRight = rgb(conic, 126, 95)
    #expect(lowerRight[1] > lowerRight[0] && lowerRight[1] > lowerRight[2], "\(lowerRight)")
  }

  @Test func maskedCornersRoundOnlyTheCornersNamed() throws {
    let raster = try frame {
      $0.fill = .black
      $0.cornerRadius = 20
      $0.maskedCorners = [.layerMinXMinYCorner]
    }
    #expect(grey(raster, 51, 51) == 255, "top left rounded")
    #expect(grey(raster, 148, 51) == 0, "top right square")
    #expect(grey(raster, 51, 108) == 0, "bottom left square")
  }

  @Test func aContinuousCornerStartsCurvingFurtherAlongTheEdge() throws {
    func corner(_ curve: CornerCurve) throws -> Raster {
      try frame {
        $0.fill = .black
        $0.cornerRadius = 16
        $0.cornerCurve = curve
      }
    }
    // The continuous outline leaves the edge 1.53 radii from the vertex, the circle 1 radius.
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let starts = [CornerCurve.circular, .continuous].map { curve -> CGPoint? in
      if case .move(let p) = CornerShape(radius: 16, curve: curve).path(in: rect).first {
        return p
      }
      return nil
    }
    #expect(starts[0] == CGPoint(x: 84, y: 0))
    #expect(abs(starts[1]!.x - (100 - 16 * 1.52866483)) < 1e-6 && starts[1]!.y == 0)
    // Drawn, the two corners differ in the pixels near the edge.
    let circular = try corner(.circular)
    let continuous = try corner(.continuous)
    var difference = 0
    for y in 50..<66 {
      for x in 50..<76 { difference += abs(grey(circular, x, y) - grey(continuous, x, y)) }
    }
    #expect(difference > 200, "\(difference)")
  }

  @Test func effectsReachSVGToo() throws {
    var style = ItemStyle(fill: .white, cornerRadius: 12, label: nil)
    style.shadow = Shadow(opacity: 0.3, radius: 6)
    style.gradient = Gradient(colors: [.white, .black])
    let item = DisplayItem(
      center: CGPoint(x: 100, y: 80), size: CGSize(width: 100, height: 60), style: style)
    let svg = String(
      decoding: try renderer.svg(list([item], size: CGSize(width: 200, height: 160))),
      as: UTF8.self)
    #expect(svg.contains("linearGradient"))
    #expect(svg.contains("<image") || svg.contains("mask"), "the blurred shadow")
  }
}
