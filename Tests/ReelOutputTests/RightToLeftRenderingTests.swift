// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRuntime
import ReelScene
import Testing

@testable import ReelCairo
@testable import ReelRender

/// A right-to-left collection view as drawn: content's leading views on the right, natural text
/// on the right, forward chevrons pointing left.
@Suite struct RightToLeftRenderingTests {
  func frame(_ direction: String, style: String) throws -> Raster {
    let scene = """
      canvas: {width: 300, height: 60, scale: 1}
      collectionView:
        layoutDirection: \(direction)
        layout: {type: flow, itemSize: [300, 60]}
        style: {fill: white, cornerRadius: 0, \(style)}
        sections: [{items: 1}]
      """
    let player = try ScenePlayer(document: SceneLoader.parse(scene, file: "t.yaml"))
    return try CairoRenderer().raster(player.displayList(at: 0))
  }

  /// The mean x of the pixels `matching`, or nil when none match.
  func meanX(_ r: Raster, _ matching: ([Int]) -> Bool) -> Double? {
    var sum = 0
    var count = 0
    for y in 0..<r.height {
      for x in 0..<r.width where matching(rgb(r, x, y)) {
        sum += x
        count += 1
      }
    }
    return count > 0 ? Double(sum) / Double(count) : nil
  }

  func isRed(_ p: [Int]) -> Bool { p[0] > 200 && p[1] < 120 && p[2] < 120 }
  func isDark(_ p: [Int]) -> Bool { p.reduce(0, +) < 200 }

  @Test func contentPutsTheImageOnTheTrailingSide() throws {
    let style = """
      content: {text: "Title", image: {symbol: checkmark.circle.fill}, \
      imageProperties: {tintColor: systemRed}}
      """
    let ltr = try #require(meanX(try frame("leftToRight", style: style), isRed))
    let rtl = try #require(meanX(try frame("rightToLeft", style: style), isRed))
    #expect(ltr < 60 && rtl > 240, "image at x \(ltr) left to right, \(rtl) right to left")
    let ltrText = try #require(meanX(try frame("leftToRight", style: style), isDark))
    let rtlText = try #require(meanX(try frame("rightToLeft", style: style), isDark))
    #expect(ltrText < 150 && rtlText > 150, "natural text follows the direction")
  }

  @Test func theForwardChevronPointsLeftRightToLeft() throws {
    let style = """
      views: [{symbol: chevron.forward, textColor: black, font: {size: 40}}]
      """
    for (direction, pointsLeft) in [("leftToRight", false), ("rightToLeft", true)] {
      let r = try frame(direction, style: style)
      // The apex (middle row) is the chevron's leftmost dark pixel when it points left.
      let middle = try #require(firstDarkColumn(r, row: 30))
      let top = try #require((10..<30).lazy.compactMap { firstDarkColumn(r, row: $0) }.first)
      #expect((middle < top) == pointsLeft, "\(direction): apex \(middle), top \(top)")
    }
  }

  func firstDarkColumn(_ r: Raster, row: Int) -> Int? {
    (0..<r.width).first { isDark(rgb(r, $0, row)) }
  }
}
