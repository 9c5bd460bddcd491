// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// Lists written in scene files: the appearance's look (backgrounds, rounded groups, headers
/// from the sections' text, separators at the text), swipe actions and outlines.
@Suite struct ListSceneTests {
  static let scene = """
    systemVersion: 18
    canvas: {width: 390, height: 600}
    collectionView:
      layout:
        type: list
        appearance: insetGrouped
        headerMode: supplementary
        trailingSwipeActions: [{title: Delete, style: destructive}, {title: Flag}]
      sections:
        - header: Connections
          items:
            - {id: a, content: {text: Alpha}}
            - {id: b, content: {text: Beta, image: {symbol: wifi}}}
            - {id: c, content: {text: Gamma}}
        - items:
            - {id: f, content: {text: Folders}, accessories: [outlineDisclosure], children: [
                {id: f1, content: {text: Work}}, {id: f2, content: {text: Home}}]}
            - {id: g, content: {text: Archive}}
    script:
      - at: 0.5
        swipe: b
      - swipe: {item: c, to: full}
      - expand: f
      - wait: 0.5
      - collapse: f
    """

  /// The collection view's drawn items at `time`, by item id (cells only).
  static func cells(_ player: ScenePlayer, at time: Double) -> [String: DisplayItem] {
    var cells: [String: DisplayItem] = [:]
    for item in player.displayList(at: time).layers[0].items {
      guard let identity = item.identity, !identity.contains("/UICollection") else { continue }
      let id = identity.split(separator: "/").last.map { String($0.split(separator: "#")[0]) }
      if let id, !identity.hasSuffix("-out") { cells[id] = item }
    }
    return cells
  }

  /// The leading inset of every separator a cell draws (its row-filling stacks with a hairline).
  static func separatorInsets(_ style: ItemStyle) -> [CGFloat] {
    style.content.compactMap { view in
      guard case .stack(let stack) = view.kind, stack.axis == .vertical,
        view.style.content.contains(where: { $0.height.map { $0 <= 1 } == true })
      else { return nil }
      return stack.layoutMargins.left
    }
  }

  @Test func insetGroupedListsLookLikeIOS() throws {
    let player = try player(Self.scene)
    let cells = Self.cells(player, at: 0)
    let a = try #require(cells["a"])
    // 16 in from each side; the header's measured height above (the first section's grouped
    // header: 32 + footnote line + 6).
    #expect(a.size.width == 358 && a.center.x == 195)
    #expect(a.style.fill == SystemColors.named("secondarySystemGroupedBackground"))
    #expect(a.style.cornerRadius == 10 && a.style.maskedCorners.contains(.layerMinXMinYCorner))
    #expect(!a.style.maskedCorners.contains(.layerMinXMaxYCorner))
    #expect(cells["c"]?.style.maskedCorners.contains(.layerMaxXMaxYCorner) == true)
    // Separators start at the text: the margin for text alone, past the image otherwise; the
    // last row has none.
    #expect(Self.separatorInsets(a.style) == [16])
    let b = try #require(cells["b"])
    let c = try #require(cells["c"])
    #expect((Self.separatorInsets(b.style).first ?? 0) > 40)
    #expect(Self.separatorInsets(c.style).isEmpty)
    let layer = player.displayList(at: 0).layers[0]
    #expect(layer.background == SystemColors.named("systemGroupedBackground"))
    let header = try #require(layer.items.first { $0.identity?.contains("Header") == true })
    #expect(header.size.height > 45 && header.style.fill == .clear)
    #expect(Self.labels(header.style).contains("CONNECTIONS"))
  }

  static func labels(_ style: ItemStyle) -> [String] {
    [style.label].compactMap { $0 } + style.content.flatMap { labels($0.style) }
  }

  @Test func aSwipeRevealsTheActionsAndAFullSwipeDeletes() throws {
    let player = try player(Self.scene)
    let open = try #require(Self.cells(player, at: 0.8)["b"])
    #expect(Self.labels(open.style).contains("Delete") && Self.labels(open.style).contains("Flag"))
    let moved = open.style.content.first { !$0.transform.isIdentity }
    #expect((moved?.transform.m41 ?? 0) < -100)
    // The full swipe of c closes b, then deletes c.
    let after = Self.cells(player, at: 2.0)
    #expect(after["c"] == nil)
    #expect(after["b"].map { Self.labels($0.style).contains("Delete") } == false)
  }

