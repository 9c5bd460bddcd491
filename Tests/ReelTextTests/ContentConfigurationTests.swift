// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelScene
import ReelText
import ReelViews
import Testing

/// List content configurations and accessories, built from scene keys and laid out as UIKit
/// places them.
@Suite struct ContentConfigurationTests {
  func style(_ yaml: String, version: Int = 26) throws -> ItemStyle {
    let d = try SceneLoader.parse(
      """
      systemVersion: \(version)
      canvas: {width: 390, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [390, 60]}
        style: \(yaml)
        items: 1
      """, file: "t.yaml")
    return d.collectionViews[0].style.resolved(serial: 0)
  }

  /// Every laid-out view, depth first, with frames in the element's coordinates.
  func flatten(_ placed: [PlacedView], origin: CGPoint = .zero) -> [(ContentView, CGRect)] {
    placed.flatMap { p -> [(ContentView, CGRect)] in
      let frame = p.frame.offsetBy(dx: origin.x, dy: origin.y)
      return [(p.view, frame)] + flatten(p.subviews, origin: frame.origin)
    }
  }

  func views(_ style: ItemStyle) -> [(ContentView, CGRect)] {
    flatten(
      ContentTree.layout(
        style.content, size: CGSize(width: 390, height: 60), measurer: PangoMeasurer()))
  }

  @Test func aValueCellPutsItsTextsAtTheEdgesAndTheChevronInTheMargin() throws {
    let s = try style(
      "{content: {type: valueCell, text: Bluetooth, secondaryText: 'On'}, "
        + "accessories: [disclosureIndicator]}")
    #expect(s.label == "", "no placeholder label under a content configuration")
    let all = views(s)
    let labels = all.filter { if case .label = $0.0.kind { true } else { false } }
    let chevron = all.first { $0.0.kind == .symbol(.chevronForward) }
    #expect(labels.map { $0.0.style.label } == ["Bluetooth", "On"])
    #expect(labels[0].1.minX == 16, "the text at the leading margin: \(labels[0].1)")
    #expect(abs(chevron!.1.maxX - (390 - 16)) < 0.01, "the chevron at the trailing margin")
    #expect(abs(labels[1].1.maxX - (chevron!.1.minX - 16)) < 0.01, "16 points to the accessory")
    #expect(labels[1].0.style.textProperties.color == SystemColors.named("secondaryLabel"))
    #expect(chevron!.0.style.textProperties.color == SystemColors.named("tertiaryLabel"))
    #expect(abs(labels[0].1.midY - 30) < 1 && abs(chevron!.1.midY - 30) < 1, "centred")
  }

  @Test func theSecondaryTextFollowsTheScenesIOS() throws {
    let yaml = "{content: {type: cell, text: Title, secondaryText: Detail}}"
    func secondary(_ s: ItemStyle) -> ContentView? {
      views(s).map(\.0).first { $0.style.label == "Detail" }
    }
    let now = try secondary(style(yaml))
    #expect(now?.style.textProperties.font.size == 15)
    #expect(now?.style.textProperties.color == SystemColors.named("secondaryLabel"))
    let old = try secondary(style(yaml, version: 17))
    #expect(old?.style.textProperties.font.size == 12)
    #expect(old?.style.textProperties.color == SystemColors.named("label"))
    let header = try views(style("{content: {type: groupedHeader, text: Wireless}}", version: 16))
    #expect(header.contains { $0.0.style.label == "WIRELESS" }, "grouped headers are uppercased")
  }

  @Test func leadingAccessoriesComeBeforeTheContent() throws {
    let all = views(
      try style("{content: {text: Row}, accessories: [delete, reorder, {switch: true}]}"))
    let delete = all.first { $0.0.kind == .symbol(.minusCircleFill) }!.1
    let row = all.first { $0.0.style.label == "Row" }!.1
    let grip = all.first { $0.0.kind == .symbol(.lineHorizontal3) }!.1
    let toggle = all.first { $0.0.identifier == "switch" }!.1
    #expect(delete.minX == 16 && row.minX == delete.maxX + 16)
    #expect(grip.minX > row.minX && abs(toggle.minX - (grip.maxX + 8)) < 0.01)
    #expect(toggle.size == CGSize(width: 63, height: 28))
  }

  /// A switch accessory is UISwitch's track and knob in the scene's look: on, the knob rests
  /// 2 points from the trailing end over the on colour; off, at the leading end over the off
  /// colour; iOS 13–18 draws the older, taller switch with a round knob.
  @Test func aSwitchAccessoryIsATrackAndAKnobInTheLook() throws {
    func knob(_ yaml: String, version: Int = 26) throws -> (CGRect, CGRect, ContentView) {
      let all = views(try style(yaml, version: version))
      let track = all.first { $0.0.identifier == "switch" }!
      let knob = all.first { $0.0.style.shadow != nil && $0.1.width < track.1.width }!.1
      return (track.1, knob, track.0)
    }
    let (track, on, view) = try knob("{content: {text: Row}, accessories: [{switch: true}]}")
    #expect(on.size == CGSize(width: 37, height: 24))
    #expect(abs(on.maxX - (track.maxX - 2)) < 0.01 && abs(on.midY - track.midY) < 0.01)
    #expect(view.switchValue == 1)
    let (track2, off, view2) = try knob("{content: {text: Row}, accessories: [{switch: false}]}")
    #expect(abs(off.minX - (track2.minX + 2)) < 0.01)
    #expect(view2.switchValue == 0 && view2.style.fill == SystemColors.named("tertiaryLabel"))
    let (old, oldKnob, _) = try knob(
      "{content: {text: Row}, accessories: [{switch: true}]}", version: 17)
    #expect(old.size == CGSize(width: 51, height: 31) && oldKnob.size.width == 27)
    let half = view.switchMoved(to: 0.5)
    #expect(half.switchValue == 0.5, "the on colour half over the off colour")
    #expect(half.style.content[1].style.content[0].width == 11, "half of the 22-point travel")
  }

  /// Delete and insert are multicolour symbols: a red and a green disc, not the tint colour.
  @Test func deleteIsRedAndInsertGreen() throws {
    let all = views(try style("{content: {text: Row}, accessories: [delete, insert]}"))
    let delete = all.first { $0.0.kind == .symbol(.minusCircleFill) }!.0
    let insert = all.first { $0.0.kind == .symbol(.plusCircleFill) }!.0
    #expect(delete.style.textProperties.color == SystemColors.named("systemRed"))
    #expect(insert.style.textProperties.color == SystemColors.named("systemGreen"))
  }
}
