// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A script's tap on a hosted cell runs UIKit's touch sequence (SPEC-VIEWS 8.4): the highlight
/// asked for and shown, then the selection; the cells' `isHighlighted` and `isSelected` follow,
/// and a cell whose views change is drawn changed from the tap on, not before.
@MainActor
@Suite struct CellTouchTests {
  func play(_ script: String) throws -> (ScenePlayer, TouchGridController) {
    try hostedScene("TouchGrid", script: script) { TouchGridController() }
  }

  /// The drawn cell of item `item` at `time`.
  func cell(_ item: Int, in player: ScenePlayer, at time: Double) -> DisplayItem? {
    drawnElement("main/\(item)#", in: player, at: time)
  }

  @Test func aTapHighlightsThenSelectsInUIKitsOrder() throws {
    let (_, controller) = try play("  - {at: 0.5, tap: [195, 50]}")
    #expect(
      controller.events == [
        "should highlight 1", "cell highlighted 1", "did highlight 1", "should select 1",
        "cell unhighlighted 1", "did unhighlight 1", "did select 1",
      ])
    let selected = controller.collectionView.indexPathsForSelectedItems
    #expect(selected == [IndexPath(item: 1, section: 0)])
  }

  @Test func refusingTheHighlightRefusesTheSelection() throws {
    let (_, controller) = try play("  - {at: 0.5, tap: [340, 50]}")
    #expect(controller.events == ["should highlight 2"])
    #expect(controller.collectionView.indexPathsForSelectedItems == [])
  }

  @Test func theSelectedCellIsDrawnSelectedFromTheTapOnly() throws {
    let (player, controller) = try play("  - {at: 0.5, tap: [50, 50]}\n  - {at: 1, tap: [195, 50]}")
    let cells = try #require(controller.collectionView.visibleCells as? [TouchCell])
    #expect(cells.map(\.isSelected) == [false, true, false])
    let blue = UIColor.systemBlue.rgba(in: .standard)
    let red = UIColor.systemRed.rgba(in: .standard)
    func fill(_ item: Int, at time: Double) throws -> RGBAColor? {
      let views = cell(item, in: player, at: time)?.style.views
      return try #require(views?.first?.subviews.first?.view.style.fill)
    }
    #expect(try fill(0, at: 0.4) == blue)
    #expect(try fill(0, at: 0.7) == red)
    #expect(try fill(0, at: 1.1) == blue)
    #expect(try fill(1, at: 0.9) == blue)
    #expect(try fill(1, at: 1.1) == red)
  }

  /// The cell's own block animation (it shrinks to 0.9 while highlighted, linearly over 0.4 s;
  /// a quick tap highlights and unhighlights at once, so it grows back from 0.9) is drawn
  /// moving; before, a cell's views took the animation's values at once.
  @Test func aCellsOwnBlockAnimationIsDrawnMoving() throws {
    let (player, _) = try play("  - {at: 0.5, tap: [195, 50]}")
    func scale(at time: Double) throws -> CGFloat {
      try #require(cell(1, in: player, at: time)?.style.views.first?.view.transform.m11)
    }
    #expect(try scale(at: 0.4) == 1)
    #expect(try abs(scale(at: 0.7) - 0.95) < 0.001)
    #expect(try abs(scale(at: 0.8) - 0.975) < 0.001)
    #expect(try scale(at: 1) == 1)
  }

  /// A list cell has its list's background configuration, as on iOS, so a tapped row looks
  /// selected (grey) from the tap on; before, list cells had none and never looked selected.
  @Test func aTappedListRowLooksSelectedFromTheTapOn() throws {
    let (player, controller) = try hostedScene(
      "SelectList", script: "  - {at: 0.5, tap: [100, 66]}"
    ) { SwipeListController() }
    let selected = controller.collectionView.indexPathsForSelectedItems
    #expect(selected == [IndexPath(item: 1, section: 0)])
    let row = { (time: Double) in drawnElement("main/d1#", in: player, at: time)?.style.views }
    let before = try #require(row(0.4))
    #expect(before != (try #require(row(0.6))))
    #expect(before == (try #require(row(0.4))))
  }

  @Test func aCellTheCodeChangesIsDrawnChangedFromThenOn() throws {
    // Selecting item 1 fades item 0's content from the delegate's code.
    let (player, _) = try play("  - {at: 0.5, tap: [195, 50]}")
    func alpha(at time: Double) throws -> CGFloat? {
      try #require(cell(0, in: player, at: time)?.style.views.first?.subviews.first?.view.alpha)
    }
    #expect(try alpha(at: 0.4) == 1)
    #expect(try alpha(at: 0.6) == 0.25)
  }
}

/// A tap on a hosted table's row calls the cell's `setHighlighted(_:animated:)` and
/// `setSelected(_:animated:)` (which table cells override) and the delegate's highlight methods.
@MainActor
@Suite struct RowTouchTests {
  @Test func aTapOnARowHighlightsAndSelectsItsCell() throws {
    let (player, controller) = try hostedScene(
      "CheckedTable", script: "  - {at: 0.5, tap: [100, 66]}"
    ) { CheckedTableController(style: .plain) }
    let row = try #require(controller.tableView.indexPathForSelectedRow?.row)
    #expect(
      controller.events.filter { $0.hasSuffix(" \(row)") } == [
        "cell highlighted true \(row)", "did highlight \(row)", "cell highlighted false \(row)",
        "did unhighlight \(row)", "cell selected true \(row)", "did select \(row)",
      ])
    // The checkmark the cell shows once selected is drawn from the tap on.
    let drawn = { (time: Double) in
      drawnElement("main/\(row)#", in: player, at: time)?.style.views
    }
    #expect(drawn(0.4) != nil && drawn(0.4) != drawn(0.6))
  }
}
