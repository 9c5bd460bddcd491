// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A hosted screen's cells of estimated size take the size Auto Layout gives their views.
@MainActor
@Suite struct HostedSelfSizingTests {
  @Test func cellsOfEstimatedHeightsAreAsTallAsTheirConstraintsMakeThem() throws {
    let (player, _) = try hostedScene("SelfSizing") { SelfSizingController() }
    let collectionView = player.stages[0].collectionView
    let frames = (0..<3).compactMap {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.count == 3)
    // One line of 17-point text and 24 points of insets; the long text over several lines.
    let oneLine = try #require(frames.first?.height)
    #expect(oneLine > 40 && oneLine < 50)
    #expect(frames[1].height > 3 * (oneLine - 24) + 24)
    #expect(frames[1].minY == frames[0].maxY)
    #expect(frames[2].minY == frames[1].maxY)
    #expect(frames[2].height == oneLine)
    // The picture draws each cell at its own height.
    let items = player.displayList(at: 0, scale: 1).layers.flatMap(\.items)
    #expect(items.map(\.size.height).sorted() == frames.map(\.height).sorted())
  }
}

/// A table of subtitle rows whose detail text wraps, with automatic row heights.
final class SubtitleTableController: UITableViewController {
  static let details = ["One line.", String(repeating: "A detail that wraps. ", count: 8)]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = UITableView.automaticDimension
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.details.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.detailTextLabel?.text = Self.details[indexPath.row]
    cell.detailTextLabel?.numberOfLines = 0
    return cell
  }
}

extension HostedSelfSizingTests {
  @Test func aTablesAutomaticRowsAreAsTallAsTheirText() throws {
    let (player, _) = try hostedScene("SubtitleTable") { SubtitleTableController() }
    let rows = player.stages[0].collectionView
    let heights = (0..<2).compactMap {
      rows.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height
    }
    #expect(heights.count == 2)
    // A title and one line of detail are taller than the 44-point estimate; four lines more so.
    #expect(heights[0] > 50)
    #expect(heights[1] > heights[0] + 40)
  }
}
