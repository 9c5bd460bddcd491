// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry

@Suite struct PiecewiseLinearTests {
  @Test func linearBetweenSamplesHeldOutside() {
    let track = PiecewiseLinear<Double>([(1, 10), (3, 30), (4, 0)])
    #expect(track.value(at: 0) == 10)
    #expect(track.value(at: 1) == 10)
    #expect(track.value(at: 2) == 20)
    #expect(track.value(at: 3.5) == 15)
    #expect(track.value(at: 9) == 0)
    #expect(PiecewiseLinear<Double>([]).value(at: 1) == nil)
    #expect(PiecewiseLinear<Double>([(5, 7)]).value(at: 1, extrapolatingBefore: true) == 7)
  }

  @Test func extrapolationContinuesTheEndSegments() {
    let track = PiecewiseLinear<Double>([(0, 0), (1, 10)])
    #expect(track.value(at: -0.5, extrapolatingBefore: true) == -5)
    #expect(track.value(at: 1.5, extrapolatingAfter: true) == 15)
    #expect(track.value(at: 1.5) == 10)
  }

  @Test func aJumpTakesTheLaterValueAtItsTimeAndOrderIsRestored() {
    var track = PiecewiseLinear<CGPoint>([(2, CGPoint(x: 2, y: 0)), (0, .zero)])
    #expect(track.samples.map(\.time) == [0, 2])
    track.append(CGPoint(x: 9, y: 9), at: 2)
    track.append(CGPoint(x: 1, y: 1), at: 1)
    #expect(track.samples.map(\.time) == [0, 1, 2, 2])
    #expect(track.value(at: 2) == CGPoint(x: 9, y: 9))
    #expect(track.value(at: 1.5) == CGPoint(x: 1.5, y: 0.5))
  }
}
