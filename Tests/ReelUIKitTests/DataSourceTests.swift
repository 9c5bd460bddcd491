// SPDX-License-Identifier: MIT
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// A cell as iOS code writes one: Auto Layout inside its content view.
final class NumberCell: UICollectionViewCell {
  let label = UILabel()
  var reuses = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemTeal
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A classic data source: registered class, `dequeueReusableCell`, `numberOfSections` left out.
final class NumbersSource: NSObject, UICollectionViewDataSource {
  var count = 3
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
    (cell as? NumberCell)?.label.text = "\(indexPath.row)"
    return cell
  }
}

/// Cells and data sources as iOS code uses them (issue 35, point 1).
@MainActor
@Suite struct DataSourceTests {
  enum Section { case main }

  func listView() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 44)
    layout.minimumLineSpacing = 0
    return UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 132), collectionViewLayout: layout)
  }

  @Test func registeredClassesAreDequeuedAndReused() throws {
    let view = listView()
    let source = NumbersSource()
    view.register(NumberCell.self, forCellWithReuseIdentifier: "number")
    view.dataSource = source
    view.reloadData()
    #expect(view.numberOfItems(inSection: 0) == 3)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? NumberCell)
    #expect(cell.label.text == "1" && cell.reuseIdentifier == "number")
    #expect(view.indexPath(for: cell) == IndexPath(item: 1, section: 0))
    let visible: [UICollectionViewCell] = view.visibleCells
    #expect(visible.count == 3 && view.indexPathsForVisibleItems.count == 3)
    // Dequeued again for the same item: the same cell, prepared for reuse.
    let again = view.dequeueReusableCell(withReuseIdentifier: "number", for: [0, 1])
    #expect(again === cell && cell.reuses == 1)
    #expect(view.codeProblems.isEmpty)
    // An identifier never registered: UIKit's exception, recorded with the caller's line.
    _ = view.dequeueReusableCell(withReuseIdentifier: "missing", for: [0, 0])
    let problem = try #require(view.codeProblems.first)
    #expect(problem.file.hasSuffix("DataSourceTests.swift") && problem.line > 0)
    #expect(
      problem.message.hasPrefix(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing"))
  }

  @Test func aDiffableDataSourceAsApplesListSampleWritesIt() throws {
    let view = listView()
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
      collectionView, indexPath, identifier -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: identifier)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 94)
    #expect(dataSource.itemIdentifier(for: [0, 5]) == 5)
    let cell = try #require(view.cellForItem(at: [0, 5]) as? UICollectionViewListCell)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "5")
    // A new snapshot moves items by identity; selection and cells follow them.
    view.selectItem(at: [0, 5], animated: false, scrollPosition: [])
    var next = dataSource.snapshot()
    next.deleteItems([0, 1])
    next.appendItems([100])
    var done = false
    dataSource.apply(next) { done = true }
    #expect(done && view.numberOfItems(inSection: 0) == 93)
    #expect(dataSource.indexPath(for: 5) == [0, 3] && view.indexPathsForSelectedItems == [[0, 3]])
    #expect(view.cellForItem(at: [0, 3]) === cell)
    #expect(dataSource.indexPath(for: 0) == nil && dataSource.itemIdentifier(for: [0, 92]) == 100)
    // An invalid snapshot is UIKit's exception: recorded, nothing applied.
    var bad = dataSource.snapshot()
    bad.deleteSections([.main])
    bad.appendItems([7])
    dataSource.apply(bad)
    #expect(view.numberOfItems(inSection: 0) == 93)
    #expect(view.codeProblems.count == 1)
  }

  @Test func sectionSnapshotsShowTheirVisibleItems() {
    let view = listView()
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      _, _, _ in
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    #expect(view.numberOfItems(inSection: 0) == 2)
    outline.expand(["Fruit"])
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    #expect(view.numberOfItems(inSection: 0) == 4)
    #expect(dataSource.itemIdentifier(for: [0, 1]) == "Apple")
    #expect(dataSource.snapshot(for: 0).isExpanded("Fruit"))
  }

  @Test func theCodesOwnCellsAreDrawn() throws {
    let view = listView()
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in
      cell.label.text = "\(item)"
      if item == 1 { cell.contentView.backgroundColor = .systemRed }
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems([0, 1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    let player = try ScenePlayer(
      name: "numbers", collectionView: view, timeline: Timeline(collectionView: view),
      cellProvider: ScenePlayer.dataSourceCell)
    let raster = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    let teal = raster.pixel(x: 5, y: 22)
    let red = raster.pixel(x: 5, y: 44 + 22)
    #expect(teal.b > 150 && teal.r < 120, "\(teal)")
    #expect(red.r > 200 && red.g < 100, "\(red)")
  }
}
