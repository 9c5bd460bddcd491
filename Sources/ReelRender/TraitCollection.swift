// SPDX-License-Identifier: MIT
import Foundation

/// `UIUserInterfaceStyle`: light or dark mode.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
  case light, dark
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

/// `UITraitCollection`'s traits that change how things are drawn.
public struct TraitCollection: Hashable, Sendable {
  public var userInterfaceStyle: UserInterfaceStyle
  public var systemVersion: SystemVersion

  public init(
    userInterfaceStyle: UserInterfaceStyle = .light, systemVersion: SystemVersion = .iOS26
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.systemVersion = systemVersion
  }

  /// Light mode, the current iOS.
  public static let standard = TraitCollection()
}

/// A colour with a light and a dark value, as a dynamic `UIColor` has.
public struct DynamicColor: Hashable, Sendable {
  public var light: RGBAColor
  public var dark: RGBAColor

  public init(light: RGBAColor, dark: RGBAColor) {
    self.light = light
    self.dark = dark
  }

  /// The same colour in both styles.
  public init(_ color: RGBAColor) { self.init(light: color, dark: color) }

  /// `UIColor.resolvedColor(with:)`.
  public func resolvedColor(with traits: TraitCollection) -> RGBAColor {
    traits.userInterfaceStyle == .dark ? dark : light
  }
}
