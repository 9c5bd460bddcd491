// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelUIKit
import Testing

@testable import ReelViews

/// A settings list that filters as its search bar's text changes, as iOS code filters one.
class FilteringListController: UIViewController, UISearchResultsUpdating {
  let names = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Wallpaper"]
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  var queries: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    navigationItem.searchController = search
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    show(matching: "")
  }

  func show(matching query: String) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(names.filter { query.isEmpty || $0.lowercased().contains(query) })
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func updateSearchResults(for searchController: UISearchController) {
    let query = searchController.searchBar.text ?? ""
    queries.append(query)
    show(matching: query.lowercased())
  }
}

/// A list with a search bar of its own above it, filtered by the bar's delegate, as Apple's
/// "Mountains" sample screen does (no search controller).
final class SearchBarListController: FilteringListController, UISearchBarDelegate {
  let bar = UISearchBar()
  var typed: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.searchController = nil
    bar.delegate = self
    bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
    view.addSubview(bar)
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    typed.append(searchText)
    show(matching: searchText.lowercased())
  }
}

/// `typeText` on a view controller's scene types into its own search bar: the search controller
/// becomes active, each key asks its results updater, and what the code applies animates.
@MainActor
@Suite struct HostedTypingTests {
  @Test func eachKeyAsksTheResultsUpdaterAndTheListFilters() throws {
    let (player, controller) = try hostedScene(
      "FilteringList", navigation: true,
      script: "  - {at: 0.2, typeText: {text: wi, interval: 0.2}}\n  - wait: 0.5"
    ) { FilteringListController() }
    // Activated (an empty query), then "w", then "wi".
    #expect(controller.queries == ["", "w", "wi"])
    let timeline = try #require(player.stages.first?.timeline)
    func shown(at time: Double) -> Int {
      timeline.elements(at: time).filter { $0.key.category == .cell && !$0.isDisappearing }.count
    }
    #expect(shown(at: 0.1) == 4)
    // "w" pressed 0.2 s after the keyboard's 0.5 s slide: Wi-Fi and Wallpaper remain.
    #expect(shown(at: 1.05) == 2)
    #expect(shown(at: 1.6) == 1)
    let keyboard = player.displayList(at: 1.0).overlays.filter { $0.identity == "keyboard" }
    #expect(!keyboard.isEmpty, "the keyboard is up over the screen")
  }

  /// The search field draws its cursor after the typed text, in the tint, and it blinks once a
  /// second when typing stops, as the scene's own fields' caret does.
  @Test func theFieldsCursorFollowsTheTextAndBlinks() throws {
    let (player, _) = try hostedScene(
      "FilteringList", navigation: true,
      script: "  - {at: 0.2, typeText: {text: wi, interval: 0.2}}\n  - wait: 1.5"
    ) { FilteringListController() }
    func cursor(at time: Double) -> (frame: CGRect, alpha: CGFloat)? {
      var alpha: CGFloat = 0
      let frame = player.displayList(at: time).canvasFrame { item in
        func find(_ views: [PlacedView], _ origin: CGPoint) -> CGRect? {
          for placed in views {
            let frame = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
            if placed.view.identifier == TextCursorView.identifier {
              alpha = placed.view.alpha
              return frame
            }
            if let inner = find(placed.subviews, frame.origin) { return inner }
          }
          return nil
        }
        return find(item.style.views, .zero)
      }
      return frame.map { ($0, alpha) }
    }
    #expect(cursor(at: 0.1) == nil, "not editing yet")
    // Keys at 0.9 ("w") and 1.1 ("i"): lit while typing, the cursor after the text.
    let afterW = try #require(cursor(at: 1.0))
    let afterWi = try #require(cursor(at: 1.2))
    #expect(afterW.alpha == 1 && afterWi.alpha == 1)
    #expect(afterWi.frame.minX > afterW.frame.minX + 2, "it moved on by the i's width")
    #expect(afterWi.frame.width == 2 && afterWi.frame.height > 15)
    // Half a second after the last key it goes out, then lights again a second later.
    #expect(try #require(cursor(at: 1.7)).alpha == 0)
    #expect(try #require(cursor(at: 2.2)).alpha == 1)
  }

  @Test func aSearchBarAmongTheViewsIsTypedIntoAndItsDelegateFilters() throws {
    let (player, controller) = try hostedScene(
      "SearchBarList", navigation: true,
      script: "  - {at: 0.2, typeText: {text: wi, interval: 0.2}}\n  - wait: 0.5"
    ) { SearchBarListController() }
    #expect(controller.typed == ["w", "wi"])
    #expect(controller.bar.text == "wi" && controller.bar.searchTextField.isEditing)
    let timeline = try #require(player.stages.first?.timeline)
    let shown = timeline.elements(at: 1.6).filter {
      $0.key.category == .cell && !$0.isDisappearing
    }
    #expect(shown.count == 1, "only Wi-Fi is left")
  }

  @Test func aControllerWithoutASearchBarIsAnError() throws {
    #expect(throws: SceneError.self) {
      _ = try hostedScene("NoSearch", script: "  - typeText: a") { SearchlessController() }
    }
  }
}

/// A screen without a search bar.
final class SearchlessController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    embedGrid()
  }
}
