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
