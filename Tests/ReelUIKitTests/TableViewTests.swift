// SPDX-License-Identifier: MIT
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// A settings screen as iOS code writes one: an inset-grouped table controller, sections with
/// titles, cells of the older API (`textLabel`, `detailTextLabel`, `accessoryType`).
final class SettingsController: UITableViewController {
  let sections = [
    ("General", ["About", "Software Update", "Storage"]), ("Display", ["Text Size"]),
  ]
  var selected: [IndexPath] = []

  init() { super.init(style: .insetGrouped) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { sections[section].0 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath.section == 1 {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "value")
        ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
      cell.textLabel?.text = sections[1].1[indexPath.row]
      cell.detailTextLabel?.text = "Large"
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
    cell.textLabel?.text = sections[0].1[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A table of a diffable data source, subclassed for its sections' titles.
final class TitledSource: UITableViewDiffableDataSource<String, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { sectionIdentifier(for: section) }
}

/// A screen that is a collection view controller with a classic data source.
final class SquaresController: UICollectionViewController {
  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    super.init(collectionViewLayout: layout)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
  }
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  { 7 }
  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    cell.contentView.backgroundColor = .systemRed
    return cell
  }
}

@MainActor
@Suite struct TableViewTests {
  @Test func aTableControllerIsDrawnAsAnInsetGroupedListWithItsTitlesAndCells() throws {
    let controller = SettingsController()
    let player = try ScenePlayer(name: "settings", viewController: controller)
    let table = try #require(controller.tableView)
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3)
    let first = table.rectForRow(at: [0, 0])
    let second = table.rectForRow(at: [0, 1])
    // Inset from the edges as an inset-grouped list, below the section's header.
    #expect(first.minX > 0 && first.maxX < 390 && first.minY > 20, "\(first)")
    #expect(second.minY == first.maxY, "\(first) \(second)")
    let cell = try #require(table.cellForRow(at: [0, 0]))
    #expect(cell.textLabel?.text == "About" && cell.reuseIdentifier == "plain")
    let valueCell = try #require(table.cellForRow(at: [1, 0]))
    #expect(valueCell.detailTextLabel?.text == "Large")
    let raster = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    let margin = raster.pixel(x: 4, y: Int(first.midY))  // grouped background
    let row = raster.pixel(x: Int(first.minX) + 2, y: Int(first.midY))  // the row's white
    #expect(margin.r < 245 && margin.r > 225, "\(margin)")
    #expect(row.r > 250 && row.g > 250 && row.b > 250, "\(row)")
    // The section's title is drawn above its rows, and a hairline between the rows.
    let title = (0..<Int(first.minY)).flatMap { y in (16..<120).map { raster.pixel(x: $0, y: y) } }
    #expect(title.contains { $0.r < 160 }, "no header text")
    let line = raster.pixel(x: Int(first.midX), y: Int(first.maxY) - 1)
    #expect(line.r < 235 && line.r > 150, "\(line)")
    #expect(raster.pixel(x: Int(first.midX), y: Int(first.maxY) - 3).r > 250)
  }

  @Test func aFixedRowHeightAndTheDelegatesHeightSizeTheRows() throws {
    let controller = SettingsController()
    controller.loadViewIfNeeded()
    controller.tableView.rowHeight = 80
    _ = try ScenePlayer(name: "settings", viewController: controller)
    let table = try #require(controller.tableView)
    #expect(table.rectForRow(at: [0, 0]).height == 80)
    #expect(table.rectForRow(at: [1, 0]).height == 80)
  }

  /// `scrollToRow(at:at:animated:)` puts the row at the top or bottom, or, with `.none`,
  /// scrolls only as far as shows it whole (it did not exist before).
  @Test func scrollingToARowPutsItWhereAsked() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    let source = UITableViewDiffableDataSource<String, String>(tableView: table) {
      table, indexPath, name in
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = name
      return cell
    }
    table.rowHeight = 44
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["rows"])
    snapshot.appendItems((0..<50).map { "Row \($0)" })
    source.apply(snapshot, animatingDifferences: false)
    table.scrollToRow(at: [0, 2], at: .none, animated: false)
    #expect(table.contentOffset.y == 0)
    table.scrollToRow(at: [0, 30], at: .none, animated: false)
    #expect(table.rectForRow(at: [0, 30]).maxY - table.contentOffset.y == 400)
    table.scrollToRow(at: [0, 20], at: .top, animated: false)
    #expect(table.contentOffset.y == table.rectForRow(at: [0, 20]).minY)
    table.scrollToRow(at: [0, 49], at: .top, animated: false)
    #expect(table.contentOffset.y == table.contentSize.height - 400)
  }

  @Test func aTapSelectsTheRowAndTellsTheDelegate() throws {
    let controller = SettingsController()
    _ = try ScenePlayer(name: "settings", viewController: controller)
    let table = try #require(controller.tableView)
    #expect(table.rowsView.tapItem(at: [0, 2]))
    #expect(controller.selected == [[0, 2]])
    #expect(table.indexPathForSelectedRow == [0, 2])
    table.deselectRow(at: [0, 2], animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test func aDiffableTableShowsItsSnapshotWithTitles() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = TitledSource(tableView: table) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit", "Vegetables"])
    snapshot.appendItems(["Apple", "Pear"], toSection: "Fruit")
    snapshot.appendItems(["Leek"], toSection: "Vegetables")
    source.apply(snapshot, animatingDifferences: false)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
    let header = table.rowsView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: [1, 0])
    #expect(header != nil)
    let cell = try #require(table.rowsView.dataSource as? TitledSource).tableView(
      table, cellForRowAt: [1, 0])
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Leek")
  }

  @Test func rowsChangedWithoutTheDataSourceFailWithUIKitsWords() throws {
    let controller = SettingsController()
    _ = try ScenePlayer(name: "settings", viewController: controller)
    let table = try #require(controller.tableView)
    table.insertRows(at: [[0, 0]], with: .automatic)
    let problem = try #require(CollectionViewCells.of(table.rowsView).problems.last)
    #expect(
      problem.message.hasPrefix("Invalid update: invalid number of rows in section 0"),
      "\(problem.message)")
    #expect(problem.file.hasSuffix("TableViewTests.swift"))
  }

  @Test func aCollectionViewControllerIsItsViewsDataSource() throws {
    let controller = SquaresController()
    let player = try ScenePlayer(name: "squares", viewController: controller)
    // Counts read at the first layout, without reloadData().
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 7)
    let raster = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    let first = try #require(
      controller.collectionView.collectionViewLayout.layoutAttributesForItem(at: [0, 0]))
    let pixel = raster.pixel(x: Int(first.frame.midX), y: Int(first.frame.midY))
    #expect(pixel.r > 200 && pixel.g < 100, "\(pixel)")
  }
}
