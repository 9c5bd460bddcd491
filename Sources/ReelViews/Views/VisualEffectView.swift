// SPDX-License-Identifier: MIT
import Foundation

/// `UIVisualEffect`: an effect a `VisualEffectView` applies to what is behind it.
@preconcurrency @MainActor
open class VisualEffect {
  /// No effect.
  public nonisolated init() {}
}

/// `UIBlurEffect`: a material that blurs what is behind the view and tints it.
@preconcurrency @MainActor
public final class BlurEffect: VisualEffect {
  /// `UIBlurEffect.Style`'s materials: adaptive (following the appearance) or fixed light/dark.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }

  /// The material.
  public let style: Style

  /// `UIBlurEffect(style:)`.
  public nonisolated init(style: Style) {
    self.style = style
    super.init()
  }
}

/// `UIVisualEffectView`: a view whose background is an effect (a blurred material) over what is
/// behind it; its subviews go in `contentView`, drawn on top, unblurred.
@preconcurrency @MainActor
open class VisualEffectView: View {
  /// The effect; nil draws nothing behind the content.
  open var effect: VisualEffect?
  /// The view the content goes in: the bounds, above the effect.
  public let contentView = View()

  /// `UIVisualEffectView(effect:)`.
  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A view with no effect in `frame` (points).
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }
}