  /// Swipe actions take a symbol image, drawn above the title; squeezed by a full swipe, the
  /// inner buttons' titles and images fade rather than show clipped letters.
  @Test func swipeActionsTakeImagesAndFadeTheirTitlesWhenSqueezed() throws {
    let scene = Self.scene.replacingOccurrences(
      of: "[{title: Delete, style: destructive}, {title: Flag}]",
      with: "[{title: Delete, style: destructive, image: trash.fill}, {title: Flag, image: flag}]")
    let swiped = try player(scene)
    func buttons(_ time: Double, _ id: String) throws -> [ContentView] {
      let cell = try #require(Self.cells(swiped, at: time)[id])
      let row = try #require(cell.style.content.last)
      return row.style.content.filter { $0.width.map { $0 > 0 } == true }
    }
    let open = try buttons(0.8, "b")
    #expect(open.count == 2)
    for button in open {
      let kinds = button.style.content.map(\.kind)
      #expect(kinds.contains { if case .fontSymbol = $0 { true } else { false } })
      #expect(button.style.content.allSatisfy { $0.alpha == 1 })
    }
    // Mid full swipe of c: Flag (the inner button) is narrower and its content fainter.
    let squeezed = try buttons(0.95, "c")
    let flag = squeezed.first { $0.style.content.contains { $0.style.label == "Flag" } }
    let content = try #require(flag?.style.content.filter { $0.kind != .spacer })
    #expect(content.allSatisfy { $0.alpha < 1 })
    #expect(throws: SceneError.self) {
      try player(Self.scene.replacingOccurrences(of: "{title: Flag}", with: "{image: nope}"))
    }
  }

  @Test func expandingShowsIndentedChildrenAndTurnsTheChevron() throws {
    let player = try player(Self.scene)
    #expect(Self.cells(player, at: 1.3)["f1"] == nil)
    let expanded = Self.cells(player, at: 2.0)
    let folder = try #require(expanded["f"])
    let work = try #require(expanded["f1"])
    #expect(work.center.y > folder.center.y)
    let home = try #require(expanded["f2"])
    #expect(home.center.y > work.center.y)
    // Indented one level (10 points): the separator starts 10 points further in.
    #expect(Self.separatorInsets(work.style) == [26])
    #expect(Self.chevronAngle(folder.style) ?? 0 > 1.5)
    #expect(Self.cells(player, at: 2.6)["f1"] == nil)
    // List rows are at least the default row height (44 points before iOS 26).
    #expect(work.size.height == 44)
  }

  /// The rotation of the outline disclosure chevron, radians.
  static func chevronAngle(_ style: ItemStyle) -> CGFloat? {
    for view in style.content {
      if view.identifier == "outlineDisclosure" {
        return atan2(view.transform.m12, view.transform.m11)
      }
      if let angle = chevronAngle(view.style) { return angle }
    }
    return nil
  }

  @Test func listStepsFailWithLocatedErrors() {
    let noActions = Self.scene.replacingOccurrences(
      of: "trailingSwipeActions: [{title: Delete, style: destructive}, {title: Flag}]",
      with: "showsSeparators: true")
    #expect(sceneError(noActions)?.contains("the list gives no trailing swipe actions") == true)
    let unknown = Self.scene.replacingOccurrences(of: "expand: f", with: "expand: a")
    #expect(sceneError(unknown)?.contains("'a' is not an item of an outline") == true)
    let missing = Self.scene.replacingOccurrences(of: "swipe: b", with: "swipe: zz")
    #expect(sceneError(missing)?.contains("there is no item with id 'zz' now") == true)
    let noID = Self.scene.replacingOccurrences(of: "{id: f1, content", with: "{content")
    #expect(sceneError(noID)?.contains("items of an outline") == true)
  }
}

@Suite struct OutlineReconcileTests {
  @Test func aRowSwipedAwayStaysGoneWhenTheOutlineExpands() throws {
    let scene = """
      canvas: {width: 390, height: 600}
      collectionView:
        layout:
          type: list
          appearance: plain
          trailingSwipeActions: [{title: Delete, style: destructive}]
        sections:
          - items:
              - {id: a, children: [{id: a1}]}
              - {id: b}
      script:
        - swipe: {item: b, to: full}
        - insert: [{index: 1, id: n}]
        - expand: a
      """
    let player = try player(scene)
    let ids = frames(player.inspect(at: 5)).map(\.id)
    #expect(ids.contains("a1") && ids.contains("n") && !ids.contains("b"))
  }
}

@Suite struct ItemSeparatorTests {
  @Test func aRowMayHideOrMoveItsOwnSeparators() throws {
    let scene = """
      systemVersion: 18
      canvas: {width: 390, height: 600}
      collectionView:
        layout: {type: list, appearance: insetGrouped}
        items:
          - id: a
            content: {text: Alpha}
            separatorConfiguration: {bottomSeparatorVisibility: hidden}
          - id: b
            content: {text: Beta}
            separatorConfiguration: {bottomSeparatorInsets: {leading: 0}}
          - id: c
            content: {text: Gamma}
            separatorConfiguration:
              {topSeparatorVisibility: visible, bottomSeparatorVisibility: visible}
          - {id: d, content: {text: Delta}}
      """
    let cells = ListSceneTests.cells(try player(scene), at: 0)
    let insets = { (id: String) in ListSceneTests.separatorInsets(cells[id]!.style) }
    #expect(insets("a").isEmpty)
    #expect(insets("b") == [0])
    // c shows a top separator the list would not draw, both at its text.
    #expect(insets("c") == [16, 16])
    #expect(insets("d").isEmpty)  // the last row of an inset section
  }
}
