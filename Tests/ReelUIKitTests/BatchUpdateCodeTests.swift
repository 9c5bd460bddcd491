// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A grid whose own code inserts items the way pre-diffable iOS code does: it changes its model,
/// then tells the collection view with `performBatchUpdates(_:completion:)` or a lone
/// `insertItems(at:)`.
final class ModelGridController: UIViewController, SelectorPerforming,
  @preconcurrency UICollectionViewDataSource
{
  var collectionView: UICollectionView!
  var count = 3
  var completions: [Bool] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = .systemTeal
    return cell
  }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    let end = IndexPath(item: count, section: 0)
    switch selector.name {
    case "add":
      count += 1
      collectionView.performBatchUpdates(
        {
          self.collectionView.insertItems(at: [end])
        }, completion: { self.completions.append($0) })
    case "addAlone":
      count += 1
      collectionView.insertItems(at: [end])
    case "refresh":
      collectionView.reloadSections(IndexSet(integer: 0))
    case "forget":
      collectionView.insertItems(at: [end])  // the model was not changed: UIKit raises
    default: return false
    }
    return true
  }
}

/// The code's own batch updates (UIKit's `performBatchUpdates(_:completion:)`, a lone
/// `insertItems(at:)`, `reloadSections(_:)` with an `IndexSet`) animate on the scene's timeline;
/// before, the first did not compile without `try`, the second was recorded and never applied,
/// the third did not compile.
@MainActor
@Suite struct BatchUpdateCodeTests {
  func items(_ method: String) throws -> (counts: [Int], controller: ModelGridController) {
    let (player, controller) = try hostedScene(
      "ModelGrid", script: "  - {at: 0.5, perform: \(method)}"
    ) { ModelGridController() }
    let timeline = try #require(player.stages.first?.timeline)
    let counts = [0.4, 1.0].map { time in
      timeline.elements(at: time).filter { $0.key.category == .cell && !$0.isDisappearing }.count
    }
    return (counts, controller)
  }

  @Test func aBatchUpdateAnimatesAndCompletes() throws {
    let (counts, controller) = try items("add")
    #expect(counts == [3, 4])
    #expect(controller.completions == [true])
  }

  @Test func aLoneInsertIsAppliedAtOnce() throws {
    #expect(try items("addAlone").counts == [3, 4])
    #expect(try items("refresh").counts == [3, 3])
  }

  @Test func anUpdateTheModelDisagreesWithIsUIKitsErrorAtTheCall() throws {
    #expect {
      try items("forget")
    } throws: { error in
      let text = "\(error)"
      return text.contains("scene.yaml:") && text.contains("BatchUpdateCodeTests.swift")
        && text.contains("Invalid update: invalid number of items in section 0")
    }
  }
}
