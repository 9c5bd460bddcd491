// SPDX-License-Identifier: MIT
import Foundation
import ReelViews
import Testing

@testable import ReelRender
@testable import ReelScene

/// `views`, `content` and `accessories` in scene files.
@Suite struct ViewSceneTests {
  func style(_ text: String) throws -> ItemStyle {
    try SceneLoader.parse(
      """
      canvas: {width: 200, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [100, 40]}
        style: \(text)
        items: 1
      """, file: "t.yaml"
    ).collectionViews[0].style.resolved(serial: 0)
  }

  @Test func aViewTreeIsReadWithUILabelsDefaults() throws {
    let s = try style(
      """
      {views: [{stack: {axis: vertical, spacing: 4, alignment: leading, distribution: fillEqually},
                fill: red, views: [{label: Hi, font: headline}, {spacer: {}}, {symbol: checkmark,
                width: 20, alpha: 0.5, isHidden: true, hugging: 1, compressionResistance: 999}]}]}
      """)
    #expect(s.label == "", "no placeholder label")
    let root = s.content[0]
    #expect(
      root.kind
        == .stack(
          StackLayout(axis: .vertical, spacing: 4, alignment: .leading, distribution: .fillEqually))
    )
    #expect(root.style.fill == SystemColors.named("red"))
    let label = root.style.content[0]
    #expect(label.kind == .label && label.style.label == "Hi")
    #expect(label.style.textProperties.font.weight == .semibold)
    #expect(
      label.style.textProperties.color == .black && label.style.textProperties.alignment == .natural
    )
    let symbol = root.style.content[2]
    #expect(symbol.width == 20 && symbol.alpha == 0.5 && symbol.isHidden)
    #expect(symbol.hugging == 1 && symbol.compressionResistance == 999)
  }

  /// A documentation author's finding: an element built from views took a palette fill, and a
  /// label on `fill: clear` was white — invisible on a white screen.
  @Test func elementsBuiltFromViewsAreClearAndClearElementsHaveLabelColouredText() throws {
    let built = try style("{views: [{label: Hi}]}")
    #expect(built.fill == .clear)
    let box = try style("{cornerRadius: 4}")
    #expect(box.fill == .palette(0) && box.textProperties.color == .white)
    let clear = try style("{fill: clear, label: Hello}")
    #expect(clear.textProperties.color == .black)
    let dark = try SceneLoader.parse(
      """
      appearance: dark
      canvas: {width: 200, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [100, 40]}
        style: {fill: clear, label: Hello}
        items: 1
      """, file: "t.yaml"
    ).collectionViews[0].style.resolved(
      serial: 0, traits: TraitCollection(userInterfaceStyle: .dark))
    #expect(dark.textProperties.color == .white)
    let chosen = try style("{fill: clear, label: Hello, textColor: systemRed}")
    #expect(chosen.textProperties.color == SystemColors.named("systemRed"))
  }

  /// The scene's accessories are UIKit's kinds, drawn as the view layer declares them: a
  /// pop-up menu's up and down chevrons in the accessory grey, trailing.
  @Test func aPopUpMenuAccessoryDrawsItsChevrons() throws {
    let s = try style("{content: {text: Sort}, accessories: [popUpMenu]}")
    func find(_ views: [ContentView]) -> ContentView? {
      for view in views {
        if case .fontSymbol = view.kind { return view }
        if let found = find(view.style.content) { return found }
      }
      return nil
    }
    let chevrons = try #require(find(s.content))
    #expect(chevrons.kind == .fontSymbol("unfold_more"))
    #expect(chevrons.style.textProperties.color == SystemColors.named("tertiaryLabel"))
  }

  @Test func badViewsAreErrorsAtTheirKeys() {
    let cases = [
      (
        "{views: [{label: a, spacer: {}}]}",
        """
        expected exactly one of stack, label, image, symbol, spacer, view, searchField, slider, \
        stepper, found label and spacer
        """
      ),
      ("{views: [{fill: red}]}", "found none"),
      (
        "{views: [{view: {}}], content: cell}",
        "'views' and a content configuration both fill the element: keep one (found 'views' at "
          + "t.yaml:4:"
      ),
      ("{views: [{symbol: star.sparkle.nope}]}", "views[0].symbol: no symbol named"),
      ("{views: [{view: {}, alpha: 2}]}", "views[0].alpha: expected a number from 0.0 to 1.0"),
      ("{content: {type: tableCell}}", "content.type"),
      ("{accessories: [chevron]}", "accessories[0]"),
      ("{accessories: [{label: a, checkmark: null}]}", "expected one accessory kind"),
      ("{accessories: [{switch: maybe}]}", "accessories[0].switch"),
    ]
    expectRefusals(cases) { try style($0) }
  }

  @Test func anUnknownKeysListNamesEachKeyOnce() {
    do {
      _ = try style("{views: [{symbol: star.fill, size: [2, 2]}]}")
      Issue.record("an unknown key was read")
    } catch {
      let message = "\(error)"
      let listed = message.components(separatedBy: "expected one of ").last ?? ""
      let keys = listed.components(separatedBy: ", ")
      #expect(keys.count == Set(keys).count, "\(message)")
      #expect(keys.contains("image") && keys.contains("views"))
    }
  }
}
