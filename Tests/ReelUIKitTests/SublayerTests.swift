// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// Layers added by hand — `CAGradientLayer`, `CAShapeLayer` — among a view's sublayers, in
/// Core Animation's order, and drawn.
@MainActor
@Suite struct SublayerTests {
  func pixel(_ view: UIView, _ x: Int, _ y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
  {
    let p = try ViewRenderer(scale: 1).raster(view).pixel(x: x, y: y)
    return (p.r, p.g, p.b, p.a)
  }

  @Test func sublayersKeepTheOrderViewsAndLayersWereAddedIn() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.layer.sublayers == nil)
    let label = UILabel()
    view.addSubview(label)
    let gradient = CAGradientLayer()
    view.layer.addSublayer(gradient)
    let badge = UIView()
    view.addSubview(badge)
    #expect(
      view.layer.sublayers?.map(ObjectIdentifier.init) == [
        ObjectIdentifier(label.layer), ObjectIdentifier(gradient), ObjectIdentifier(badge.layer),
      ])
    // A subview inserted below another goes below that one's layer, above the gradient.
    let under = UIView()
    view.insertSubview(under, belowSubview: badge)
    #expect(view.layer.sublayers?[2] === under.layer)
    view.layer.insertSublayer(gradient, at: 0)
    #expect(view.layer.sublayers?.first === gradient && gradient.superlayer === view.layer)
    label.removeFromSuperview()
    gradient.removeFromSuperlayer()
    #expect(view.layer.sublayers?.count == 2 && gradient.superlayer == nil)
    #expect(label.layer.superlayer == nil)
    // No cycles.
    gradient.addSublayer(gradient)
    #expect(gradient.sublayers == nil)
  }

  @Test func aGradientOverAnImageAndUnderTheLabelAddedLater() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.backgroundColor = .white
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.frame = view.bounds
    view.layer.addSublayer(gradient)
    #expect(try pixel(view, 50, 2).r > 240 && pixel(view, 50, 97).b > 240)
    gradient.locations = [0.5, 1]
    #expect(try pixel(view, 50, 40).r == 255, "red down to the middle")
    let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    cover.backgroundColor = .green
    view.addSubview(cover)
    #expect(try pixel(view, 50, 10).g == 255, "a view added later is above the gradient")
    view.layer.addSublayer(gradient)
    #expect(try pixel(view, 50, 10).r == 255, "and below it when the gradient is added again")
  }

  @Test func aShapeLayerFillsAndStrokesItsPathTrimmedToItsStrokeEnd() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let ring = CAShapeLayer()
    ring.frame = view.bounds
    ring.path =
      UIBezierPath(
        arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
        clockwise: true
      ).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.blue.cgColor
    ring.lineWidth = 6
    ring.strokeEnd = 0.5
    view.layer.addSublayer(ring)
    #expect(try pixel(view, 90, 50).b == 255, "the right half, from 12 o'clock clockwise")
    #expect(try pixel(view, 10, 50).a == 0, "not the left half")
    #expect(try pixel(view, 50, 50).a == 0, "no fill")
    ring.strokeEnd = 1
    #expect(try pixel(view, 10, 50).b == 255)
    ring.fillColor = UIColor.red.cgColor
    #expect(try pixel(view, 50, 50).r == 255, "filled")
    let dot = CAShapeLayer()
    dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    dot.frame = CGRect(x: 70, y: 10, width: 10, height: 10)
    view.layer.addSublayer(dot)
    #expect(try pixel(view, 75, 15) == (0, 0, 0, 255), "black by default, at its frame")
  }

  @Test func hostileLayerValuesDrawNothingRatherThanFail() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 10)
    gradient.colors = ["not a colour", UIColor.red.cgColor]
    gradient.locations = [0.2]
    gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0)
    view.layer.addSublayer(gradient)
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    shape.lineWidth = -.infinity
    shape.strokeColor = UIColor.red.cgColor
    shape.strokeStart = .nan
    shape.lineDashPattern = [-1, 2]
    shape.opacity = .nan
    view.layer.addSublayer(shape)
    _ = try ViewRenderer(scale: 1).raster(view)
    #expect(gradient.frame.minX == 0 && gradient.frame.width == 0)
  }
}
