// SPDX-License-Identifier: MIT
import Foundation
import ReelUIKit

/// A cell that shrinks while highlighted (a block animation, as many apps' cells do) and turns
/// red while selected, telling its owner when its state changes.
final class TouchCell: UICollectionViewCell {
  var log: ((String) -> Void)?

  override var isHighlighted: Bool {
    didSet {
      log?("cell \(isHighlighted ? "highlighted" : "unhighlighted")")
      UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
        self.transform =
          self.isHighlighted ? CGAffineTransform(scaleX: 0.9, y: 0.9) : .identity
      }
    }
  }

  override var isSelected: Bool {
    didSet { contentView.backgroundColor = isSelected ? .systemRed : .systemBlue }
  }
}

/// Three 100-point cells in a row whose delegate records the touch sequence; item 2 refuses
/// the highlight, and selecting item 1 retitles the first cell from the code.
final class TouchGridController: UIViewController, @preconcurrency UICollectionViewDataSource,
  @preconcurrency UICollectionViewDelegate
{
  var collectionView: UICollectionView!
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(TouchCell.self, forCellWithReuseIdentifier: "touch")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "touch", for: indexPath)
    let touch = cell as? TouchCell
    touch?.contentView.backgroundColor = .systemBlue
    touch?.log = { [weak self] in self?.events.append("\($0) \(indexPath.item)") }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    events.append("should highlight \(indexPath.item)")
    return indexPath.item != 2
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    events.append("did highlight \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) { events.append("did unhighlight \(indexPath.item)") }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    events.append("should select \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("did select \(indexPath.item)")
    guard indexPath.item == 1 else { return }
    collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.alpha = 0.25
  }
}

/// A table cell that follows its state the way UIKit table cells are written to.
final class CheckedCell: UITableViewCell {
  var log: ((String) -> Void)?

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    log?("cell highlighted \(highlighted)")
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    accessoryType = selected ? .checkmark : .none
    log?("cell selected \(selected)")
  }
}

/// Five rows of `CheckedCell`s whose delegate records the touch sequence.
final class CheckedTableController: NumberedRowsController {
  var events: [String] = []
  override var rows: Int { 5 }

  override func makeCell() -> UITableViewCell { CheckedCell(style: .default, reuseIdentifier: nil) }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = super.tableView(tableView, cellForRowAt: indexPath)
    (cell as? CheckedCell)?.log = { [weak self] in self?.events.append("\($0) \(indexPath.row)") }
    return cell
  }

  override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    events.append("did highlight \(indexPath.row)")
  }

  override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    events.append("did unhighlight \(indexPath.row)")
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("did select \(indexPath.row)")
  }
}
