// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A table whose rows can be edited and moved, put into editing by its own code, as Apple's
/// TableViewEditing screen does from its Edit button.
final class EditableTableController: NumberedRowsController, SelectorPerforming {
  override var rows: Int { 4 }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row != 3
  }

  override func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    indexPath.row == 2 ? .insert : .delete
  }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    guard selector.name == "edit" else { return false }
    setEditing(true, animated: true)
    return true
  }
}

/// While a table edits, its rows show UIKit's editing controls: the delegate's editing style's
/// button (delete or insert) leading and, for rows that can move, the reorder control trailing;
/// before, editing changed nothing drawn.
@MainActor
@Suite struct TableEditingTests {
  @Test func editingRowsShowTheirControls() throws {
    let (player, controller) = try hostedScene(
      "EditableTable", script: "  - {at: 0.5, perform: edit}"
    ) { EditableTableController(style: .plain) }
    let kinds = (0..<4).map { row in
      controller.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.accessories
        .map(\.kind) ?? []
    }
    #expect(kinds == [[.delete, .reorder], [.delete, .reorder], [.insert, .reorder], [.delete]])
    let row0 = { (time: Double) in
      player.displayList(at: time, scale: 1).layers.flatMap(\.items).first {
        $0.identity?.hasPrefix("main/0#") == true
      }?.style.views
    }
    let before = try #require(row0(0.4))
    #expect(before != (try #require(row0(0.6))))
  }
}

/// A table whose separators are red.
final class RedLinesTableController: NumberedRowsController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.separatorColor = .systemRed
  }
}

/// A table's `separatorColor` colours its separators (it did not compile before).
@MainActor
@Suite struct TableSeparatorColorTests {
  @Test func separatorsTakeTheTablesColour() throws {
    let (player, _) = try hostedScene("RedLinesTable") { RedLinesTableController(style: .plain) }
    let row = try #require(drawnElement("main/0#", in: player))
    #expect(drawnFills(of: row).contains(UIColor.systemRed.rgba(in: .standard)))
  }
}

/// A grouped table whose delegate fixes its headers' heights and which has a refresh control.
final class SizedHeadersTableController: NumberedRowsController {
  override var rows: Int { 2 }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.refreshControl = UIRefreshControl()
    tableView.refreshControl?.beginRefreshing()
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { "Section \(section)" }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { section == 0 ? 60 : UITableView.automaticDimension }
}

/// The table API real files use around sections: a delegate's header height is the header's,
/// `headerView(forSection:)` finds it, `indexPathForRow(at:)` finds a row, a refresh control is
/// kept (none of these compiled before).
@MainActor
@Suite struct TableSectionAPITests {
  @Test func headersRowsAndTheRefreshControl() throws {
    let (_, controller) = try hostedScene("SizedHeadersTable") {
      SizedHeadersTableController(style: .grouped)
    }
    let table = try #require(controller.tableView)
    let rows = table.rowsView
    func headerHeight(_ section: Int) -> CGFloat? {
      rows.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))?.size.height
    }
    #expect(headerHeight(0) == 60)
    #expect(headerHeight(1).map { $0 != 60 && $0 > 0 } == true)
    #expect(table.headerView(forSection: 0) != nil && table.footerView(forSection: 0) == nil)
    let row = table.rectForRow(at: IndexPath(row: 1, section: 1))
    #expect(table.indexPathForRow(at: CGPoint(x: row.midX, y: row.midY)) == [1, 1])
    #expect(table.refreshControl?.isRefreshing == true)
  }
}

/// A list whose separators its configuration colours green.
final class GreenLinesListController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.separatorConfiguration.color = .systemGreen
    _ = embedNameList(["Apples", "Pears", "Plums"], configuration: list)
  }
}

/// A list configuration's `separatorConfiguration.color` colours its separators (it did not
/// compile before: Reel's configuration had no colour).
@MainActor
@Suite struct ListSeparatorColorTests {
  @Test func separatorsTakeTheConfigurationsColour() throws {
    let (player, _) = try hostedScene("GreenLinesList") { GreenLinesListController() }
    let row = try #require(drawnElement("main/d0#", in: player))
    #expect(drawnFills(of: row).contains(UIColor.systemGreen.rgba(in: .standard)))
    var configuration = UIListSeparatorConfiguration(listAppearance: .plain)
    #expect(configuration.color == .separator)
    configuration.color = .systemGreen
    #expect(configuration.color == .systemGreen)
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(list.backgroundColor == nil)
    list.backgroundColor = .systemTeal
    #expect(list.backgroundColor == .systemTeal)
  }
}

/// A list that changes its appearance by applying its snapshot again, as Apple's
/// ListAppearances screen does (its layout's section provider reads the appearance).
final class SwitchingListController: UIViewController, SelectorPerforming {
  // Read by the section provider, which runs where the layout runs (any thread).
  nonisolated(unsafe) var appearance = UICollectionLayoutListConfiguration.Appearance.plain
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout { [unowned self] _, environment in
      NSCollectionLayoutSection.list(
        using: UICollectionLayoutListConfiguration(appearance: self.appearance),
        layoutEnvironment: environment)
    }
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    view.addSubview(collectionView)
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Apples", "Pears"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    guard selector.name == "group" else { return false }
    appearance = .grouped
    dataSource.apply(dataSource.snapshot(), animatingDifferences: false)
    return true
  }
}

/// A row laid out again in a new list appearance of the same size is drawn in it (dark: a plain
/// row's black, a grouped row's grey); before, the row kept its picture for that size.
@MainActor
@Suite struct ListAppearanceChangeTests {
  @Test func aRowIsDrawnInTheListsNewAppearance() throws {
    ViewControllerRegistry.shared.register("SwitchingList") { SwitchingListController() }
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        """
        canvas: {width: 390, height: 844}
        appearance: dark
        viewController: SwitchingList
        script:
          - {at: 0.5, perform: group}
        """, file: "scene.yaml"))
    let before = try #require(drawnElement("main/d0#", in: player, at: 0.4))
    let after = try #require(drawnElement("main/d0#", in: player, at: 0.6))
    #expect(before.size == after.size)
    // The row's own views (separators are drawn over them separately).
    #expect(before.style.views.first != after.style.views.first)
  }
}
