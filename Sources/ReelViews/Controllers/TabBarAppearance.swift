// SPDX-License-Identifier: MIT
import Foundation

/// How a tab bar looks: its background and hairline (`BarAppearance`) and its items' looks in
/// each layout. Mirrors `UIKit.UITabBarAppearance`.
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
  /// Items with the title under the image (iPhone in portrait). Mirrors
  /// `stackedLayoutAppearance`.
  open var stackedLayoutAppearance = TabBarItemAppearance(style: .stacked)
  /// Items with the title beside the image (regular widths). Mirrors `inlineLayoutAppearance`.
  open var inlineLayoutAppearance = TabBarItemAppearance(style: .inline)
  /// Items with the title beside the image in compact height. Mirrors
  /// `compactInlineLayoutAppearance`.
  open var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline)
  /// How stacked items share the width. Mirrors `stackedItemPositioning`.
  open var stackedItemPositioning = TabBar.ItemPositioning.automatic
  /// Points between centred items; 0 for the system's. Mirrors `stackedItemSpacing`.
  open var stackedItemSpacing: CGFloat = 0
  /// Points each centred item takes; 0 for the system's. Mirrors `stackedItemWidth`.
  open var stackedItemWidth: CGFloat = 0
  /// The selected item's indicator colour; nil for none. Mirrors `selectionIndicatorTintColor`.
  open var selectionIndicatorTintColor: Color?

  /// The default look. Mirrors `init()`.
  public override init() { super.init() }

  /// A copy of `barAppearance`, with its item looks when it is a tab bar's. Mirrors
  /// `init(barAppearance:)`.
  public override init(barAppearance: BarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let tab = barAppearance as? TabBarAppearance else { return }
    stackedLayoutAppearance = tab.stackedLayoutAppearance
    inlineLayoutAppearance = tab.inlineLayoutAppearance
    compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance
    stackedItemPositioning = tab.stackedItemPositioning
    stackedItemSpacing = tab.stackedItemSpacing
    stackedItemWidth = tab.stackedItemWidth
  }
}

/// How a tab bar's items look in one layout, per state. Mirrors `UIKit.UITabBarItemAppearance`.
@preconcurrency @MainActor
open class TabBarItemAppearance {
  /// The item layouts. Mirrors `UITabBarItemAppearance.Style`.
  public enum Style: Int, Sendable { case stacked, inline, compactInline }

  /// An item neither selected nor disabled. Mirrors `normal`.
  open var normal = TabBarItemStateAppearance()
  /// The selected item. Mirrors `selected`.
  open var selected = TabBarItemStateAppearance()
  /// A disabled item. Mirrors `disabled`.
  open var disabled = TabBarItemStateAppearance()
  /// The focused item (no focus engine on Linux: never drawn). Mirrors `focused`.
  open var focused = TabBarItemStateAppearance()

  /// The default look for `style`. Mirrors `init(style:)`.
  public init(style: Style) {}

  /// The default look for stacked items. Mirrors `init()`.
  public convenience init() { self.init(style: .stacked) }

  /// Back to the default look. Mirrors `configureWithDefault(for:)`.
  open func configureWithDefault(for style: Style) {
    normal = TabBarItemStateAppearance()
    selected = TabBarItemStateAppearance()
    disabled = TabBarItemStateAppearance()
    focused = TabBarItemStateAppearance()
  }
}

/// How a tab bar item looks in one state; every value unset takes the bar's default. Mirrors
/// `UIKit.UITabBarItemStateAppearance`.
@preconcurrency @MainActor
open class TabBarItemStateAppearance {
  /// The title's attributes (font, colour). Mirrors `titleTextAttributes`.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Moves the title, points. Mirrors `titlePositionAdjustment`.
  open var titlePositionAdjustment = Offset.zero
  /// The image's colour; nil for the state's default. Mirrors `iconColor`.
  open var iconColor: Color?
  /// The badge's fill; nil for red. Mirrors `badgeBackgroundColor`.
  open var badgeBackgroundColor: Color?
  /// The badge text's attributes. Mirrors `badgeTextAttributes`.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Moves the badge, points. Mirrors `badgePositionAdjustment`.
  open var badgePositionAdjustment = Offset.zero

  /// Every value unset.
  public init() {}
}

/// A distance to move something by, points. Mirrors `UIKit.UIOffset`.
public struct Offset: Hashable, Sendable {
  /// Points to the right. Mirrors `horizontal`.
  public var horizontal: CGFloat
  /// Points down. Mirrors `vertical`.
  public var vertical: CGFloat

  /// Mirrors `init(horizontal:vertical:)`.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No move. Mirrors `UIOffset.zero`.
  public static let zero = Offset(horizontal: 0, vertical: 0)
}
