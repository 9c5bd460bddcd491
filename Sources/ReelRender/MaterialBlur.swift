// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// How a `UIBlurEffect` material is drawn (the frame model's part of `UIVisualEffectView`): the
/// content behind the view blurred, its colours made more vivid, then a translucent tint of the material on top.
/// Apple publishes no numbers for the materials; these are matched by eye to screenshots (thin
/// materials show more of the backdrop, thick ones less) and stated as such in the README.
public struct MaterialBlur: Hashable, Sendable {
  /// `UIBlurEffect.Style`'s materials (declared with the view layer's `BlurEffect`).
  public typealias Style = BlurEffect.Style

  /// The blur's standard deviation, points.
  public var sigma: CGFloat
  /// Saturation of the blurred backdrop (1 unchanged, above 1 more vivid).
  public var saturation: CGFloat
  /// The material's tint, drawn over the blurred backdrop.
  public var tint: RGBAColor

  public init(sigma: CGFloat, saturation: CGFloat, tint: RGBAColor) {
    self.sigma = sigma
    self.saturation = saturation
    self.tint = tint
  }

  /// The material `style` in `traits`' appearance.
  public init(style: Style, traits: TraitCollection) {
    let name = style.rawValue
    let dark =
      name.hasSuffix("Dark") || (!name.hasSuffix("Light") && traits.userInterfaceStyle == .dark)
    // Thickness: how much of the tint covers the backdrop, light then dark.
    let (light, darkAlpha, sigma): (Double, Double, CGFloat) =
      switch name {
      case _ where name.hasPrefix("systemUltraThin"): (0.35, 0.45, 10)
      case _ where name.hasPrefix("systemThin"): (0.55, 0.6, 12)
      case _ where name.hasPrefix("systemThick"): (0.88, 0.88, 15)
      case _ where name.hasPrefix("systemChrome"): (0.8, 0.8, 15)
      default: (0.72, 0.72, 15)
      }
    let chrome = name.hasPrefix("systemChrome")
    tint =
      dark
      ? RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: darkAlpha)
      : RGBAColor(
        red: chrome ? 0.97 : 1, green: chrome ? 0.97 : 1, blue: chrome ? 0.98 : 1, alpha: light)
    self.sigma = sigma
    saturation = 1.8
  }
}
