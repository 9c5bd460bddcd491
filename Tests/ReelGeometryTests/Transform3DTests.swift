// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}
func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
  zip(a.rowMajor, b.rowMajor).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct Transform3DTests {
  @Test func rotationAboutZMatchesTheAffineRotation() {
    let angle: CGFloat = 0.7
    let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    #expect(close(t, Transform3D(affine: Transform2D(rotationAngle: angle))))
    #expect(close(t.m12, sin(angle)))
    #expect(close(t.m21, -sin(angle)))
  }

  @Test func concatAppliesTheLeftTransformFirst() {
    let scale = Transform3DMakeScale(2, 2, 1)
    let move = Transform3DMakeTranslation(10, 0, 0)
    let both = Transform3DConcat(scale, move)
    #expect(both.projectPoint(CGPoint(x: 1, y: 0)) == CGPoint(x: 12, y: 0))
    let translated = Transform3DTranslate(scale, 10, 0, 0)  // translate first, then scale
    #expect(translated.projectPoint(CGPoint(x: 1, y: 0)) == CGPoint(x: 22, y: 0))
  }

  @Test func inverseUndoesAndSingularStaysPut() {
    var t = Transform3DMakeRotation(0.3, 0, 1, 0)
    t.m34 = -1.0 / 500
    t = t.translatedBy(x: 5, y: -3, z: 2)
    #expect(close(t.concatenating(t.inverted()), .identity, 1e-9))
    let singular = Transform3DMakeScale(0, 1, 1)
    #expect(singular.inverted() == singular)
  }

  @Test func affinePredicates() {
    #expect(Transform3D.identity.isAffine)
    #expect(Transform3DMakeRotation(0.5, 0, 0, 1).isAffine)
    #expect(!Transform3DMakeRotation(0.5, 0, 1, 0).isAffine)
    var p = Transform3D.identity
    p.m34 = -0.002
    #expect(!p.isAffine)
    #expect(p.isPlanarAffine)  // m34 alone does not move z = 0 points
    #expect(!p.rotated(by: 0.4, x: 0, y: 1, z: 0).isPlanarAffine)
  }

  @Test func perspectiveMakesTheNearEdgeLarger() {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    let t = Transform3DRotate(p, .pi / 4, 0, 1, 0)
    let left = t.projectPoint(CGPoint(x: -50, y: 50))!
    let right = t.projectPoint(CGPoint(x: 50, y: 50))!
    // One vertical edge comes toward the viewer and is drawn taller than the other.
    #expect(abs(abs(left.y) - abs(right.y)) > 1)
  }
}
