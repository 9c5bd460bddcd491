// SPDX-License-Identifier: MIT
import Foundation

/// Hears a search bar: its text, its buttons and its scope. Mirrors `UIKit.UISearchBarDelegate`
/// (its methods optional).
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
  /// The text changed by typing (or by a scene's script). Mirrors
  /// `searchBar(_:textDidChange:)`.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// Whether editing may begin. Mirrors `searchBarShouldBeginEditing(_:)`.
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  /// Editing began. Mirrors `searchBarTextDidBeginEditing(_:)`.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// Editing ended. Mirrors `searchBarTextDidEndEditing(_:)`.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The keyboard's search key was tapped. Mirrors `searchBarSearchButtonClicked(_:)`.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The cancel button was tapped. Mirrors `searchBarCancelButtonClicked(_:)`.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
  /// Another scope was chosen. Mirrors `searchBar(_:selectedScopeButtonIndexDidChange:)`.
  func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
  /// Nothing: optional, as in UIKit.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// True: optional, as in UIKit.
  public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Nothing: optional, as in UIKit.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// Nothing: optional, as in UIKit.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Nothing: optional, as in UIKit.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Nothing: optional, as in UIKit.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
  /// Nothing: optional, as in UIKit.
  public func searchBar(
    _ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

/// Passes the search field's editing on to its bar's delegate.
@MainActor
final class SearchFieldRelay: TextFieldDelegate {
  weak var searchBar: SearchBar?

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    guard let searchBar else { return true }
    return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: TextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
  }

  func textFieldDidEndEditing(_ textField: TextField) {
    guard let searchBar else { return }
    searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
  }

  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    guard let searchBar else { return true }
    searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    return true
  }
}
