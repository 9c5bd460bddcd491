// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelCairo
import ReelComposition
import ReelLayout
import ReelRender
import ReelRuntime
import ReelViews
import Testing

/// A scene built in Swift whose cells are views of its own (`ScenePlayer`'s cell provider).
@MainActor
@Suite struct CellProviderTests {
  /// A cell as an iOS developer writes one: a title label pinned 12 points in from the leading
  /// edge and centred vertically, on a coloured content view.
  final class TitleCell: CollectionViewCell {
    let title = Label()

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.backgroundColor = .systemTeal
      title.translatesAutoresizingMaskIntoConstraints = false
      title.font = .systemFont(ofSize: 17)
      contentView.addSubview(title)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  func scene(
    widths: [CGFloat] = [], traits: TraitCollection = .standard,
    direction: UserInterfaceLayoutDirection = .leftToRight,
    provider: @escaping ScenePlayer.CellProvider, updates: ((Timeline) throws -> Void)? = nil
  ) throws -> ScenePlayer {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 200, height: 44)
    layout.minimumLineSpacing = 10
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout,
      itemIDs: [["a", "b", "c"]])
    collectionView.effectiveUserInterfaceLayoutDirection = direction
    let timeline = Timeline(collectionView: collectionView)
    try updates?(timeline)
    return try ScenePlayer(
      name: "cells", collectionView: collectionView, timeline: timeline, traits: traits,
      cellProvider: provider)
  }

  @Test func eachCellIsDrawnFromTheViewItsProviderGives() throws {
    var asked: [String] = []
    let player = try scene { _, indexPath, id in
      asked.append("\(id)@\(indexPath.item)")
      guard id != "c" else { return nil }  // left to the scene's style
      let cell = TitleCell(frame: .zero)
      cell.title.text = "Item \(id.uppercased())"
      return cell
    }
    #expect(asked == ["a@0", "b@1", "c@2"], "asked once per item")
    let items = player.displayList(at: 0).layers[0].items
    #expect(items.count == 3)
    let a = try #require(items[0].style.views.first)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
    // cell → content view → label; the label 12 pt in and centred on the 44 pt row.
    let label = try #require(a.subviews.last?.subviews.first)
    #expect(label.view.style.label == "Item A")
    #expect(label.frame.minX == 12)
    #expect(abs(label.frame.midY - 22) < 0.5, "\(label.frame)")
    #expect(items[2].style.views.isEmpty, "nil from the provider: the style draws the cell")
    // The pixels: teal content where the label is not, in the cell's place.
    let raster = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    let p = raster.pixel(x: 190, y: 54 + 22)
    #expect(p.b > 150 && p.r < 120, "\(p)")
  }

  @Test func aReloadAsksAgainAndAResizedCellIsLaidOutAtItsNewSize() throws {
    var asked: [String] = []
    let player = try scene(
      provider: { _, indexPath, id in
        asked.append(id)
        let cell = TitleCell(frame: .zero)
        cell.title.text = "\(id) \(asked.count)"
        return cell
      },
      updates: { timeline in
        try timeline.performBatchUpdates(at: 0.2) {
          $0.reloadItems(at: [IndexPath(item: 1, section: 0)])
        }
        let wide = FlowLayout()
        wide.itemSize = CGSize(width: 150, height: 80)
        try timeline.setCollectionViewLayout(wide, at: 1)
      })
    #expect(asked == ["a", "b", "c", "b"], "\(asked)")
    let settled = player.displayList(at: player.duration).layers[0].items
    let b = try #require(
      settled.first {
        $0.style.views.first?.subviews.last?.subviews.first?
          .view.style.label == "b 4"
      })
    #expect(b.size == CGSize(width: 150, height: 80))
    let label = try #require(b.style.views[0].subviews.last?.subviews.first)
    #expect(abs(label.frame.midY - 40) < 0.5, "laid out at 150 × 80: \(label.frame)")
  }

  /// A right-to-left collection view lays its cells' views out right to left, as a window in
  /// a right-to-left language does: the label's leading edge is the cell's right.
  @Test func aRightToLeftCollectionViewLaysOutItsCellsViewsRightToLeft() throws {
    let player = try scene(direction: .rightToLeft) { _, _, id in
      let cell = TitleCell(frame: .zero)
      cell.title.text = "Item \(id)"
      return cell
    }
    let item = try #require(player.displayList(at: 0).layers[0].items.first)
    let label = try #require(item.style.views.first?.subviews.last?.subviews.first)
    #expect(label.frame.maxX == 188, "12 pt in from the right: \(label.frame)")
  }

  /// A list gives its cells its style (`listEnvironment`): the same `.cell()` content lays out
  /// with a sidebar cell's 8-point margins in a sidebar and the plain cell's 16 in a plain list.
  @Test func aListCellTakesTheStyleOfItsList() throws {
    func labelX(_ appearance: CollectionLayoutListConfiguration.Appearance) throws -> CGFloat {
      let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 200),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
          using: CollectionLayoutListConfiguration(appearance: appearance)),
        itemIDs: [["a"]])
      let player = try ScenePlayer(
        name: "list", collectionView: collectionView,
        timeline: Timeline(collectionView: collectionView)
      ) { _, _, _ in
        let cell = CollectionViewListCell(frame: .zero)
        var content = ListContentConfiguration.cell()
        content.text = "Recents"
        cell.contentConfiguration = content
        return cell
      }
      let item = try #require(player.displayList(at: 0).layers[0].items.first)
      func labels(_ views: [PlacedView], _ x: CGFloat) -> [CGFloat] {
        views.flatMap { view -> [CGFloat] in
          let here = x + view.frame.minX
          return (view.view.style.label == "Recents" ? [here] : []) + labels(view.subviews, here)
        }
      }
      return try #require(labels(item.style.views, 0).first)
    }
    #expect(try labelX(.plain) == 16)
    #expect(try labelX(.sidebar) < 16, "the sidebar cell's margins")
  }

  /// A scene built in Swift is taken as it is: no scene file stands behind it (nothing made up
  /// for one), and the traits it is given reach its cells' views.
  @Test func aSceneBuiltInSwiftHasNoDocumentAndDrawsWithItsOwnTraits() throws {
    var dark = TraitCollection.standard
    dark.userInterfaceStyle = .dark
    let player = try scene(traits: dark) { _, _, _ in
      let cell = CollectionViewCell(frame: .zero)
      cell.contentView.backgroundColor = .systemBackground
      return cell
    }
    #expect(player.document == nil)
    #expect(player.name == "cells" && player.file == "cells")
    #expect(player.traits.userInterfaceStyle == .dark)
    let raster = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    let p = raster.pixel(x: 100, y: 22)
    #expect(p.r < 20 && p.g < 20 && p.b < 20, "systemBackground in dark mode is black: \(p)")
  }
}
