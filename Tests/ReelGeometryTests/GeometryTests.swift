// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry

@Suite struct GeometryTests {
  @Test func indexPathShim() {
    var p = IndexPath(item: 3, section: 1)
    #expect(p.section == 1 && p.item == 3)
    #expect(p == IndexPath(indexes: [1, 3]))
    p.item = 4
    #expect(p.shortDescription == "[1, 4]")
    #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 5, section: 0))
  }

  @Test func aRectFromItsCentre() {
    let rect = CGRect(center: CGPoint(x: 50, y: 20), size: CGSize(width: 30, height: 10))
    #expect(rect == CGRect(x: 35, y: 15, width: 30, height: 10))
    #expect(rect.midX == 50 && rect.midY == 20)
  }

  @Test func insetsShrinkRects() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
      by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
  }

  @Test func pixelRounding() {
    #expect(CGFloat(10.3).roundedToPixel(scale: 2) == 10.5)
    #expect(CGFloat(10.2).roundedToPixel(scale: 2) == 10)
    #expect(CGFloat(10.5).roundedToPixel(scale: 1) == 11)
  }

  @Test func affineTransformOperationsMatchCoreGraphicsOrder() {
    let t = Transform2D(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    let r = Transform2D(rotationAngle: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(r)
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)  // clockwise on a y-down screen
    #expect(t.concatenating(t.inverted()).a == 1)
  }
}
