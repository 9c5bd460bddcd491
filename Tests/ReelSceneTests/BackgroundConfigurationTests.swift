// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews
import Testing

@testable import ReelRender
@testable import ReelScene

/// `backgroundConfiguration`: UIBackgroundConfiguration's presets and properties, as the first
/// view behind an element's content.
@Suite struct BackgroundConfigurationTests {
  func style(_ collection: String, item: String = "{}") throws -> ItemStyle {
    let document = try SceneLoader.parse(
      """
      canvas: {width: 200, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [100, 40]}
        style: \(collection)
        items: [\(item)]
      """, file: "t.yaml")
    let cv = document.collectionViews[0]
    return cv.sections[0].items[0].style.over(cv.style).resolved(serial: 0)
  }

  /// The background view inside its inset holder.
  func background(_ s: ItemStyle) -> ContentView? { s.content.first?.style.content.first }

  @Test func aPresetGivesItsColourAndTheCellBecomesClear() throws {
    let s = try style("{backgroundConfiguration: listGroupedCell}")
    #expect(s.fill == .clear && s.label == "")
    #expect(
      background(s)?.style.fill == SystemColors.named("secondarySystemGroupedBackground"))
  }

  @Test func propertiesAndInsetsAreRead() throws {
    let s = try style(
      """
      {backgroundConfiguration: {type: listPlainCell, backgroundColor: systemRed, cornerRadius: 10,
       strokeColor: separator, backgroundInsets: [1, 2, 3, 4], visualEffect: systemThinMaterial}}
      """)
    let holder = try #require(s.content.first)
    guard case .stack(let stack) = holder.kind else {
      Issue.record("not a stack")
      return
    }
    #expect(stack.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let view = try #require(background(s))
    #expect(view.style.fill == SystemColors.named("systemRed"))
    #expect(view.style.cornerRadius == 10 && view.style.clipsToBounds)
    #expect(view.style.borderWidth == 1, "a stroke colour alone strokes one point wide")
    #expect(view.style.visualEffect == MaterialBlur(style: .systemThinMaterial, traits: .standard))
  }

  @Test func anItemsContentKeepsTheBackgroundOfEveryCell() throws {
    let s = try style("{backgroundConfiguration: listPlainCell}", item: "{content: {text: Hi}}")
    #expect(s.content.count == 2)
    #expect(background(s)?.style.fill == SystemColors.named("systemBackground"))
  }

  @Test func badBackgroundsAreErrorsAtTheirKeys() {
    expectRefusals(
      [
        ("{backgroundConfiguration: listFancyCell}", "expected one of listPlainCell"),
        ("{backgroundConfiguration: {visualEffect: frosted}}", "systemUltraThinMaterial"),
        ("{backgroundConfiguration: {strokeOutset: 2}}", "unknown key 'strokeOutset'"),
      ]
    ) { try style($0) }
  }
}
