// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A script swipes a hosted screen's rows: the actions are those the screen's own code gives
/// (a list configuration's provider, a table's delegate), drawn beside the row as it slides; a
/// full swipe runs the first action's handler, as iOS does.
@MainActor
@Suite struct HostedSwipeTests {
  @Test func aSwipedListRowRevealsTheCodesActions() throws {
    let (player, _) = try hostedScene(
      "SwipeList", script: "  - {at: 0.5, swipe: {item: [0, 1], to: revealed}}"
    ) { SwipeListController() }
    let list = player.displayList(at: 2, scale: 1)
    // Row 1 carries the revealed buttons beside its views.
    let row = try #require(
      list.layers[0].items.first { $0.style.clipsToBounds && !$0.style.content.isEmpty })
    // The row's own views slid toward the leading edge; the button at the trailing one.
    #expect(row.style.views.first.map { $0.frame.minX < 0 } == true)
  }

  @Test func aFullSwipeRunsTheFirstActionsHandler() throws {
    let (_, controller) = try hostedScene(
      "SwipeListFull", script: "  - {at: 0.5, swipe: {item: [0, 1], to: full}}"
    ) { SwipeListController() }
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["Apples", "Plums", "Figs"])
  }

  @Test func aTablesDelegateGivesItsRowsActions() throws {
    let (player, _) = try hostedScene(
      "SwipeTable", script: "  - {at: 0.5, swipe: {item: [0, 2], to: revealed}}"
    ) { SwipeTableController(style: .plain) }
    let items = player.displayList(at: 2, scale: 1).layers[0].items
    #expect(items.contains { $0.style.views.first.map { $0.frame.minX < 0 } == true })
  }
}

/// A tap on a hosted outline's header row expands it, and a second one collapses it, through
/// the screen's own diffable data source, as a tap on iOS does.
@MainActor
@Suite struct HostedOutlineTapTests {
  @Test func aHeaderRowTapExpandsAndCollapsesIt() throws {
    let (player, controller) = try hostedScene(
      "OutlineMenu", script: "  - {at: 0.5, tap: [100, 20]}\n  - {at: 1.5, tap: [100, 20]}"
    ) { OutlineMenuController() }
    let cells = { (time: Double) in
      player.stages[0].timeline.elements(at: time).filter { $0.key.category == .cell }.count
    }
    #expect(cells(0.4) == 2)
    #expect(cells(1.2) == 4)
    #expect(cells(2.5) == 2)
    #expect(!controller.dataSource.snapshot(for: 0).isExpanded("Fruit"))
    // The header is drawn with its disclosure turned while expanded, as before once collapsed.
    func header(at time: Double) -> [PlacedView]? {
      player.displayList(at: time, scale: 1).layers[0].items.first {
        $0.identity?.hasPrefix("main/d0#") == true
      }?.style.views
    }
    #expect(header(at: 0.4) != nil)
    #expect(header(at: 0.4) != header(at: 1.2))
    #expect(header(at: 0.4) == header(at: 2.5))
  }
}
