// SPDX-License-Identifier: MIT
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// `count` cells in alternating colours, registered as "cell".
final class StripedCells: @preconcurrency UICollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  @MainActor func install(in collectionView: UICollectionView) {
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
  }

  @MainActor
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  @MainActor
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemOrange
    return cell
  }
}

/// A controller that adds its collection view to its view and keeps it in no property, as
/// some iOS code does: the view hierarchy keeps it alive, as on iOS.
final class UnheldGridController: UIViewController {
  let cells = StripedCells(count: 12)

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .white
    cells.install(in: collectionView)
    view.addSubview(collectionView)
  }
}

@MainActor
@Suite struct UnheldCollectionViewTests {
  @Test func aCollectionViewKeptOnlyByTheViewHierarchyIsShown() throws {
    let (player, _) = try hostedScene("UnheldGrid") { UnheldGridController() }
    let collectionView = try #require(player.stages.first?.collectionView)
    #expect(collectionView.numberOfItems(inSection: 0) == 12)
    let raster = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    let cell = raster.pixel(x: 50, y: 50)
    #expect(cell.b > 150 && cell.r < 120, "\(cell)")
  }

  @Test func leavingTheHierarchyReleasesIt() {
    weak var released: UICollectionView?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let layout = UICollectionViewFlowLayout()
      let collectionView = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
      root.addSubview(collectionView)
      released = collectionView
      collectionView.removeFromSuperview()
    }
    #expect(released == nil)
  }

  @Test func releasingTheHierarchyReleasesIt() {
    weak var released: UICollectionView?
    weak var rootGone: UIView?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      rootGone = root
      let collectionView = UICollectionView(
        frame: root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      root.addSubview(collectionView)
      released = collectionView
    }
    #expect(rootGone == nil)
    #expect(released == nil)
  }
}
