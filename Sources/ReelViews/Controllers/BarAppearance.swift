// SPDX-License-Identifier: MIT
import Foundation

/// What every bar's look has in common: a background (a material, a colour, or both) and the
/// hairline at its edge. Mirrors `UIKit.UIBarAppearance`, the base of the navigation bar's, the
/// tab bar's and the toolbar's appearances.
@preconcurrency @MainActor
open class BarAppearance {
  /// The bar's fill, drawn over `backgroundEffect`; nil for none. Mirrors `backgroundColor`.
  open var backgroundColor: Color?
  /// The material over the content under the bar; nil for none. Mirrors `backgroundEffect`.
  open var backgroundEffect: BlurEffect? = BlurEffect(style: .systemChromeMaterial)
  /// The hairline at the bar's edge; nil or clear for none (SPEC-VIEWS 7.10, 7.11). Mirrors
  /// `shadowColor`.
  open var shadowColor: Color? = Color(systemName: "separator")

  /// The default look: the system material with a hairline. Mirrors `init()`.
  public init() {}

  /// A copy of `barAppearance`'s background and hairline. Mirrors `init(barAppearance:)`.
  public init(barAppearance: BarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundEffect = barAppearance.backgroundEffect
    shadowColor = barAppearance.shadowColor
  }

  /// The default look: the system material and the hairline. Mirrors
  /// `configureWithDefaultBackground()`.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundEffect = BlurEffect(style: .systemChromeMaterial)
    shadowColor = Color(systemName: "separator")
  }

  /// An opaque `systemBackground` fill with a hairline. Mirrors
  /// `configureWithOpaqueBackground()`.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundEffect = nil
    shadowColor = Color(systemName: "separator")
  }

  /// No background and no hairline. Mirrors `configureWithTransparentBackground()`.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    backgroundEffect = nil
    shadowColor = nil
  }

  /// The look a bar takes: `standard` while content is under it, else `scrollEdge`, else (as
  /// iOS 15 does when none is set) a copy of `standard` made transparent by `copy`.
  static func effective<T: BarAppearance>(
    standard: T, scrollEdge: T?, contentUnder: Bool, copy: (BarAppearance) -> T
  ) -> T {
    if contentUnder { return standard }
    if let scrollEdge { return scrollEdge }
    let edge = copy(standard)
    edge.configureWithTransparentBackground()
    return edge
  }

  /// Draws this look into `background` (stretched behind the bar by its caller) and
  /// `shadow`: the material, then the colour over it; the hairline hidden when there is none.
  /// An opaque bar (`translucent` false) drops the material for an opaque fill.
  func apply(to background: VisualEffectView, shadow: View, translucent: Bool) {
    background.effect = translucent ? backgroundEffect : nil
    background.backgroundColor =
      backgroundColor ?? (translucent || backgroundEffect == nil ? nil : .systemBackground)
    shadow.backgroundColor = shadowColor
    shadow.isHidden = shadowColor == nil
  }
}
