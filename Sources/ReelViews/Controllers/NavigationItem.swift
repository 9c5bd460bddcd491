// SPDX-License-Identifier: MIT
import Foundation

/// What a navigation bar shows for a view controller: its title, bar button items, back button
/// and search field. Mirrors `UIKit.UINavigationItem`.
@preconcurrency @MainActor
open class NavigationItem {
  /// Mirrors `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item in the stack (the bar's `prefersLargeTitles` for the first).
    case automatic
    /// A large title.
    case always
    /// A standard title.
    case never
    /// A large title that does not collapse (iOS 17). Mirrors `.inline`'s counterpart.
    case inline
  }

  /// The title in the bar; the view controller's `title` when set through it. Mirrors `title`.
  open var title: String?
  /// A view shown instead of the title. Mirrors `titleView`.
  open var titleView: View?
  /// A line above the title (drawn small). Mirrors `prompt`.
  open var prompt: String?
  /// Whether the title is large. Default `automatic`. Mirrors `largeTitleDisplayMode`.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// Items on the leading side, outermost first. Mirrors `leftBarButtonItems`.
  open var leftBarButtonItems: [BarButtonItem]?
  /// Items on the trailing side, outermost first. Mirrors `rightBarButtonItems`.
  open var rightBarButtonItems: [BarButtonItem]?
  /// The back button the next screen shows for this one; nil shows this title (or "Back").
  /// Mirrors `backBarButtonItem`.
  open var backBarButtonItem: BarButtonItem?
  /// The back button's title for the next screen. Mirrors `backButtonTitle`.
  open var backButtonTitle: String?
  /// How the next screen's back button shows this one: its title (`default`), "Back"
  /// (`generic`) or the chevron alone (`minimal`). Mirrors `backButtonDisplayMode`.
  open var backButtonDisplayMode = BackButtonDisplayMode.default
  /// Whether this screen hides its back button. Mirrors `hidesBackButton`.
  open var hidesBackButton = false
  /// Whether the leading items sit beside the back button. Mirrors `leftItemsSupplementBackButton`.
  open var leftItemsSupplementBackButton = false
  /// The search controller whose bar shows under the title. Mirrors `searchController`.
  open var searchController: SearchController?
  /// Whether the search field hides until scrolled to. Mirrors
  /// `hidesSearchBarWhenScrolling`.
  open var hidesSearchBarWhenScrolling = true

  /// Mirrors `UINavigationItem.BackButtonDisplayMode`.
  public enum BackButtonDisplayMode: Int, Sendable, CaseIterable {
    case `default`, generic, minimal
  }

  /// An item titled `title`. Mirrors `init(title:)`.
  public init(title: String) { self.title = title }

  /// An item with no title.
  public init() {}

  /// The innermost leading item. Mirrors `leftBarButtonItem`.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The innermost trailing item. Mirrors `rightBarButtonItem`.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading items. Mirrors `setLeftBarButtonItems(_:animated:)`.
  open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing items. Mirrors `setRightBarButtonItems(_:animated:)`.
  open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}

/// What a tab bar shows for a view controller: a title, an image and a badge. Mirrors
/// `UIKit.UITabBarItem`.
@preconcurrency @MainActor
open class TabBarItem {
  /// The title under the image; the view controller's `title` when unset. Mirrors `title`.
  open var title: String?
  /// The image. Mirrors `image`.
  open var image: Image?
  /// The image when selected; nil uses `image`. Mirrors `selectedImage`.
  open var selectedImage: Image?
  /// The badge's text; nil for none. Mirrors `badgeValue`.
  open var badgeValue: String?
  /// The badge's colour; nil for red. Mirrors `badgeColor`.
  open var badgeColor: Color?
  /// A number to find the item by. Mirrors `tag`.
  open var tag = 0
  /// Whether it can be selected. Mirrors `isEnabled`.
  open var isEnabled = true

  /// Mirrors `init(title:image:tag:)`.
  public init(title: String?, image: Image?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Mirrors `init(title:image:selectedImage:)`.
  public init(title: String?, image: Image?, selectedImage: Image?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// An empty item.
  public init() {}
}
