// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelAnimation
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelTiming

/// Fades every item but the pinched one by the finger distance: a layout that responds to pinches
/// through the protocol, with parameter names of its own.
final class SpotlightLayout: FlowLayout, PinchRespondingLayout, @unchecked Sendable {
  var focus = -1
  var dimming: Double = 0
  override class var parameters: [LayoutParameter] {
    super.parameters + [
      LayoutParameter(
        "focus", .integer(-1...1000), summary: "the item in focus", isAnimatable: true,
        get: { .integer(($0 as! SpotlightLayout).focus) },
        set: { ($0 as! SpotlightLayout).focus = Int($1.scalar ?? -1) }),
      LayoutParameter(
        "dimming", .number(minimum: 0, maximum: 1), summary: "how dim the rest is",
        isAnimatable: true, get: { .number(($0 as! SpotlightLayout).dimming) },
        set: { ($0 as! SpotlightLayout).dimming = $1.scalar ?? 0 }),
    ]
  }
  func parameters(pinching item: IndexPath, distance: Double) -> [String: Double]? {
    item.item == 0 ? nil : ["focus": Double(item.item), "dimming": min(distance / 400, 1)]
  }
  func parametersAfterPinch() -> [String: Double] { ["focus": -1, "dimming": 0] }
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    super.layoutAttributesForElements(in: rect)?.map { attributes in
      guard focus >= 0, attributes.indexPath.item != focus else { return attributes }
      let copy = attributes.copy()
      copy.alpha = CGFloat(1 - dimming)
      return copy
    }
  }
}

/// Has parameters named like the pinch-resizing layout's, but does not adopt the protocol.
final class LookalikeLayout: FlowLayout, @unchecked Sendable {
  var pinchDistance: Double = 0
  override class var parameters: [LayoutParameter] {
    super.parameters + [
      LayoutParameter(
        "pinchDistance", .number(minimum: 0), summary: "unused", isAnimatable: true,
        get: { .number(($0 as! LookalikeLayout).pinchDistance) },
        set: { ($0 as! LookalikeLayout).pinchDistance = $1.scalar ?? 0 })
    ]
  }
}

@Suite struct PinchGestureTests {
  static func fingers(around p: CGPoint, from a: CGFloat, to b: CGFloat)
    -> [(time: Double, first: CGPoint, second: CGPoint)]
  {
    (0...4).map { k in
      let d = (a + (b - a) * CGFloat(k) / 4) / 2
      return (
        1 + Double(k) * 0.1, CGPoint(x: p.x - d, y: p.y), CGPoint(x: p.x + d, y: p.y)
      )
    }
  }

  @Test func aLayoutAdoptingTheProtocolFollowsThePinch() throws {
    let timeline = longList(SpotlightLayout(), count: 20)
    let item = try #require(
      timeline.collectionView.layoutAttributesForElements().first {
        $0.indexPath.item == 4
      })
    let end = try timeline.pinch(
      touches: Self.fingers(around: item.center, from: 40, to: 200),
      releaseTiming: AnimationTiming(duration: 0.5, curve: .linear))
    #expect(abs(end - 1.9) < 1e-9)
    func alpha(_ id: String, _ t: Double) -> CGFloat? {
      timeline.elements(at: t).first { $0.identity.id == id }?.attributes.alpha
    }
    #expect(alpha("1", 0.5) == 1)
    #expect(abs(try #require(alpha("1", 1.2)) - (1 - 120.0 / 400)) < 1e-9)
    #expect(alpha("4", 1.2) == 1)
    #expect(abs(try #require(alpha("1", 1.65)) - (1 - 0.5 * 0.5)) < 1e-6)  // animating back
    #expect(alpha("1", 2) == 1)
  }

  @Test func itemsTheLayoutRefusesAndLayoutsWithoutTheProtocolIgnoreIt() throws {
    let spotlight = longList(SpotlightLayout(), count: 20)
    let first = try #require(
      spotlight.collectionView.layoutAttributesForElements().first {
        $0.indexPath.item == 0
      })
    _ = try spotlight.pinch(touches: Self.fingers(around: first.center, from: 40, to: 200))
    #expect(spotlight.elements(at: 1.2).allSatisfy { $0.attributes.alpha == 1 })
    let lookalike = LookalikeLayout()
    let timeline = longList(lookalike, count: 20)
    _ = try timeline.pinch(touches: Self.fingers(around: first.center, from: 40, to: 200))
    #expect(lookalike.pinchDistance == 0)
    #expect(timeline.lastChangeTime == 0)
  }
}
