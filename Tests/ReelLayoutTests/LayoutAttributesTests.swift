// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// A subclass with a custom property, as seed 001's parallax attributes.
final class ParallaxAttributes: LayoutAttributes, @unchecked Sendable {
  var parallaxValue: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ParallaxAttributes
    copy.parallaxValue = parallaxValue
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ParallaxAttributes else { return false }
    return super.isEqual(other) && parallaxValue == other.parallaxValue
  }

  override func interpolated(to other: LayoutAttributes, fraction: CGFloat) -> LayoutAttributes {
    let result = super.interpolated(to: other, fraction: fraction) as! ParallaxAttributes
    result.parallaxValue =
      parallaxValue + (((other as? ParallaxAttributes)?.parallaxValue ?? 0) - parallaxValue)
      * fraction
    return result
  }
}

@Suite struct LayoutAttributesTests {
  @Test func frameCenterSizeAndBoundsAreCoupled() {
    let a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(a.center == CGPoint(x: 60, y: 45))
    a.center = CGPoint(x: 0, y: 0)
    #expect(a.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    a.size = CGSize(width: 20, height: 20)
    #expect(a.center == .zero && a.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func transformsReplaceEachOtherAndDoNotChangeTheFrame() {
    let a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    a.transform = Transform2D(scaleX: 2, y: 2)
    #expect(a.transform3D == Transform3DMakeScale(2, 2, 1))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    a.transform3D = Transform3DMakeRotation(0.5, 0, 1, 0)
    #expect(a.transform == Transform2D(a: cos(0.5), b: 0, c: 0, d: 1, tx: 0, ty: 0))
  }

  @Test func copiesAreIndependentAndKeepTheSubclass() {
    let a = ParallaxAttributes(forCellWith: IndexPath(item: 1, section: 0))
    a.parallaxValue = 0.5
    a.alpha = 0.3
    let b = a.copy()
    #expect(b is ParallaxAttributes)
    #expect(b == a)
    (b as! ParallaxAttributes).parallaxValue = 1
    #expect(b != a && a.parallaxValue == 0.5)
    let mid = a.interpolated(to: b, fraction: 0.5) as! ParallaxAttributes
    #expect(mid.parallaxValue == 0.75)
  }

  @Test func categoriesAndKinds() {
    let header = LayoutAttributes(
      forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 2))
    #expect(
      header.representedElementCategory == .supplementaryView
        && header.representedElementKind == ElementKind.sectionHeader)
    let cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 2))
    #expect(cell.representedElementKind == nil && cell.key < header.key)
    #expect(header != cell)
  }
}
