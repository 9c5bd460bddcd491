// SPDX-License-Identifier: MIT
import Foundation

/// A colour with a light and a dark value, as a dynamic `UIColor` has.
public struct DynamicColor: Hashable, Sendable {
  /// The colour in light mode.
  public var light: RGBAColor
  /// The colour in dark mode.
  public var dark: RGBAColor

  /// A colour for each appearance.
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
