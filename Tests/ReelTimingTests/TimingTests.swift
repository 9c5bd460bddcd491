// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelTiming

@Suite struct CubicTimingTests {
  @Test func namedCurvesUseCoreAnimationControlPoints() {
    #expect(CubicTimingParameters.easeInEaseOut.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(CubicTimingParameters.easeInEaseOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
    #expect(CubicTimingParameters.easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(CubicTimingParameters.easeOut.controlPoint1 == CGPoint(x: 0, y: 0))
    #expect(CubicTimingParameters.default.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
    #expect(CubicTimingParameters(animationCurve: .easeInOut) == .easeInEaseOut)
  }

  @Test(arguments: [CubicTimingParameters.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
  func endpointsAreExactAndTheCurveIsMonotonic(_ curve: CubicTimingParameters) {
    #expect(curve.progress(fractionComplete: 0) == 0)
    #expect(curve.progress(fractionComplete: 1) == 1)
    #expect(curve.progress(fractionComplete: -0.5) == 0)
    #expect(curve.progress(fractionComplete: 1.5) == 1)
    var last = 0.0
    for i in 1...1000 {
      let value = curve.progress(fractionComplete: Double(i) / 1000)
      #expect(value >= last - 1e-12)
      last = value
    }
  }

  @Test func easeInEaseOutIsSymmetric() {
    let c = CubicTimingParameters.easeInEaseOut
    #expect(abs(c.progress(fractionComplete: 0.5) - 0.5) < 1e-12)
    for t in stride(from: 0.05, to: 1, by: 0.05) {
      #expect(abs(c.progress(fractionComplete: t) + c.progress(fractionComplete: 1 - t) - 1) < 1e-9)
    }
    // A known value: CSS ease-in-out at 25 % ≈ 0.129.
    #expect(abs(c.progress(fractionComplete: 0.25) - 0.1291) < 1e-3)
  }

  @Test func linearIsIdentity() {
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(abs(CubicTimingParameters.linear.progress(fractionComplete: t) - t) < 1e-12)
    }
  }

  @Test func steepCurvesStillSolve() {
    let steep = CubicTimingParameters(
      controlPoint1: CGPoint(x: 1, y: 0), controlPoint2: CGPoint(x: 1, y: 0))
    // x(u) = 1 − (1 − u)³ and y(u) = u³: at x = 0.999, u = 0.9 and y = 0.729.
    #expect(abs(steep.progress(fractionComplete: 0.999) - 0.729) < 1e-9)
    let overshoot = CubicTimingParameters(
      controlPoint1: CGPoint(x: 0.3, y: 1.6), controlPoint2: CGPoint(x: 0.6, y: 1.4))
    #expect(overshoot.progress(fractionComplete: 0.6) > 1)
  }
}

@Suite struct SpringTimingTests {
  @Test func settlingDurationReproducesApplesExamples() {
    let bouncy = SpringTimingParameters(mass: 1, stiffness: 100, damping: 5)
    #expect(abs(bouncy.settlingDuration - 2.85) < 0.02)
    let firm = SpringTimingParameters(mass: 1, stiffness: 100, damping: 15)
    #expect(firm.settlingDuration > 1.0 && firm.settlingDuration < 1.1)
  }

  @Test func dampingRatioFollowsApplesFormula() {
    let s = SpringTimingParameters(mass: 2, stiffness: 50, damping: 10)
    #expect(abs(s.dampingRatio - 10 / (2 * (50.0 * 2).squareRoot())) < 1e-12)
  }

  @Test func responseParameterisation() {
    let s = SpringTimingParameters(dampingRatio: 0.5, response: 0.5)
    #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
    #expect(abs(s.damping - 4 * .pi * 0.5 / 0.5) < 1e-9)
    #expect(abs(s.dampingRatio - 0.5) < 1e-9)
  }

  @Test func underdampedSpringsOvershootAndSettle() {
    let s = SpringTimingParameters(dampingRatio: 0.3, response: 0.4)
    let samples = stride(from: 0.0, to: s.duration, by: 0.005).map { s.progress(atTime: $0) }
    #expect(samples.first == 0)
    #expect(samples.max()! > 1.2)
    #expect(s.progress(atTime: s.duration) == 1)
    #expect(abs(s.progress(atTime: s.duration * 0.999) - 1) < 0.002)
  }

  @Test func criticallyAndOverdampedSpringsNeverOvershoot() {
    for ratio in [1.0, 2.5] {
      let s = SpringTimingParameters(dampingRatio: ratio, response: 0.3)
      var last = 0.0
      for t in stride(from: 0.0, through: s.duration, by: 0.002) {
        let p = s.progress(atTime: t)
        #expect(p <= 1 + 1e-12 && p >= last - 1e-12)
        last = p
      }
    }
  }

