// SPDX-License-Identifier: MIT
import Foundation

extension TabBarItem {
  /// The items the system titles and draws. Mirrors `UITabBarItem.SystemItem`.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed

    /// The title iOS shows (English).
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    /// The SF Symbol drawn for it.
    var symbolName: String {
      switch self {
      case .more: "ellipsis"
      case .favorites, .featured, .topRated: "star.fill"
      case .recents, .history, .mostRecent: "clock"
      case .contacts: "person.crop.circle.fill"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .downloads: "square.and.arrow.down"
      case .mostViewed: "list.bullet"
      }
    }
  }

  /// A system item: its title and symbol. Mirrors `init(tabBarSystemItem:tag:)`.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init(title: systemItem.title, image: Image(systemName: systemItem.symbolName), tag: tag)
  }
}
