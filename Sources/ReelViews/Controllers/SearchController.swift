// SPDX-License-Identifier: MIT
import Foundation

/// Told to update the results for a search controller's text. Mirrors
/// `UIKit.UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
  /// The search bar's text or scope changed, or the search became active. Mirrors
  /// `updateSearchResults(for:)`.
  func updateSearchResults(for searchController: SearchController)
}

/// Hears a search controller being shown and hidden. Mirrors
/// `UIKit.UISearchControllerDelegate` (its methods optional).
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
  /// Mirrors `willPresentSearchController(_:)`.
  func willPresentSearchController(_ searchController: SearchController)
  /// Mirrors `didPresentSearchController(_:)`.
  func didPresentSearchController(_ searchController: SearchController)
  /// Mirrors `willDismissSearchController(_:)`.
  func willDismissSearchController(_ searchController: SearchController)
  /// Mirrors `didDismissSearchController(_:)`.
  func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
  /// Nothing: optional, as in UIKit.
  public func willPresentSearchController(_ searchController: SearchController) {}
  /// Nothing: optional, as in UIKit.
  public func didPresentSearchController(_ searchController: SearchController) {}
  /// Nothing: optional, as in UIKit.
  public func willDismissSearchController(_ searchController: SearchController) {}
  /// Nothing: optional, as in UIKit.
  public func didDismissSearchController(_ searchController: SearchController) {}
}

/// Runs a search from a search bar: made active, it tells its results updater, shows the bar's
/// cancel button and (with a results controller) the results over the screen. Mirrors
/// `UIKit.UISearchController`.
///
/// ## Differences from UIKit
/// Activation happens at once in virtual time; the results controller's view is not drawn over
/// the screen yet, and the background is not dimmed.
@preconcurrency @MainActor
open class SearchController: ViewController {
  /// Shows the results; nil shows them in the searching screen itself. Mirrors
  /// `searchResultsController`.
  public let searchResultsController: ViewController?
  /// The search bar. Mirrors `searchBar`.
  public let searchBar = SearchBar()
  /// Told when the text or activity changes. Mirrors `searchResultsUpdater`.
  open weak var searchResultsUpdater: (any SearchResultsUpdating)?
  /// Hears presentation. Mirrors `delegate`.
  open weak var delegate: (any SearchControllerDelegate)?
  /// Default true. Mirrors `obscuresBackgroundDuringPresentation`.
  open var obscuresBackgroundDuringPresentation = true
  /// Default true. Mirrors `hidesNavigationBarDuringPresentation`.
  open var hidesNavigationBarDuringPresentation = true
  /// Whether activating shows the bar's cancel button. Default true. Mirrors
  /// `automaticallyShowsCancelButton`.
  open var automaticallyShowsCancelButton = true
  /// Whether activating shows the bar's scope bar. Default true. Mirrors
  /// `automaticallyShowsScopeBar`.
  open var automaticallyShowsScopeBar = true
  /// Whether the results controller shows. Mirrors `showsSearchResultsController`.
  open var showsSearchResultsController = false
  /// Whether the results controller shows once there is text. Default true. Mirrors
  /// `automaticallyShowsSearchResultsController`.
  open var automaticallyShowsSearchResultsController = true

  /// Whether the search is under way: setting it true tells the delegate and the updater and
  /// shows the cancel (and scope) bar as asked; false undoes it. Mirrors `isActive`.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive { activate() } else { deactivate() }
    }
  }

  /// A search controller showing results in `searchResultsController` (nil: in the searching
  /// screen). Mirrors `init(searchResultsController:)`.
  public init(searchResultsController: ViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller showing its results in the searching screen. Mirrors `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    searchResultsController = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Reel reads no archives: a controller without a results controller. Mirrors
  /// `init?(coder:)`.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }

  private func activate() {
    delegate?.willPresentSearchController(self)
    if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
    if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false {
      searchBar.showsScopeBar = true
    }
    searchBar.searchTextField.becomeFirstResponder()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didPresentSearchController(self)
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
    if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
    searchBar.searchTextField.resignFirstResponder()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didDismissSearchController(self)
  }
}
