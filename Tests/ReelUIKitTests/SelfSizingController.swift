// SPDX-License-Identifier: MIT
import ReelUIKit

/// A feed of cells built with Auto Layout (a wrapping label pinned 12 points inside the content
/// view) in a compositional layout of estimated heights, as Apple's news-feed screen is.
final class SelfSizingController: UIViewController {
  final class TextCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 17)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
      ])
    }
    required init?(coder: NSCoder) { fatalError("not used") }
  }

  static let texts = [
    "Short", String(repeating: "A long story that wraps over several lines. ", count: 6), "Done",
  ]
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let cells = UICollectionView.CellRegistration<TextCell, String> { cell, _, text in
      cell.label.text = text
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      view, indexPath, text in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(Self.texts)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
