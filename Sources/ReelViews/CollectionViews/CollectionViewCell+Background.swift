// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionViewCell {
  /// Builds the view of `backgroundConfiguration` (updated for the cell's state when it updates
  /// automatically) behind everything, replacing the one before; removes the background views.
  func applyBackgroundConfiguration() {
    configuredBackground?.removeFromSuperview()
    configuredBackground = nil
    guard var configuration = backgroundConfiguration else { return }
    if backgroundView != nil { backgroundView = nil }
    if selectedBackgroundView != nil { selectedBackgroundView = nil }
    if automaticallyUpdatesBackgroundConfiguration {
      configuration = configuration.updated(for: configurationState)
    }
    let holder = View(frame: bounds)
    holder.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let fill = View(frame: inset(bounds, by: configuration.backgroundInsets))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    fill.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
    fill.layer.cornerRadius = max(
      configuration.cornerRadius.isFinite ? configuration.cornerRadius : 0, 0)
    fill.layer.cornerCurve = .continuous
    fill.clipsToBounds = fill.layer.cornerRadius > 0
    let width = configuration.strokeWidth
    if width > 0, width.isFinite {
      fill.layer.borderWidth = width
      fill.layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).rgba(
        in: traitCollection)
    }
    for view in [
      configuration.visualEffect.map { VisualEffectView(effect: $0) }, configuration.customView,
    ] {
      guard let view else { continue }
      view.frame = fill.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      fill.addSubview(view)
    }
    holder.addSubview(fill)
    insertSubview(holder, at: 0)
    configuredBackground = holder
  }

  /// `rect` inset by directional `insets` in the cell's layout direction.
  private func inset(_ rect: CGRect, by insets: NSDirectionalEdgeInsets) -> CGRect {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = rightToLeft ? insets.trailing : insets.leading
    let right = rightToLeft ? insets.leading : insets.trailing
    return CGRect(
      x: rect.minX + left, y: rect.minY + insets.top,
      width: max(rect.width - left - right, 0),
      height: max(rect.height - insets.top - insets.bottom, 0))
  }
}
