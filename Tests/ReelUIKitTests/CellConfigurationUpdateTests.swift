// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// `updateConfiguration(using:)`, `configurationUpdateHandler` and
/// `setNeedsUpdateConfiguration()`: when they run, with what state, and what they set in time.
@MainActor
@Suite struct CellConfigurationUpdateTests {
  final class StateCell: UICollectionViewListCell {
    var states: [UICellConfigurationState] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
      states.append(state)
      super.updateConfiguration(using: state)
    }
  }

  @Test func itRunsBeforeTheFirstLayoutAndAfterEachChangeOfState() {
    let cell = StateCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var handled = 0
    cell.configurationUpdateHandler = { _, _ in handled += 1 }
    #expect(cell.states.isEmpty, "nothing until the cell is laid out")
    cell.layoutIfNeeded()
    #expect(cell.states.count == 1 && handled == 1, "super runs the handler")
    cell.layoutIfNeeded()
    #expect(cell.states.count == 1, "no change, no update")
    cell.isSelected = true
    cell.isHighlighted = true
    cell.layoutIfNeeded()
    #expect(cell.states.count == 2, "two changes before a layout: one update")
    #expect(cell.states.last?.isSelected == true && cell.states.last?.isHighlighted == true)
    cell.isEditing = true
    cell.layoutIfNeeded()
    #expect(cell.states.last?.isEditing == true)
    cell.setNeedsUpdateConfiguration()
    cell.setNeedsUpdateConfiguration()
    cell.layoutIfNeeded()
    #expect(cell.states.count == 4)
    cell.overrideUserInterfaceStyle = .dark
    cell.layoutIfNeeded()
    #expect(cell.states.last?.traitCollection.userInterfaceStyle == .dark)
  }

  /// Apple's pattern: the handler builds the content for the state, and the content is laid
  /// out in the same pass.
  @Test func whatTheHandlerSetsIsLaidOutInTheSamePass() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 52))
    cell.configurationUpdateHandler = { cell, state in
      var content = UIListContentConfiguration.cell().updated(for: state)
      content.text = state.isSelected ? "Chosen" : "Inbox"
      cell.contentConfiguration = content
    }
    cell.layoutIfNeeded()
    let view = try #require(cell.contentView.subviews.first as? UIListContentView)
    let label = try #require(view.subviews[1].subviews.first as? UILabel)
    #expect(label.text == "Inbox" && label.frame.width > 0)
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(label.text == "Chosen", "the same content view, given the new configuration")
    #expect(view.subviews[1].frame.minX == 16 && view.subviews[1].frame.width == 288)
  }
}
