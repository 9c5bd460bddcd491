// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension View {
  /// `UIView.ContentMode`.
  public typealias ContentMode = ReelViews.ContentMode
  /// `UIView.TintAdjustmentMode`.
  public typealias TintAdjustmentMode = ReelViews.TintAdjustmentMode

  /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The colour controls and template images draw with: the first colour set on this view or a
  /// superview, else the system tint (`Color.tintColor`, systemBlue of the iOS look); dimmed when
  /// `tintAdjustmentMode` is. Setting nil inherits again (SPEC-VIEWS 1.12).
  public var tintColor: Color! {
    get {
      let tint = specifiedTint ?? superview?.undimmedTint ?? Color.tintColor
      return tintAdjustmentMode == .dimmed ? Self.dimmed(tint) : tint
    }
    set {
      specifiedTint = newValue
      tintDidChangeInSubtree()
    }
  }

  private var undimmedTint: Color {
    specifiedTint ?? superview?.undimmedTint ?? Color.tintColor
  }

  /// The first mode other than `automatic` on this view or a superview; `normal` when none is.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get {
      if specifiedTintMode != .automatic { return specifiedTintMode }
      return superview?.tintAdjustmentMode ?? .normal
    }
    set {
      specifiedTintMode = newValue
      tintDidChangeInSubtree()
    }
  }

  /// A dimmed tint: desaturated to its luma (Rec. 709) and darkened to 80 %, alpha kept — an
  /// inference from UIKit's "desaturated, darkened" (no published formula).
  static func dimmed(_ tint: Color) -> Color {
    Color { traits in
      let c = tint.rgba(in: traits)
      let luma = (0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue) * 0.8
      return Color(red: luma, green: luma, blue: luma, alpha: c.alpha)
    }
  }

  private func tintDidChangeInSubtree() {
    tintColorDidChange()
    for subview in subviews where subview.specifiedTint == nil {
      subview.tintDidChangeInSubtree()
    }
  }

  /// The view's traits: its superview's (or its host's, at the top) with this view's
  /// `overrideUserInterfaceStyle` and layout direction. Colours are resolved with them.
  public var traitCollection: TraitCollection {
    var traits = superview?.traitCollection ?? hostTraitCollection
    if overrideUserInterfaceStyle != .unspecified {
      traits.userInterfaceStyle = overrideUserInterfaceStyle
    }
    traits.layoutDirection = effectiveUserInterfaceLayoutDirection
    return traits
  }

  /// Layout follows new traits (text styles resize with the content size category), and
  /// every view of the subtree updates its constraints for them.
  func traitsChanged() {
    setNeedsLayout()
    markConstraintsForUpdate()
  }

  private func markConstraintsForUpdate() {
    needsUpdateConstraints = true
    needsConfigurationUpdate = true
    for subview in subviews { subview.markConstraintsForUpdate() }
  }
}
