// SPDX-License-Identifier: MIT
import ReelUIKit

/// A list whose rows the user swipes to delete, as an iOS app sets one up: the list
/// configuration's trailing swipe actions provider, its handler deleting from the snapshot.
final class SwipeListController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        guard let name = self.dataSource.itemIdentifier(for: indexPath) else { return done(false) }
        var snapshot = self.dataSource.snapshot()
        snapshot.deleteItems([name])
        self.dataSource.apply(snapshot)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    (collectionView, dataSource) = embedNameList(
      ["Apples", "Pears", "Plums", "Figs"], configuration: list)
  }
}

/// A table whose delegate gives its rows a Flag action.
final class SwipeTableController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    5
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [flag])
  }
}

/// An outline menu as Apple's sample builds one: header rows with an outline disclosure of the
/// header style, their children collapsed under them in a section snapshot.
final class OutlineMenuController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
    view.addSubview(collectionView)
    let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      view, indexPath, title in
      view.dequeueConfiguredReusableCell(using: header, for: indexPath, item: title)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["Apples", "Pears"], to: "Fruit")
    outline.append(["Leeks"], to: "Vegetables")
    dataSource.apply(outline, to: 0, animatingDifferences: false)
  }
}