  @Test func initialVelocityMovesTheStart() {
    let still = SpringTimingParameters(dampingRatio: 1, response: 0.5)
    let pushed = SpringTimingParameters(dampingRatio: 1, response: 0.5, initialVelocity: 5)
    #expect(pushed.progress(atTime: 0.02) > still.progress(atTime: 0.02) + 0.05)
  }

  @Test func uiViewSpringSettlesAtItsDuration() {
    let s = SpringTimingParameters(duration: 0.8, dampingRatio: 0.7)
    #expect(s.duration == 0.8)
    #expect(abs(s.progress(atTime: 0.8 - 1e-6) - 1) < 0.002)
    #expect(abs(s.dampingRatio - 0.7) < 1e-9)
  }

  @Test func animationTimingDefaultsToUIKitsUpdateAnimation() {
    let t = AnimationTiming.default
    #expect(t.duration == 0.3 && t.delay == 0 && t.curve == .easeInEaseOut)
    #expect(t.progress(at: -1) == 0 && t.progress(at: 0.3) == 1)
    let delayed = AnimationTiming(duration: 1, delay: 0.5, curve: .linear)
    #expect(delayed.progress(at: 0.4) == 0)
    #expect(abs(delayed.progress(at: 1.0) - 0.5) < 1e-12)
    #expect(delayed.totalDuration == 1.5)
  }
}

@Suite struct ScrollPhysicsTests {
  @Test func aFlingLandsWhereApplesProjectionSays() {
    // 2 pt/ms at the normal rate: 2 · 0.998 / 0.002 = 998 pt (SPEC §6.2.4).
    let fling = DecelerationTimingParameters(start: 100, velocity: 2)
    #expect(abs(fling.restingOffset - 1098) < 1e-9)
    #expect(abs(DecelerationTimingParameters.projectedOffset(start: 0, velocity: 2) - 998) < 1e-9)
    // The fast rate: 2 · 0.99 / 0.01 = 198.
    #expect(
      abs(
        DecelerationTimingParameters(
          start: 0, velocity: 2, decelerationRate: DecelerationTimingParameters.fast
        ).restingOffset - 198) < 1e-9)
  }

  @Test func velocityDecaysPerMillisecond() {
    let fling = DecelerationTimingParameters(start: 0, velocity: 2)
    #expect(abs(fling.velocity(at: 0.001) - 2 * 0.998) < 1e-12)
    #expect(abs(fling.velocity(at: 0.5) - 2 * pow(0.998, 500)) < 1e-12)
    // After n whole milliseconds the offset is the sum of the per-millisecond steps.
    let steps = (1...250).reduce(0.0) { $0 + 2 * pow(0.998, Double($1)) }
    #expect(abs(fling.offset(at: 0.25) - steps) < 1e-9)
  }

  @Test func theStopTimeFollowsTheRemainingDistanceRule() {
    let fling = DecelerationTimingParameters(start: 0, velocity: 2, stopDistance: 0.25)
    // 998·0.998ⁿ = 0.25 → n = ln(0.25/998)/ln(0.998).
    let expected = log(0.25 / 998) / log(0.998) / 1000
    #expect(abs(fling.duration - expected) < 1e-12)
    #expect(abs(fling.offset(at: fling.duration - 1e-6) - 998) < 0.26)
    #expect(fling.offset(at: fling.duration) == fling.restingOffset)
    #expect(abs(fling.restingOffset - 998) < 1e-9)
  }

  @Test func bentDecelerationLandsExactlyOnTheTarget() {
    let bent = DecelerationTimingParameters.withTarget(640, start: 0)
    #expect(abs(bent.restingOffset - 640) < 1e-9)
    #expect(bent.decelerationRate == 0.998)
    #expect(bent.offset(at: 10) == bent.restingOffset)
  }

  @Test func rubberBandMatchesTheSpecExamples() {
    #expect(abs(RubberBand.offset(forDistance: 5, dimension: 960) - 2.74) < 0.005)
    #expect(abs(RubberBand.offset(forDistance: 100, dimension: 960) - 52.02) < 0.005)
    #expect(abs(RubberBand.offset(forDistance: 960, dimension: 960) - 340.65) < 0.005)
    #expect(
      RubberBand.offset(forDistance: -100, dimension: 960) == -RubberBand.offset(
        forDistance: 100, dimension: 960))
    #expect(RubberBand.clamp(50, to: 0...100, dimension: 960) == 50)
    #expect(abs(RubberBand.clamp(-100, to: 0...100, dimension: 960) + 52.02) < 0.005)
  }
}
