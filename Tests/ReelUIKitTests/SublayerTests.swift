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

  /// Locations past the end: the gradient stops partway, as Core Animation draws it.
  @Test func locationsBeyondTheEndsCutTheGradientWhereItIs() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fade = CAGradientLayer()
    fade.frame = view.bounds
    fade.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
    fade.locations = [0.7, 1.2]
    view.layer.addSublayer(fade)
    #expect(try pixel(view, 50, 50).a == 0, "clear down to 70 %")
    let bottom = try pixel(view, 50, 99).a
    #expect(bottom > 135 && bottom < 165, "60 % of the way to black at the bottom: \(bottom)")
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

/// `CALayer.mask` and `UIView.mask`: only where the mask draws does the layer show.
@MainActor
@Suite struct LayerMaskTests {
  func alpha(_ view: UIView, _ x: Int, _ y: Int) throws -> UInt8 {
    try ViewRenderer(scale: 1).raster(view).pixel(x: x, y: y).a
  }

  @Test func aShapeMaskRoundsOnlyTheCornersItsPathRounds() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    view.backgroundColor = .systemBlue
    let mask = CAShapeLayer()
    mask.path =
      UIBezierPath(
        roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
        cornerRadii: CGSize(width: 20, height: 20)
      ).cgPath
    #expect(try alpha(view, 1, 1) == 255)
    view.layer.mask = mask
    #expect(try alpha(view, 1, 1) == 0, "the top-left corner is cut")
    #expect(try alpha(view, 1, 58) == 255, "the bottom-left is not")
    #expect(try alpha(view, 50, 30) == 255)
  }

  @Test func aGradientMaskFadesAndAViewMaskShowsItsShape() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.backgroundColor = .red
    let fade = CAGradientLayer()
    fade.frame = view.bounds
    fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
    view.layer.mask = fade
    let top = try alpha(view, 50, 2)
    let middle = try alpha(view, 50, 50)
    let bottom = try alpha(view, 50, 97)
    #expect(top > 240 && middle > 100 && middle < 160 && bottom < 15, "\(top) \(middle) \(bottom)")
    let circle = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
    circle.backgroundColor = .black
    circle.layer.cornerRadius = 25
    view.mask = circle
    #expect(view.layer.mask === circle.layer)
    #expect(try alpha(view, 50, 50) == 255 && alpha(view, 10, 10) == 0)
    #expect(try alpha(view, 27, 27) == 0, "outside the circle, inside its frame")
  }

  @Test func masksThatComeBackToTheirLayerEnd() throws {
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let b = CALayer()
    a.layer.mask = b
    b.mask = a.layer
    b.addSublayer(CALayer())
    _ = try ViewRenderer(scale: 1).raster(a)
  }
}

/// A layer's border is composited above its sublayers, as Core Animation draws it: a cell's
/// `layer.borderWidth` shows over its content view's background.
@MainActor
@Suite struct LayerBorderOrderTests {
  @Test func aBorderIsDrawnOverTheSubviews() throws {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    cell.layer.borderWidth = 2
    cell.layer.borderColor = UIColor.black.cgColor
    let content = UIView(frame: cell.bounds)
    content.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    cell.addSubview(content)
    let raster = try ViewRenderer(scale: 1).raster(cell)
    let edge = raster.pixel(x: 0, y: 20)
    #expect(edge.r == 0 && edge.g == 0 && edge.b == 0 && edge.a == 255)
    let inside = raster.pixel(x: 20, y: 20)
    #expect(inside.b == 255 && inside.r == 0)
  }
}
