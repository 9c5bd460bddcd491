// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit

/// A table controller of `rows` plain rows titled "Row 0", "Row 1"…, for tests that vary one
/// thing about a table.
class NumberedRowsController: UITableViewController {
  var rows: Int { 3 }

  /// The cell of a numbered row (subclasses give their own kind).
  func makeCell() -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = makeCell()
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// Every colour a drawn element fills with: its views' and its content's, depth first.
func drawnFills(of item: DisplayItem) -> [RGBAColor] {
  func fills(_ view: PlacedView) -> [RGBAColor] {
    [view.view.style.fill] + view.subviews.flatMap(fills)
  }
  func fills(_ view: ContentView) -> [RGBAColor] {
    [view.style.fill] + view.style.content.flatMap(fills)
  }
  return item.style.views.flatMap(fills) + item.style.content.flatMap(fills)
}

/// The element of the first stage drawn at `time` whose identity starts with `prefix`.
@MainActor
func drawnElement(_ prefix: String, in player: ScenePlayer, at time: Double = 0) -> DisplayItem? {
  player.displayList(at: time, scale: 1).layers.flatMap(\.items).first {
    $0.identity?.hasPrefix(prefix) == true
  }
}
