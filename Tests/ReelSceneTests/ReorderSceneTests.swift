// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// `reorder:` steps: a long-press drag moving an item by hand.
@Suite struct ReorderSceneTests {
  static let scene = """
    canvas: {width: 340, height: 400}
    collectionView:
      layout: {type: flow, itemSize: [100, 100], minimumInteritemSpacing: 10,
               minimumLineSpacing: 10, sectionInset: [10, 10, 10, 10]}
      items: [{id: A}, {id: B}, {id: C}, {id: D}, {id: E}]
    script:
      - at: 0.2
        reorder: {points: [[60, 60], [280, 170]], duration: 1}
        animation: {duration: 0.2}
    """

  @Test func theItemFollowsTheFingerThenDropsIntoItsNewPlace() throws {
    let player = try player(Self.scene)
    // Held for the press (0.5 s), then halfway along the path at 1.2 s: [170, 115].
    let held = try #require(Self.frame(player, "A", at: 1.2))
    #expect(abs(held.midX - 170) < 0.5 && abs(held.midY - 115) < 0.5)
    // Dropped at 1.7 s, settled by 1.9 s in item 4's place (the second row's middle).
    let dropped = try #require(Self.frame(player, "A", at: 2.0))
    #expect(dropped == CGRect(x: 120, y: 120, width: 100, height: 100))
    // B, C, D and E moved back one place.
    #expect(Self.frame(player, "B", at: 2.0)?.origin == CGPoint(x: 10, y: 10))
    #expect(Self.frame(player, "E", at: 2.0)?.origin == CGPoint(x: 10, y: 120))
  }

  static func frame(_ player: ScenePlayer, _ id: String, at time: Double) -> CGRect? {
    frames(player.inspect(at: time)).first { $0.id == id }?.frame
  }

  @Test func aPressOnNoItemOrAVelocityIsAnError() {
    let empty = Self.scene.replacingOccurrences(
      of: "[[60, 60], [280, 170]]", with: "[[330, 390], [1, 1]]")
    #expect(sceneError(empty)?.contains("the long press at [330.0, 390.0] is on no item") == true)
    let velocity = Self.scene.replacingOccurrences(
      of: "duration: 1}", with: "duration: 1, velocity: 1}")
    #expect(sceneError(velocity)?.contains("a reorder takes no velocity") == true)
  }
}

@Suite struct ReorderLimitTests {
  @Test func longPathsAreBoundedAndTooManyPointsAreAnError() {
    let far = (0..<1_000).map { CGPoint(x: CGFloat($0 % 2) * 1e6, y: 0) }
    let samples = ScriptRunner.fingerSamples(far, from: 0, duration: 60)
    #expect(samples.count <= ScriptRunner.maximumSamples + 1)
    let points = (0..<1_001).map { "[\($0 % 2), 1]" }.joined(separator: ", ")
    let scene = ReorderSceneTests.scene.replacingOccurrences(
      of: "[[60, 60], [280, 170]]", with: "[[60, 60], \(points)]")
    #expect(sceneError(scene)?.contains("expected at most 1000 finger locations") == true)
  }
}
