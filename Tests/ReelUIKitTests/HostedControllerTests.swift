// SPDX-License-Identifier: MIT
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// A screen as iOS code writes one: a compositional layout, registered Auto Layout cells, a
/// diffable data source, the collection view filling the view. `insets` and `columns` choose
/// between the three grids Apple's compositional-layout documentation describes.
final class DocumentedGridController: UIViewController {
  enum Section { case main }
  enum Kind { case grid, insetGrid, twoColumns }
  let kind: Kind
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

  init(_ kind: Kind) {
    self.kind = kind
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    let cells = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in
      cell.label.text = "\(item)"
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<30))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func makeLayout() -> UICollectionViewLayout {
    switch kind {
    case .grid, .insetGrid:
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
      if kind == .insetGrid {
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      }
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
        subitems: [item])
      return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    case .twoColumns:
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        subitem: item, count: 2)
      group.interItemSpacing = .fixed(10)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      return UICollectionViewCompositionalLayout(section: section)
    }
  }
}

/// A view controller hosted as a scene: loaded, laid out at the canvas, drawn with its own cells.
@MainActor
@Suite struct HostedControllerTests {
  func frame(_ kind: DocumentedGridController.Kind, _ item: Int) throws -> CGRect {
    let controller = DocumentedGridController(kind)
    let player = try ScenePlayer(name: "grid", viewController: controller)
    #expect(player.canvas.width == 390 && player.canvas.height == 844)
    let attributes = controller.collectionView.collectionViewLayout.layoutAttributesForItem(
      at: [0, item])
    return try #require(attributes?.frame)
  }

  @Test func theDocumentedGridsHaveTheirGeometry() throws {
    // A fifth of the width each, rows as tall as an item is wide (390 / 5 = 78).
    #expect(try frame(.grid, 0) == CGRect(x: 0, y: 0, width: 78, height: 78))
    #expect(try frame(.grid, 6) == CGRect(x: 78, y: 78, width: 78, height: 78))
    // The same cells inset by 5 points inside their 78-point squares.
    #expect(try frame(.insetGrid, 6) == CGRect(x: 83, y: 83, width: 68, height: 68))
    // Two columns of (390 − 2 × 10 − 10) / 2 = 180, 44 high, 10 apart, inside 10-point insets.
    let first = try frame(.twoColumns, 0)
    #expect(first == CGRect(x: 10, y: 10, width: 180, height: 44), "\(first)")
    let fourth = try frame(.twoColumns, 3)
    #expect(fourth == CGRect(x: 200, y: 64, width: 180, height: 44), "\(fourth)")
  }

  @Test func theControllersOwnCellsAreDrawnOnItsBackground() throws {
    let controller = DocumentedGridController(.insetGrid)
    let player = try ScenePlayer(name: "grid", viewController: controller)
    let raster = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    let cell = raster.pixel(x: 83 + 3, y: 83 + 3)  // teal content (NumberCell)
    let gap = raster.pixel(x: 80, y: 80)  // systemBackground between cells
    #expect(cell.b > 150 && cell.r < 120, "\(cell)")
    #expect(gap.r > 240 && gap.g > 240 && gap.b > 240, "\(gap)")
  }

  @Test func aControllerWithoutACollectionViewIsAnError() {
    #expect(throws: SceneError.self) {
      try ScenePlayer(name: "empty", viewController: UIViewController())
    }
  }
}
