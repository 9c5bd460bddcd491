// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry

@Suite struct DecomposedTransformTests {
  static let samples: [Transform3D] = [
    .identity,
    Transform3DMakeRotation(0.8, 0, 0, 1),
    Transform3DMakeRotation(-2.1, 1, 2, 3),
    Transform3DConcat(
      Transform3DMakeScale(0.2, 0.2, 1), Transform3DMakeRotation(.pi * 0.9, 0, 0, 1)),
    Transform3DTranslate(Transform3DMakeScale(2, -1, 1), 10, 20, 0),
    {
      var p = Transform3D.identity
      p.m34 = -1.0 / 500
      return Transform3DRotate(p, 0.6, 0, 1, 0)
    }(),
    Transform3D(affine: Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)),
    Transform3DMakeScale(0, 0, 1),
  ]

  @Test(arguments: samples) func recomposingGivesTheMatrixBack(_ t: Transform3D) throws {
    let d = try #require(DecomposedTransform(t))
    #expect(close(d.recomposed(), t, 1e-9))
  }

  @Test func fullTurnDoesNotAnimate() {
    let full = Transform3DMakeRotation(2 * .pi, 0, 0, 1)
    let mid = Transform3D.identity.interpolated(to: full, fraction: 0.5)
    #expect(close(mid, .identity, 1e-9))
  }

  @Test func rotationsTakeTheShorterWay() {
    // −3π/2 is the same orientation as +π/2; half way is +π/4.
    let target = Transform3DMakeRotation(-3 * .pi / 2, 0, 0, 1)
    let mid = Transform3D.identity.interpolated(to: target, fraction: 0.5)
    #expect(close(mid, Transform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-9))
  }

  @Test func exactHalfTurnIsDeterministicAndCounterClockwise() {
    // Both spellings (the seed's CATransform3DMakeRotation(−π, 0, 0, −1) and ±π about +z) turn the
    // same way.
    let spellings = [
      Transform3DMakeRotation(.pi, 0, 0, 1), Transform3DMakeRotation(-.pi, 0, 0, 1),
      Transform3DMakeRotation(-.pi, 0, 0, -1),
    ]
    for target in spellings {
      let quarter = Transform3D.identity.interpolated(to: target, fraction: 0.5)
      #expect(close(quarter, Transform3DMakeRotation(-.pi / 2, 0, 0, 1), 1e-6))
    }
  }

  @Test func scaleAndHalfTurnInsertGrowsWhileTurning() {
    // objc.io's insertion: from scale 0.2 rotated by π to identity.
    let start = Transform3D(affine: Transform2D(scaleX: 0.2, y: 0.2).rotated(by: .pi))
    let mid = start.interpolated(to: .identity, fraction: 0.5)
    let d = DecomposedTransform(mid)!
    #expect(abs(d.scale.x - 0.6) < 1e-9)
    #expect(abs(abs(mid.m12 / 0.6) - 1) < 1e-6)  // a quarter turn: |sin| = 1
  }

  @Test func zeroScaleGrowsSmoothly() {
    let start = Transform3DMakeScale(0, 0, 1)
    let mid = start.interpolated(to: .identity, fraction: 0.25)
    #expect(close(mid, Transform3DMakeScale(0.25, 0.25, 1), 1e-12))
  }

  @Test func transitionLayoutLerpCollapsesAHalfTurn() {
    let half = Transform3DMakeRotation(.pi, 0, 0, 1)
    let mid = Transform3D.identity.linearlyInterpolated(to: half, fraction: 0.5)
    #expect(abs(mid.m11) < 1e-12 && abs(mid.m22) < 1e-12)
  }
}
