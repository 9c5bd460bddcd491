// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// `layoutDirection: rightToLeft`: a flow layout is shown mirrored, a custom layout is not, and
/// fingers act on what they touch.
@Suite struct RightToLeftSceneTests {
  static let flow = "{type: flow, itemSize: [40, 40], minimumInteritemSpacing: 10}"

  static func scene(_ direction: String, layout: String = flow, extra: String = "") -> String {
    """
    canvas: {width: 200, height: 100, scale: 1}
    collectionView:
      layoutDirection: \(direction)
      layout: \(layout)
      onTap: {cell: delete}
      sections: [{items: 3}]
    \(extra)
    """
  }

  static func centers(_ p: ScenePlayer, at time: Double = 0) -> [String: Double] {
    guard case .object(let top) = p.inspect(at: time),
      case .array(let elements)? = top.first(where: { $0.0 == "elements" })?.1
    else { return [:] }
    var result: [String: Double] = [:]
    for case .object(let fields) in elements {
      guard case .string(let id)? = fields.first(where: { $0.0 == "id" })?.1,
        case .object(let center)? = fields.first(where: { $0.0 == "center" })?.1,
        case .number(let x)? = center.first(where: { $0.0 == "x" })?.1
      else { continue }
      result[id] = x
    }
    return result
  }

  @Test func aFlowLayoutIsMirroredRightToLeft() throws {
    let ltr = Self.centers(try player(Self.scene("leftToRight")))
    let rtl = Self.centers(try player(Self.scene("rightToLeft")))
    // Four fit in a row, so the last row keeps a full row's spacing (SPEC §1.4.5).
    #expect(ltr["0"] == 20 && ltr["1"]! < 100 && ltr["2"]! < 180)
    for id in ["0", "1", "2"] {
      #expect(abs(rtl[id]! - (200 - ltr[id]!)) < 1e-9, "item \(id)")
    }
    let p = try player(Self.scene("rightToLeft"))
    let drawn = p.displayList(at: 0).layers[0].items.map(\.center.x).sorted()
    let expected = ["2", "1", "0"].compactMap { (id: String) -> Double? in rtl[id] }
    #expect(drawn == expected.map { CGFloat($0) })
  }

  @Test func aLayoutThatDoesNotFlipIsDrawnAsComputed() throws {
    let ltr = Self.centers(try player(Self.scene("leftToRight", layout: "{type: circle}")))
    let rtl = Self.centers(try player(Self.scene("rightToLeft", layout: "{type: circle}")))
    #expect(!ltr.isEmpty && ltr == rtl)
  }

  @Test func aTapActsOnTheItemDrawnUnderTheFinger() throws {
    let p = try player(Self.scene("rightToLeft", extra: "script:\n  - tap: [180, 20]\n"))
    let after = Self.centers(p, at: 2)
    #expect(after["0"] == nil && after["1"] != nil && after["2"] != nil)
  }

  @Test func draggingTowardsTheRightScrollsARightToLeftStripForward() throws {
    let strip = """
      canvas: {width: 200, height: 100, scale: 1}
      collectionView:
        layoutDirection: rightToLeft
        layout: {type: flow, scrollDirection: horizontal, itemSize: [80, 80]}
        sections: [{items: 12}]
      script:
        - drag: {points: [[40, 50], [140, 50]], duration: 0.3, velocity: [0, 0]}
      """
    let p = try player(strip)
    let timeline = p.stages[0].timeline
    #expect(timeline.contentOffset(at: 0).x == 0)
    #expect(timeline.contentOffset(at: 2).x > 90)
    // Item 0 starts at the right edge; scrolled forward, it moves further right, off screen.
    #expect(Self.centers(p)["0"] == 160)
  }

  @Test func anUnknownDirectionIsRefused() {
    #expect(
      sceneError(Self.scene("upsideDown"))?.contains("leftToRight") == true)
  }
}
