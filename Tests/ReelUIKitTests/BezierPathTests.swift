// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// `UIBezierPath` and `CGPath`, and a layer's `shadowPath` drawn.
@MainActor
@Suite struct BezierPathTests {
  func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  @Test func rectanglesOvalsAndRoundedRectangles() {
    let rect = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(rect.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(rect.cgPath.elements.count == 5, "four corners and a close")
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(oval.bounds == CGRect(x: 0, y: 0, width: 50, height: 20))
    // Continuous corners, as a layer's with `cornerCurve = .continuous`.
    let rounded = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12)
    let layer = CornerShape(radius: 12, curve: .continuous).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(rounded.cgPath.elements == layer)
    let top = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60),
      byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 99))
    let topOnly = CornerShape(
      radius: 8, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner], curve: .continuous)
    #expect(top.cgPath.elements == topOnly.path(in: CGRect(x: 0, y: 0, width: 100, height: 60)))
  }

  @Test func arcsTurnClockwiseOnScreenAndLinesJoinThem() throws {
    // A quarter from 3 o'clock to 6 o'clock, clockwise (y down): one cubic.
    let quarter = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(quarter.cgPath.elements.count == 2)
    #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 60)))
    // The midpoint of the cubic lies on the circle (within the approximation's 0.03 %).
    guard case .curve(let c1, let c2, let end) = quarter.cgPath.elements[1] else {
      Issue.record("expected a curve")
      return
    }
    let start = CGPoint(x: 60, y: 50)
    let mid = CGPoint(
      x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8
    )
    #expect(abs(hypot(mid.x - 50, mid.y - 50) - 10) < 0.003)
    // The same ends counterclockwise go the long way: three quarters, three cubics.
    let long = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    #expect(long.cgPath.elements.count == 4)
    #expect(abs(long.bounds.minY - 40) < 1, "it passes 12 o'clock")
    // A line joins an arc to what came before; a quad curve ends where it is told.
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addArc(
      withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
    guard case .line(let joined) = path.cgPath.elements[1] else {
      Issue.record("expected a line")
      return
    }
    #expect(close(joined, CGPoint(x: 15, y: 0)))
    path.addQuadCurve(to: CGPoint(x: 40, y: 0), controlPoint: CGPoint(x: 30, y: 30))
    #expect(path.currentPoint == CGPoint(x: 40, y: 0))
    path.close()
    #expect(path.currentPoint == .zero)
  }

  @Test func hostilePointsAddNothing() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
    path.addArc(withCenter: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: true)
    #expect(path.isEmpty)
    // A sweep of a million turns draws one circle: four cubics.
    let spun = UIBezierPath(
      arcCenter: .zero, radius: 1, startAngle: 0, endAngle: 2e6 * .pi, clockwise: true)
    #expect(spun.cgPath.elements.count <= 5)
  }

  /// A view that draws nothing still casts the shadow of its `shadowPath`.
  @Test func aShadowPathCastsItsShapeWhateverTheLayerDraws() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layer.shadowOpacity = 1
    view.layer.shadowRadius = 0
    view.layer.shadowOffset = .zero
    func centre() throws -> UInt8 { try ViewRenderer(scale: 1).raster(view).pixel(x: 50, y: 50).a }
    #expect(try centre() == 0, "no path: a clear view casts no shadow")
    view.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).cgPath
    #expect(try centre() == 255, "the oval's shadow, opaque")
    let corner = try ViewRenderer(scale: 1).raster(view).pixel(x: 27, y: 27)
    #expect(corner.a == 0, "outside the oval: \(corner)")
  }
}
