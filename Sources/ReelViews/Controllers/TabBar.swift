// SPDX-License-Identifier: MIT
import Foundation

/// Hears a tab bar's selection. Mirrors `UIKit.UITabBarDelegate` (its methods optional).
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
  /// `item` was selected. Mirrors `tabBar(_:didSelect:)`.
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
  /// Does nothing: the method is optional, as in UIKit.
  public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}

/// The bar at the bottom of a tab bar controller's screen: one item per tab (image over title on
/// iPhone), the selected one in the tint, badges at the images' corners, over a material that
/// reaches down behind the home indicator. Mirrors `UIKit.UITabBar`.
@preconcurrency @MainActor
open class TabBar: View {
  /// How items share the bar's width. Mirrors `UITabBar.ItemPositioning`.
  public enum ItemPositioning: Int, Sendable {
    /// `fill` on compact widths, `centered` on regular ones (SPEC-VIEWS 7.23).
    case automatic
    /// Each item takes an equal share of the width.
    case fill
    /// Items of `itemWidth` points, `itemSpacing` apart, centred.
    case centered
  }

  /// Hears selections. Mirrors `delegate`.
  open weak var delegate: (any TabBarDelegate)?
  /// The items, leading first. Mirrors `items`.
  open var items: [TabBarItem]? { didSet { setNeedsLayout() } }
  /// The selected item (one of `items`), nil for none. Mirrors `selectedItem`.
  open var selectedItem: TabBarItem? { didSet { setNeedsLayout() } }
  /// The colour of unselected items; nil for systemGray. Mirrors `unselectedItemTintColor`.
  open var unselectedItemTintColor: Color? { didSet { setNeedsLayout() } }
  /// The bar's fill colour; nil for the appearance's. Mirrors `barTintColor`.
  open var barTintColor: Color? { didSet { setNeedsLayout() } }
  /// Whether the bar is a blurred material (true) or opaque. Mirrors `isTranslucent`.
  open var isTranslucent = true { didSet { setNeedsLayout() } }
  /// The look while content is under the bar. Mirrors `standardAppearance`.
  open var standardAppearance = TabBarAppearance() { didSet { setNeedsLayout() } }
  /// The look while the content's end sits at the bar; nil uses the standard one made
  /// transparent (iOS 15 and later). Mirrors `scrollEdgeAppearance`.
  open var scrollEdgeAppearance: TabBarAppearance? { didSet { setNeedsLayout() } }
  /// How items share the width. Mirrors `itemPositioning`.
  open var itemPositioning = ItemPositioning.automatic { didSet { setNeedsLayout() } }
  /// Points between centred items; 0 for the system's. Mirrors `itemSpacing`.
  open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// Points each centred item takes; 0 for the system's. Mirrors `itemWidth`.
  open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// Whether content lies under the bar (its look is then the standard one, else the scroll
  /// edge's). A tab bar controller sets it from its selected screen's scroll view, as UIKit
  /// observes it; true for a bar on its own.
  public internal(set) var hasContentUnder = true { didSet { setNeedsLayout() } }

  /// The material (or colour) behind the items, reaching down to the superview's bottom.
  let backgroundView = VisualEffectView(effect: nil)
  /// The floating capsule (iOS 26).
  let glass = GlassPlatter()
  /// The selected item's pill in the capsule (iOS 26).
  let pill = View()
  /// The hairline along the top edge.
  let shadowView = View()
  /// One button per item, made again at each layout.
  var buttons: [TabBarButton] = []

  /// A bar; a tab bar controller sizes and places it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(backgroundView)
    addSubview(shadowView)
    addSubview(glass)
    addSubview(pill)
  }

  /// A bar with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  /// Reel reads no archives.
  public required init?(coder: NSCoder) { nil }

  /// Replaces the items. Mirrors `setItems(_:animated:)` (at once in virtual time).
  open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

  /// Lays out its background, hairline and item buttons.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// The items' height, points, above the home indicator's strip (SPEC-VIEWS 7.22).
  public static let itemsHeight: CGFloat = 49

  /// 49 points by the width offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.itemsHeight)
  }
}
