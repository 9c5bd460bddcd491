// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelRuntime
@testable import ReelScene

/// Chips of estimated width in scene files: each as wide as its text, re-flowing into rows, and
/// re-flowing again, animated, when a reload lengthens one.
@Suite struct EstimatedWidthSceneTests {
  static func scene(style: String = "", script: String = "") -> String {
    """
    canvas: {width: 390, height: 400}
    collectionView:
      layout:
        type: compositional
        sections:
          - contentInsets: 16
            interGroupSpacing: 8
            group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 32}}
                interItemSpacing: {fixed: 8}
                subitems:
                  - layoutSize:
                      {widthDimension: {estimated: 60}, heightDimension: {fractionalHeight: 1}}
      style: {font: {textStyle: subheadline}\(style)}
      items:
        - {id: a, label: "Swift"}
        - {id: b, label: "UICollectionView"}
        - {id: c, label: "Compositional layouts and lists"}
        - {id: d, label: "iOS"}
    \(script)
    """
  }

  static func frame(_ player: ScenePlayer, _ id: String, at t: Double = 0) -> CGRect? {
    frames(player.inspect(at: t)).last { $0.id == id }?.frame
  }

  @Test func chipsAreAsWideAsTheirTextAndWrapIntoRows() throws {
    let player = try player(Self.scene())
    let a = try #require(Self.frame(player, "a"))
    let b = try #require(Self.frame(player, "b"))
    let c = try #require(Self.frame(player, "c"))
    let d = try #require(Self.frame(player, "d"))
    #expect(a.width > 20 && a.width < 60)
    #expect(b.width > 2 * a.width)
    // Swift and UICollectionView share the first row; the third would cross its end.
    #expect(a.minY == 16 && b.minY == 16 && b.minX == a.maxX + 8)
    #expect(c.minX == 16 && c.minY == 56)
    #expect(d.minY == 56 && d.minX == c.maxX + 8)
  }

  @Test func aRequiredHorizontalPriorityKeepsTheGroupsWidth() throws {
    let player = try player(Self.scene(style: ", horizontalFittingPriority: required"))
    let frames = try ["a", "b"].map { try #require(Self.frame(player, $0)) }
    #expect(frames.map(\.width) == [358, 358])
    #expect(frames.map(\.minY) == [16, 56])
  }

  @Test func aLongerLabelReflowsTheRowsAnimated() throws {
    let script = """
      script:
        - at: 0.5
          reload: [0]
          style: {label: "Swift on Linux, rendered headlessly"}
      """
    let player = try player(Self.scene(script: script))
    let before = try #require(Self.frame(player, "b", at: 0))
    let after = try #require(Self.frame(player, "b", at: 1.5))
    // The first chip now fills most of the row: UICollectionView moves down to the next.
    #expect(before.minY == 16 && after.minY == 56 && after.minX == 16)
    let moving = try #require(Self.frame(player, "b", at: 0.65))
    #expect(moving.minY > 16 && moving.minY < 56)
  }

  /// `reconfigureItems` keeps the cell (no cross-fade), shows the new text at once, and the
  /// chips after it re-flow, animated.
  @Test func aReconfiguredChipChangesAtOnceAndTheOthersReflowAnimated() throws {
    let script = """
      script:
        - at: 0.5
          apply:
            items: [a, {id: b, label: "UICollectionView with a much longer title here"}, c, d]
            reconfigureItems: [b]
      """
    let player = try player(Self.scene(script: script))
    let c0 = try #require(Self.frame(player, "c", at: 0))
    let c1 = try #require(Self.frame(player, "c", at: 1.5))
    #expect(c1.minY > c0.minY)
    let moving = try #require(Self.frame(player, "c", at: 0.65))
    #expect(moving.minY > c0.minY && moving.minY < c1.minY)
    // One view for b throughout, showing its new revision from the step on.
    let shown = player.displayList(at: 0.65).layers[0].items.compactMap(\.identity)
    #expect(shown.filter { $0.hasSuffix("/b#1") }.count == 1)
    #expect(!shown.contains { $0.hasSuffix("/b") || $0.hasSuffix("/b#0") })
    #expect(frames(player.inspect(at: 0.65)).filter { $0.id == "b" }.map(\.alpha) == [1])
  }

  @Test func fittingPrioritiesAreNamesOrNumbers() {
    #expect(sceneError(Self.scene(style: ", verticalFittingPriority: 999")) == nil)
    let range = sceneError(Self.scene(style: ", verticalFittingPriority: 2000"))
    #expect(range?.contains("collectionView.style.verticalFittingPriority") == true)
    #expect(range?.contains("1") == true && range?.contains("1000") == true)
    let name = sceneError(Self.scene(style: ", horizontalFittingPriority: high"))
    #expect(name?.contains("expected one of required, defaultHigh") == true)
  }
}
