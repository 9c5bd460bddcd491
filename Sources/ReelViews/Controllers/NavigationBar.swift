// SPDX-License-Identifier: MIT
import Foundation

/// The bar at the top of a navigation controller's screen: the top item's title (standard or
/// large), its bar button items and the back button, in the look its appearances give. Mirrors
/// `UIKit.UINavigationBar`.
@preconcurrency @MainActor
open class NavigationBar: View {
  /// Whether titles are large where items allow (`largeTitleDisplayMode`). Default false. Mirrors
  /// `prefersLargeTitles`.
  open var prefersLargeTitles = false
  /// The look while content scrolls under the bar. Mirrors `standardAppearance`.
  open var standardAppearance = NavigationBarAppearance()
  /// The look in a compact-height bar; nil uses `standardAppearance`. Mirrors
  /// `compactAppearance`.
  open var compactAppearance: NavigationBarAppearance?
  /// The look while content sits at the bar's edge; nil uses the standard one made transparent.
  /// Mirrors `scrollEdgeAppearance`.
  open var scrollEdgeAppearance: NavigationBarAppearance?
  /// Whether the bar is translucent (a blurred material) or opaque. Default true. Mirrors
  /// `isTranslucent`.
  open var isTranslucent = true
  /// The colour of bar button items; nil for the tint. Mirrors `tintColor`'s use by bars.
  open var barTintColor: Color?
  /// The items of the stack it shows, bottom first; the last is shown. Mirrors `items`.
  open var items: [NavigationItem]? { didSet { setNeedsLayout() } }
  /// How far the content under the bar has scrolled from its edge, points: 0 at rest (the bar
  /// takes its scroll-edge look, a large title is whole), 52 or more collapses a large title.
  /// A navigation controller sets it from its top controller's scroll view, as UIKit observes it.
  public internal(set) var contentDistance: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// How much of the top item's search bar shows under the titles, points (0…52); a navigation
  /// controller sets it as the search bar collapses while content scrolls.
  public internal(set) var searchRowHeight: CGFloat = 0 { didSet { setNeedsLayout() } }

  /// The material (or colour) behind the bar, reaching up to its superview's top (behind the
  /// status bar).
  let backgroundView = VisualEffectView(effect: nil)
  /// The hairline under the bar.
  let shadowView = View()
  /// The inline title, centred in the top 44 points.
  let titleLabel = Label()
  /// The large title, at the leading margin, its baseline 16 points above the bar's bottom.
  let largeTitleLabel = Label()
  /// The back button and bar button items, made again at each layout.
  var itemViews: [View] = []
  /// The bar button item each of `itemViews` shows.
  var itemsByView: [ObjectIdentifier: BarButtonItem] = [:]
  /// The glass platters behind the items (iOS 26).
  var platters: [View] = []
  /// The fade of content scrolled under the bar (iOS 26).
  let edgeFade = ScrollEdgeFade()

  /// A bar; a navigation controller sizes and places it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [backgroundView, edgeFade, shadowView, titleLabel, largeTitleLabel] as [View] {
      addSubview(view)
    }
    titleLabel.textAlignment = .center
  }

  /// Lays out its background, hairline, titles and items for its items and appearances.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// A bar with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  /// Reel reads no archives.
  public required init?(coder: NSCoder) { nil }
}

/// How a navigation bar looks: its background and hairline (`BarAppearance`) and its titles'
/// attributes. Mirrors `UIKit.UINavigationBarAppearance`.
@preconcurrency @MainActor
open class NavigationBarAppearance: BarAppearance {
  /// The standard title's attributes (font, colour). Mirrors `titleTextAttributes`.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes. Mirrors `largeTitleTextAttributes`.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The default look: material background with a hairline. Mirrors `init()`.
  public override init() { super.init() }

  /// A copy of `barAppearance`'s background and hairline, with default titles. Mirrors
  /// `init(barAppearance:)`.
  public override init(barAppearance: BarAppearance) {
    super.init(barAppearance: barAppearance)
    if let navigation = barAppearance as? NavigationBarAppearance {
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
  }
}
