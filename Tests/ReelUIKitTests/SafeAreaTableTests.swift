// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A table pinned to the safe area with Auto Layout, as Apple's TableViewEditing screen sets
/// one up: it sits below the navigation bar, so none of its content is under a bar.
final class PinnedTableController: UIViewController, UITableViewDataSource {
  var tableView: UITableView!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pinned"
    tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.dataSource = self
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Visited"
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A table (or collection view) inside another view is drawn where it is: its rows start at
/// its top, below the bar, with no inset added for a bar it is not under.
@MainActor
@Suite struct SafeAreaTableTests {
  @Test func aTablePinnedToTheSafeAreaInsetsNothingMore() throws {
    var made: PinnedTableController?
    ViewControllerRegistry.shared.register("PinnedTable") {
      made = PinnedTableController()
      return made!
    }
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        """
        canvas: {device: {model: iPhone 16 Pro}, duration: 0}
        viewController: {type: PinnedTable, navigation: true}
        """, file: "scene.yaml"))
    let controller = try #require(made)
    let table = try #require(controller.tableView)
    let guide = controller.view.safeAreaLayoutGuide.layoutFrame
    #expect(table.frame.minY == guide.minY)
    #expect(table.safeAreaInsets.top == 0)
    #expect(table.adjustedContentInset.top == 0)
    // Its rows are drawn where the table is (drawn 106 points lower before: the table's offset
    // counted twice).
    #expect(player.stages[0].spec.frame.minY == table.frame.minY)
    // Its header keeps a clear background over the grouped grey, as UIKit's do; its rows have
    // their list's (white): list headers took the rows' background for a while.
    let list = player.displayList(at: 0, scale: 1)
    let items = (list.screens.flatMap(\.layers) + list.layers).flatMap(\.items)
    let opaque = { (item: DisplayItem) in drawnFills(of: item).filter { $0.alpha > 0 } }
    let header = try #require(items.first { $0.identity?.contains("Header") == true })
    let row = try #require(items.first { $0.identity?.hasPrefix("main/0#") == true })
    #expect(opaque(header).isEmpty)
    #expect(opaque(row).first == UIColor.secondarySystemGroupedBackground.rgba(in: .standard))
  }
}

/// A table with a banner as its `tableHeaderView` and a note as its `tableFooterView`.
final class BannerTableController: NumberedRowsController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
    banner.backgroundColor = .systemBlue
    tableView.tableHeaderView = banner
    let note = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
    note.backgroundColor = .systemOrange
    tableView.tableFooterView = note
  }

}

/// A table's header and footer views are drawn above its first row and below its last, as wide
/// as the table and as tall as their frames, scrolling with the rows (before, they were kept
/// and not drawn).
@MainActor
@Suite struct TableHeaderViewTests {
  @Test func theTablesHeaderAndFooterViewsFrameItsRows() throws {
    let (player, controller) = try hostedScene("BannerTable") {
      BannerTableController(style: .plain)
    }
    let table = try #require(controller.tableView)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
    let header = try #require(drawnElement("main/s0/ReelTableHeaderView", in: player))
    #expect(header.size == CGSize(width: 390, height: 120))
    #expect(drawnFills(of: header).contains(UIColor.systemBlue.rgba(in: .standard)))
    let footer = try #require(drawnElement("main/s0/ReelTableFooterView", in: player))
    let lastRow = table.rectForRow(at: IndexPath(row: 2, section: 0))
    #expect(footer.size.height == 60 && footer.center.y == lastRow.maxY + 30)
  }
}
