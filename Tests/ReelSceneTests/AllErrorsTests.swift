// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelScene

/// One run reports every error it can tell apart, in file order.
@Suite struct AllErrorsTests {
  static func errors(_ text: String) -> [String] {
    sceneError(text)?.split(separator: "\n").map(String.init) ?? []
  }

  @Test func independentItemsAndStepsAreAllReported() {
    let found = Self.errors(
      """
      canvas: {width: 200, height: 200}
      collectionView:
        layout: {type: flow}
        items:
          - {fill: blu}
          - {fill: red}
          - {cornerRadius: -3}
      script:
        - {at: 0.5, insert: [0], animation: {curve: spring}}
        - {at: 1, delete: [0]}
        - {at: 2, delete: [0], colour: red}
      """)
    #expect(found.count == 4)
    #expect(found.map { $0.split(separator: ":")[1] } == ["5", "7", "9", "11"])
    #expect(found.allSatisfy { $0.hasPrefix("test.yaml:") && $0.contains(": error: ") })
    #expect(found[0].contains("collectionView.items[0].fill"))
    #expect(found[3].contains("script[2].colour: unknown key 'colour'"))
  }

  @Test func aBadCanvasDoesNotHideTheScriptsErrors() {
    let found = Self.errors(
      """
      canvas: {width: -1, height: 200}
      collectionView: {layout: {type: flow}, items: 2, target: x}
      script:
        - {at: 1, delete: [0], target: side}
        - {at: 2, insert: ["a"]}
      """)
    // The collection views are not read without a canvas, so any target name passes.
    #expect(found.count == 2)
    #expect(found[0].contains("canvas.width") && found[1].contains("script[1].insert[0]"))
  }

  @Test func atMostFiftyAreReported() {
    let items = (0..<80).map { _ in "    - {fill: blu}" }.joined(separator: "\n")
    let found = Self.errors(
      "canvas: {width: 200, height: 200}\ncollectionView:\n  layout: {type: flow}\n  items:\n"
        + items + "\n")
    #expect(found.count == ErrorTally.limit)
    #expect(found.last?.contains("items[49]") == true)
  }
}
