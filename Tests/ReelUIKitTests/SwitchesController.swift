// SPDX-License-Identifier: MIT
import ReelUIKit

/// A segmented control above a list whose rows each have a switch, as settings screens are
/// built: the events a tap sends are recorded.
final class SwitchesController: UIViewController, SelectorPerforming,
  @preconcurrency UICollectionViewDelegate
{
  enum Section { case main }
  let segments = UISegmentedControl(items: ["One", "Two", "Three"])
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
  /// What was sent, in order: "segment 2", "switch 1 on", "select 3".
  var events: [String] = []
  var switches: [Int: UISwitch] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    segments.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
    segments.selectedSegmentIndex = 0
    segments.addAction(
      UIAction { [unowned self] _ in events.append("segment \(segments.selectedSegmentIndex)") },
      for: .valueChanged)
    view.addSubview(segments)
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 40, width: 390, height: 804), collectionViewLayout: layout)
    collectionView.delegate = self
    view.addSubview(collectionView)
    let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      [unowned self] cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
      let toggle = UISwitch()
      toggle.tag = item
      toggle.addTarget(self, action: Selector("toggled:"), for: .valueChanged)
      switches[item] = toggle
      cell.accessories = [
        .customView(configuration: .init(customView: toggle, placement: .trailing()))
      ]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems([0, 1, 2, 3])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("select \(indexPath.item)")
  }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    guard selector.name == "toggled:", let toggle = sender as? UISwitch else { return false }
    events.append("switch \(toggle.tag) \(toggle.isOn ? "on" : "off")")
    return true
  }
}
