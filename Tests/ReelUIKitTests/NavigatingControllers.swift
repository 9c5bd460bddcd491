// SPDX-License-Identifier: MIT
import ReelUIKit

/// A list of places in a navigation controller, as an iOS app writes one: a tap on a row pushes
/// the place's detail (a plain screen), a tap on the last row pushes another list, and the
/// "Info" button presents a sheet.
final class PlacesController: UIViewController, @preconcurrency UICollectionViewDelegate {
  let depth: Int
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  /// Whether pushes animate.
  var animates = true

  init(depth: Int = 0) {
    self.depth = depth
    super.init(nibName: nil, bundle: nil)
    title = depth == 0 ? "Places" : "More Places"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    (collectionView, dataSource) = embedNameList(
      (0..<30).map { "Place \(depth)-\($0)" },
      configuration: UICollectionLayoutListConfiguration(appearance: .plain))
    collectionView.delegate = self
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Info",
      primaryAction: UIAction { [unowned self] _ in present(InfoController(), animated: true) })
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let next: UIViewController =
      indexPath.item == 0
      ? PlacesController(depth: depth + 1) : PlaceController(number: indexPath.item)
    navigationController?.pushViewController(next, animated: animates)
  }
}

/// A place's detail: a label on a tinted background, no collection view.
final class PlaceController: UIViewController {
  let number: Int

  init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
    title = "Place \(number)"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemYellow
    let label = UILabel()
    label.text = "Place number \(number)"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

/// A sheet presented over the list: a green screen that dismisses itself.
final class InfoController: UIViewController, SelectorPerforming {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGreen
  }

  func close() {
    dismiss(animated: true)
  }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    guard selector.name == "close" else { return false }
    close()
    return true
  }
}

extension UIViewController {
  /// A plain list of `names` filling the view, as a screen sets one up: list cells showing each
  /// name, made through a cell registration, from a diffable data source.
  func embedNameList(_ names: [String], configuration: UICollectionLayoutListConfiguration)
    -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>)
  {
    let collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { view, indexPath, name in
      view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(names)
    dataSource.apply(snapshot, animatingDifferences: false)
    return (collectionView, dataSource)
  }
}
