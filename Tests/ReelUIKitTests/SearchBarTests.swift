// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// A grid under a large title with a search controller, as a searchable iOS screen sets it up.
final class SearchableGridController: UIViewController {
  let search = UISearchController(searchResultsController: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Albums"
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.searchController = search
    embedGrid()
  }
}

/// UITextField, UISearchBar and UISearchController as iOS code uses them: sizes, the field's
/// parts, editing and the delegates, and the search bar drawn in the iOS 13–18 look.
@MainActor
@Suite struct SearchBarTests {
  final class Listener: UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate,
    UITextFieldDelegate
  {
    var events: [String] = []
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("begin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("end") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
    func updateSearchResults(for searchController: UISearchController) {
      events.append("update \(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) {
      events.append("willPresent")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
      events.append("didDismiss")
    }
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
  }

  @Test func aRoundedFieldIs34PointsTallAndKeepsItsTextBetweenItsParts() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    // 13 points about the line: 34 with SF's 17-point line (20.3 points) on iOS.
    let line = UILabel()
    line.text = "Name"
    #expect(
      field.intrinsicContentSize.height == (line.intrinsicContentSize.height + 13).rounded(.up))
    let plain = field.textRect(forBounds: field.bounds)
    #expect(plain.minX == 7 && plain.maxX == 193)
    field.text = "Ada"
    field.clearButtonMode = .always
    let cleared = field.textRect(forBounds: field.bounds)
    #expect(cleared.maxX < field.clearButtonRect(forBounds: field.bounds).minX)
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftView = icon
    field.leftViewMode = .always
    #expect(
      field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 20, height: 20))
    #expect(field.textRect(forBounds: field.bounds).minX == 26)
  }

  @Test func editingStartsWhenTheDelegateAgrees() {
    let field = UITextField()
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing && field.isFirstResponder)
    #expect(field.resignFirstResponder())
    #expect(!field.isEditing)
    let listener = Listener()
    field.delegate = listener
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing)
  }

  @Test func theSearchBarIs56PointsWithItsField8PointsIn() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    #expect(bar.intrinsicContentSize.height == 56)
    #expect(bar.placeholder == "Search")
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame.maxX < 390 - 8 - 40)
    bar.scopeButtonTitles = ["All", "Unread"]
    bar.showsScopeBar = true
    #expect(bar.intrinsicContentSize.height == 100)
  }

  @Test func theSearchBarTellsItsDelegate() {
    let bar = UISearchBar()
    let listener = Listener()
    bar.delegate = listener
    bar.searchTextField.becomeFirstResponder()
    _ = bar.searchTextField.delegate?.textFieldShouldReturn(bar.searchTextField)
    bar.searchTextField.resignFirstResponder()
    #expect(listener.events == ["begin", "search", "end"])
  }

  @Test func anActiveSearchControllerUpdatesItsResultsAndShowsCancel() {
    let search = UISearchController(searchResultsController: nil)
    let listener = Listener()
    search.searchResultsUpdater = listener
    search.delegate = listener
    search.isActive = true
    #expect(search.searchBar.showsCancelButton)
    search.isActive = false
    #expect(!search.searchBar.showsCancelButton)
    #expect(listener.events == ["willPresent", "update true", "update false", "didDismiss"])
    let item = UINavigationItem()
    item.searchController = search
    #expect(item.searchController === search)
  }

  @Test func aNavigationItemsSearchBarSitsUnderTheLargeTitleAndCollapsesFirst() throws {
    ViewControllerRegistry.shared.register("SearchableAlbums") { SearchableGridController() }
    func scene(scrolledTo y: Int?) throws -> (Raster, UICollectionView) {
      let script = y.map { "script:\n  - scroll: {to: [0, \($0)]}\n" } ?? ""
      let player = try ScenePlayer(
        document: SceneLoader.parse(
          """
          canvas: {device: {model: iPhone 16 Pro}, scale: 1}
          viewController: {type: SearchableAlbums, navigation: true}
          \(script)
          """, file: "search.yaml"))
      let image = try CairoRenderer().raster(player.displayList(at: player.duration, scale: 1))
      return (image, try #require(player.stages.first?.collectionView))
    }
    func fieldShows(_ image: Raster) -> Bool {
      // The field's grey fill right of its glass and placeholder, 16 points in from the edges.
      let y = 62 + 96 + 26
      return (200..<380).allSatisfy {
        let p = image.pixel(x: $0, y: y)
        return p.r < 245 && p.r > 200 && abs(Int(p.r) - Int(p.b)) < 12
      }
    }
    let (rest, collectionView) = try scene(scrolledTo: nil)
    #expect(abs(collectionView.adjustedContentInset.top - (62 + 96 + 52)) < 0.001)
    #expect(fieldShows(rest))
    #expect((16..<80).contains { rest.pixel(x: $0, y: 62 + 70).r < 120 })  // the large title
    // 52 points up: the search row has gone, the large title is whole.
    let (searchGone, _) = try scene(scrolledTo: -210 + 52)
    #expect(!fieldShows(searchGone))
    #expect((16..<80).contains { searchGone.pixel(x: $0, y: 62 + 70).r < 120 })
  }

  @Test func theFieldIsDrawnAsOnIOS() throws {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.searchBarStyle = .minimal
    let raster = try ViewRenderer(scale: 1).raster(bar)
    // The field's fill: grey over the (clear) bar, its corners rounded.
    let fill = raster.pixel(x: 160, y: 14)
    #expect(fill.a > 0 && fill.a < 80, "\(fill)")
    #expect(raster.pixel(x: 8, y: 10).a < fill.a)
    // The magnifying glass and the placeholder, in greys, left of the middle.
    let ink = (16..<110).flatMap { x in (20..<36).map { raster.pixel(x: x, y: $0) } }
    #expect(ink.contains { $0.a > 120 })
    #expect(!(200..<300).contains { raster.pixel(x: $0, y: 28).a > 120 })
  }
}
