// SPDX-License-Identifier: MIT
import Foundation
import ReelViews
import Testing

/// `convert(_:to:)` and `convert(_:from:)` through frames, bounds origins and transforms.
@MainActor
@Suite struct HierarchyConversionTests {
  @Test func pointsAndRectsCrossTheHierarchy() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = View(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
    root.addSubview(a)
    a.addSubview(b)
    a.bounds.origin = CGPoint(x: 0, y: 30)  // a scrolled by 30
    #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: -3))
    #expect(root.convert(CGPoint(x: 16, y: -3), to: b) == CGPoint(x: 1, y: 2))
    #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: -3))
    #expect(a.convert(CGPoint(x: 16, y: -3), from: nil) == CGPoint(x: 6, y: 7))
    #expect(
      b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
        == CGRect(x: 15, y: -5, width: 10, height: 10))
  }

  @Test func transformsTurnAboutTheCentre() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let v = View(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
    root.addSubview(v)
    v.transform = Transform2D(scaleX: 2, y: 2)
    // The centre stays at (100, 70); a point 10 right of it lands 20 right.
    let p = v.convert(CGPoint(x: 60, y: 20), to: root)
    #expect(abs(p.x - 120) < 1e-9 && abs(p.y - 70) < 1e-9)
    let back = root.convert(p, to: v)
    #expect(abs(back.x - 60) < 1e-9 && abs(back.y - 20) < 1e-9)
    let other = View(frame: .zero)
    #expect(v.convert(CGPoint(x: 3, y: 4), to: other) == CGPoint(x: 3, y: 4))
  }
}
