// SPDX-License-Identifier: MIT
// Issue 18's "scale of data" figures: a compositional grid and a list of 100,000 items prepared and
// queried, and a diffable snapshot of 100,000 identifiers with 10,000 changes diffed.
import Foundation
import ReelLayout

/// Prepares `layout` over `count` items on a phone-sized view and prints "<name>.prepare" (s) and
/// "<name>.rectQuery" (µs, the mean of 1,000 screen-sized queries spread down the content).
func measurePrepareAndQuery(_ name: String, _ layout: CollectionViewLayout, count: Int) {
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
    itemIDs: [(0..<count).map { String($0) }])
  let prepare = median(3) {
    layout.invalidateLayout()
    layout.prepare()
  }
  print("\(name).prepare.\(count) \(String(format: "%.3f", prepare)) s")
  let height = layout.collectionViewContentSize.height
  var found = 0
  let queries = 1000
  let query =
    seconds {
      for q in 0..<queries {
        let y = height * CGFloat(q) / CGFloat(queries) * 0.99
        found &+=
          layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844))?
          .count ?? 0
      }
    } / Double(queries)
  print(
    "\(name).rectQuery.\(count) \(String(format: "%.1f", query * 1e6)) µs "
      + "(\(found / queries) elements a screen)")
  _ = view
}

func compositionalGrid() -> CollectionViewCompositionalLayout {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
    subitems: [item])
  return CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

func listLayout() -> CollectionViewCompositionalLayout {
  CollectionViewCompositionalLayout.list(
    using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
}

func measureDiff() {
  let old = (0..<100_000).map { "i\($0)" }
  var new = old
  // 10,000 changes: 4,000 deletes, 4,000 inserts, 2,000 moves.
  for k in stride(from: 4_000, to: 0, by: -1) { new.remove(at: k * 24) }
  for k in 0..<4_000 { new.insert("n\(k)", at: k * 23 + 5) }
  for k in 0..<2_000 {
    let moved = new.remove(at: k * 40 + 7)
    new.insert(moved, at: new.count - k - 1)
  }
  var operations = 0
  let time = median(3) {
    let diff = IdentifierDiff(from: [("s", old)], to: [("s", new)])
    let updates = diff.batchUpdates()
    operations = updates.insertedItems.count + updates.deletedItems.count + updates.movedItems.count
  }
  print(
    "diff.100000with10000 \(String(format: "%.1f", time * 1000)) ms (\(operations) operations)")
}
