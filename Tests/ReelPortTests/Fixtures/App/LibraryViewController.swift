import UIKit

class BookCell: UICollectionViewCell {
    @IBOutlet weak var badge: UILabel?
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        contentView.backgroundColor = .systemTeal
        contentView.layer.cornerRadius = 8
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

class LibraryViewController: UIViewController {
    enum Section { case main }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private var count = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: #selector(addBook(_:)))
        let layout = ShelfLayout()
        layout.delegate = self
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<BookCell, Int> { cell, _, book in
            cell.titleLabel.text = "Book \(book)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, book in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: book)
        }
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    @objc private func addBook(_ sender: UIBarButtonItem) {
        count += 1
        applySnapshot()
    }
}

extension LibraryViewController: ShelfLayoutDelegate {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: nil, completion: nil)
        }
    }

    func shelfLayout(_ layout: ShelfLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        indexPath.item % 3 == 0 ? 180 : 120
    }

    func shelfLayout(_ layout: ShelfLayout, columnsIn section: Int) -> Int { 3 }
}

// A settings table in the style of Apple's "Modern Collection Views" sample: an editable
// diffable table, a switch sending its action, a visual-format dictionary mixing a collection
// view with a view.
class SettingsViewController: UITableViewController {
    class EditableSource: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Books" }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    }
    var source: EditableSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        source = EditableSource(tableView: tableView) { tableView, indexPath, title in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = title
            let toggle = UISwitch()
            toggle.addTarget(self, action: #selector(self.toggled(_:)), for: .valueChanged)
            cell.accessoryView = toggle
            return cell
        }
        navigationItem.rightBarButtonItem = editButtonItem
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let bar = UISearchBar()
        view.addSubview(collectionView)
        view.addSubview(bar)
        let views = ["cv": collectionView, "bar": bar]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[bar][cv]|", options: [], metrics: nil, views: views))
        tableView.setEditing(true, animated: false)
    }

    @objc func toggled(_ sender: UISwitch) {}

    func showNext(_ nextController: UIViewController.Type) {
        navigationController?.pushViewController(nextController.init(), animated: true)
    }
}
