// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelUIKit
import Testing

/// A tall grid whose own code scrolls it, with the conformance `reel port` generates.
final class ScrollingGridController: UIViewController, SelectorPerforming {
  var collectionView: UICollectionView!
  let cells = StripedCells(count: 60)

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 130, height: 100)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    cells.install(in: collectionView)
    view.addSubview(collectionView)
  }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "glide": collectionView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    case "jump": collectionView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    case "enlarge":
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 195, height: 150)
      layout.minimumInteritemSpacing = 0
      layout.minimumLineSpacing = 0
      collectionView.setCollectionViewLayout(layout, animated: true)
    case "wild":
      collectionView.setContentOffset(CGPoint(x: .nan, y: 1e300), animated: true)
      collectionView.setContentOffset(CGPoint(x: -.infinity, y: -1e300), animated: false)
    case "missing":
      collectionView.scrollToItem(at: IndexPath(item: 5_000, section: 3), at: .top, animated: true)
    case "same":
      collectionView.setCollectionViewLayout(collectionView.collectionViewLayout, animated: true)
    case "showLast":
      collectionView.scrollToItem(at: IndexPath(item: 59, section: 0), at: .bottom, animated: true)
    default: return false
    }
    return true
  }
}

/// The code's own `setContentOffset(_:animated:)` and `scrollToItem(at:at:animated:)` scroll the
/// scene's timeline from the moment they run: animated, at a constant speed over 0.3 s
/// (SPEC §6.5.3); else at once. Before, both jumped (and `scrollToItem` did not compile).
@MainActor
@Suite struct CodeScrollTests {
  func offsets(_ method: String, at times: [Double]) throws -> [CGFloat] {
    let (player, _) = try hostedScene(
      "ScrollingGrid", script: "  - {at: 0.5, perform: \(method)}"
    ) { ScrollingGridController() }
    let timeline = try #require(player.stages.first?.timeline)
    return times.map { timeline.contentOffset(at: $0).y }
  }

  @Test func anAnimatedOffsetGlidesAtAConstantSpeed() throws {
    let y = try offsets("glide", at: [0.4, 0.5, 0.65, 0.8, 1.2])
    #expect(y[0] == 0 && y[1] == 0)
    #expect(abs(y[2] - 250) < 1)
    #expect(y[3] == 500 && y[4] == 500)
  }

  @Test func anOffsetWithoutAnimationMovesAtOnce() throws {
    let y = try offsets("jump", at: [0.4, 0.5, 0.6])
    #expect(y == [0, 500, 500])
  }

  /// The code's `setCollectionViewLayout(_:animated:)` animates from the moment it runs
  /// (0.3 s by default); before, it jumped.
  @Test func theCodesNewLayoutAnimates() throws {
    let (player, _) = try hostedScene(
      "ScrollingGrid", script: "  - {at: 0.5, perform: enlarge}"
    ) { ScrollingGridController() }
    let timeline = try #require(player.stages.first?.timeline)
    func frameOfItem1(at time: Double) -> CGRect? {
      timeline.elements(at: time).first { $0.key == .cell(IndexPath(item: 1, section: 0)) }?
        .attributes.frame
    }
    #expect(frameOfItem1(at: 0.4) == CGRect(x: 130, y: 0, width: 130, height: 100))
    let midway = try #require(frameOfItem1(at: 0.65))
    #expect(midway.width > 130 && midway.width < 195)
    #expect(frameOfItem1(at: 1.0) == CGRect(x: 195, y: 0, width: 195, height: 150))
  }

  /// Absurd offsets from the code (NaN, infinite, 10³⁰⁰) are the code's error, located at the
  /// step and naming the call (a NaN offset crashed the layout before); a missing item and the
  /// layout already installed change nothing (the latter moved the offset to centre an item).
  @Test func absurdScrollsFromTheCodeAreLocatedErrors() throws {
    #expect {
      try offsets("wild", at: [0.5])
    } throws: { error in
      let text = "\(error)"
      return text.contains("scene.yaml:") && text.contains("CodeScrollTests.swift")
        && text.contains("is not a finite point within")
    }
    #expect(try offsets("missing", at: [0.5, 2]) == [0, 0])
    #expect(try offsets("same", at: [0.5, 2]) == [0, 0])
  }

  @Test func scrollingToTheLastItemStopsAtTheEndOfTheContent() throws {
    // 20 rows of 100 points in 844: the last row's bottom at the bottom edge.
    let y = try offsets("showLast", at: [0.5, 1.0])
    #expect(y == [0, 2000 - 844])
  }
}

/// A long table whose code scrolls to its last row.
final class TallTableController: NumberedRowsController, SelectorPerforming {
  override var rows: Int { 50 }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    guard selector.name == "toEnd" else { return false }
    tableView.scrollToRow(at: IndexPath(row: 49, section: 0), at: .bottom, animated: true)
    return true
  }
}

/// A hosted table's `scrollToRow(at:at:animated:)` glides on the scene's timeline.
@MainActor
@Suite struct CodeTableScrollTests {
  @Test func aTablesScrollToItsLastRowGlides() throws {
    let (player, controller) = try hostedScene(
      "TallTable", script: "  - {at: 0.5, perform: toEnd}"
    ) { TallTableController(style: .plain) }
    let timeline = try #require(player.stages.first?.timeline)
    let table = try #require(controller.tableView)
    let start = timeline.contentOffset(at: 0.4).y
    let end = table.rectForRow(at: [0, 49]).maxY - 844 + table.adjustedContentInset.bottom
    #expect(end > start + 100)
    let midway = timeline.contentOffset(at: 0.65).y
    #expect(midway > start + 10 && midway < end - 10)
    #expect(abs(timeline.contentOffset(at: 1.0).y - end) < 0.5)
  }
}
