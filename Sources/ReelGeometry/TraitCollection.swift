// SPDX-License-Identifier: MIT
import Foundation

/// `UIUserInterfaceStyle`: light or dark mode. `unspecified` is what a view's
/// `overrideUserInterfaceStyle` holds when it follows its superview; colours resolve it as light.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
  case unspecified, light, dark
}

/// Which iOS look to draw where iOS 26 changed it (the accent colours, list metrics): the current
/// one, or the look of iOS 13 to 18.
public enum SystemVersion: String, Hashable, Sendable, CaseIterable {
  case iOS18, iOS26

  /// The look of `major` (13…18 → `iOS18`, 26 and later → `iOS26`); nil for versions iOS never had
  /// or that predate dynamic colours.
  public init?(major: Int) {
    switch major {
    case 13...18: self = .iOS18
    case 26...: self = .iOS26
    default: return nil
    }
  }
}

/// `UIUserInterfaceSizeClass`: how much room an axis has.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
  case unspecified, compact, regular

  /// UIKit's class for a width or height of `points`: compact below 600 points across (an
  /// iPhone's width; its height in landscape), regular from there on.
  public init(points: CGFloat) {
    self = points < 600 ? .compact : .regular
  }
}

/// `UIListEnvironment`: the style of the list a view is in, which adaptive list content
/// (`ListContentConfiguration.cell()`, `header()`, `footer()`…) takes its look from.
public enum ListEnvironment: String, Hashable, Sendable, CaseIterable {
  /// Not set: outside a list's cells, or unknown.
  case unspecified
  /// Not in a list.
  case none
  case plain, grouped, insetGrouped, sidebar, sidebarPlain
}

/// `UITraitCollection`'s traits: how things are drawn (style, iOS look) and what layouts read
/// (scale, direction, size classes, the enclosing list's style).
public struct TraitCollection: Hashable, Sendable {
  public var userInterfaceStyle: UserInterfaceStyle
  public var systemVersion: SystemVersion
  /// Device pixels per point. Default 1.
  public var displayScale: CGFloat = 1
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
  public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
  /// The Dynamic Type size text styles are resolved at. Default `large`.
  public var preferredContentSizeCategory: ContentSizeCategory = .large
  /// The style of the list the view is in (iOS 18): a list gives its cells, headers and footers
  /// its appearance. Default `unspecified`.
  public var listEnvironment: ListEnvironment = .unspecified

  public init(
    userInterfaceStyle: UserInterfaceStyle = .light, systemVersion: SystemVersion = .iOS26
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.systemVersion = systemVersion
  }

  /// Light mode, the current iOS.
  public static let standard = TraitCollection()
}
