// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelUIKit
import Testing

/// A grid whose own code adds items, with the conformance `reel port` generates for its methods
/// without arguments.
final class GrowingGridController: UIViewController, SelectorPerforming,
  @preconcurrency UICollectionViewDelegate
{
  let grid = DocumentedGridController(.grid)
  /// The items selected by taps, in order.
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Grid"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: Selector("addItems"))
    addChild(grid)
    grid.view.frame = view.bounds
    view.addSubview(grid.view)
    grid.didMove(toParent: self)
    grid.collectionView.delegate = self
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  /// Appends five items, animated, as an iOS screen's "Add" action does.
  func addItems() {
    var snapshot = grid.dataSource.snapshot()
    snapshot.appendItems(Array(30..<35))
    grid.dataSource.apply(snapshot, animatingDifferences: true)
  }

  /// Applies a snapshot that reloads an item it lacks: UIKit raises.
  func breakSnapshot() {
    var snapshot = grid.dataSource.snapshot()
    snapshot.reloadItems([999])
    grid.dataSource.apply(snapshot)
  }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "addItems":
      addItems()
      return true
    case "breakSnapshot":
      breakSnapshot()
      return true
    default: return false
    }
  }
}

/// A script's `perform:` step calls the hosted controller's own method; what its code applies
/// animates on the scene's timeline from the step's time.
@MainActor
@Suite struct PerformStepTests {
  init() {
    ViewControllerRegistry.shared.register("GrowingGrid") { GrowingGridController() }
  }

  func player(_ script: String, type: String = "{type: GrowingGrid, navigation: true}") throws
    -> ScenePlayer
  {
    try ScenePlayer(
      document: SceneLoader.parse(
        "canvas: {width: 390, height: 844}\nviewController: \(type)\nscript:\n\(script)\n",
        file: "grow.yaml"))
  }

  @Test func theControllersCodeInsertsItemsThatFadeIn() throws {
    let player = try player("  - {at: 0.5, perform: addItems, animation: {duration: 0.4}}")
    let collectionView = try #require(player.stages.first?.collectionView)
    #expect(collectionView.numberOfItems(inSection: 0) == 35)
    #expect(player.duration >= 0.9)  // the step's animation ends at 0.9 s
    // Before the step: 30 items; while it animates, the new ones are fading in.
    func alphaOfItem30(at time: Double) -> Double? {
      let list = player.displayList(at: time, scale: 1)
      let items = list.layers.flatMap(\.items)
      return items.first { $0.identity == "main/d30#0" }.map { Double($0.alpha) }
    }
    #expect(alphaOfItem30(at: 0.4) == nil)
    let midway = try #require(alphaOfItem30(at: 0.7))
    #expect(midway > 0 && midway < 1)
    #expect(alphaOfItem30(at: 1.0) == 1)
  }

  @Test func aTapOnABarButtonItemRunsItsAction() throws {
    // The add item at the trailing margin of the bar (44 points tall at the canvas's top).
    let player = try player("  - {at: 0.2, tap: [370, 22], animation: {duration: 0.3}}")
    let collectionView = try #require(player.stages.first?.collectionView)
    #expect(collectionView.numberOfItems(inSection: 0) == 35)
    #expect(player.duration >= 0.5)
  }

  @Test func aTapOnACellSelectsItAndTellsTheDelegate() throws {
    var made: GrowingGridController?
    ViewControllerRegistry.shared.register("GrowingGridWatched") {
      let controller = GrowingGridController()
      made = controller
      return controller
    }
    // The grid's items are 78 points square under the 44-point bar: [100, 100] is item 1.
    let player = try player(
      "  - tap: [100, 100]\n  - tap: [10, 30]", type: "{type: GrowingGridWatched, navigation: true}"
    )
    let collectionView = try #require(player.stages.first?.collectionView)
    #expect(made?.selected == [IndexPath(item: 1, section: 0)])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func errorsNameTheStepAndTheMethod() {
    let cases: [(String, String, String)] = [
      (
        "  - perform: nothing", "{type: GrowingGrid}",
        "grow.yaml:4:14: error: script[0].perform: "
          + "GrowingGridController has no method nothing() a scene can call"
      ),
      (
        "  - perform: 'add items'", "GrowingGrid", "expected the name of a method without arguments"
      ),
      (
        "  - perform: breakSnapshot", "GrowingGrid",
        "grow.yaml:4:14: error: script[0].perform: the code did what UIKit stops at: "
          + "ReelUIKitTests/PerformStepTests.swift:"
      ),
    ]
    for (script, type, message) in cases {
      #expect(throws: SceneError.self) { _ = try player(script, type: type) }
      do {
        _ = try player(script, type: type)
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }

  @Test func aSceneWithoutAControllerHasNothingToPerform() {
    do {
      _ = try ScenePlayer(
        document: SceneLoader.parse(
          """
          canvas: {width: 100, height: 100}
          collectionView: {layout: {type: flow, itemSize: [10, 10]}, items: 3}
          script:
            - perform: addItems
          """, file: "plain.yaml"))
      Issue.record("accepted")
    } catch {
      #expect(
        "\(error)".contains(
          "plain.yaml:4:14: error: script[0].perform: perform calls a method of the scene's view "
            + "controller; this scene shows none"), "\(error)")
    }
  }
}
