// SPDX-License-Identifier: MIT
import Foundation

/// The iOS 26 look of a tab bar on iPhone (Liquid Glass, SPEC-VIEWS 7.24, 7.25): a glass
/// capsule floating above the home indicator, inset from the screen's edges, content showing
/// around it; the selected item on a pill of its own in the tint, the others in the label
/// colour. Apple publishes no metrics for it: the capsule's 62-point height, 21-point insets
/// and the pill's 4-point inset are measured from iOS 26 screenshots of an iPhone 16 Pro.
extension TabBar {
  /// Whether the bar is drawn in the iOS 26 look.
  var isGlass: Bool { traitCollection.systemVersion == .iOS26 }

  /// The capsule's height, points.
  static let capsuleHeight: CGFloat = 62
  /// The capsule's inset from the bar's leading, trailing and bottom edges, points.
  static let capsuleInset: CGFloat = 21
  /// The selected item's pill's inset in the capsule, points.
  static let pillInset: CGFloat = 4

  /// The capsule, in the bar's coordinates: across the bar less the insets, its bottom the
  /// inset above the bar's bottom (the screen's), or at the bar's top on a bar without room.
  var capsuleFrame: CGRect {
    let y = max(bounds.height - Self.capsuleInset - Self.capsuleHeight, 0)
    return CGRect(
      x: Self.capsuleInset, y: y, width: max(bounds.width - 2 * Self.capsuleInset, 0),
      height: Self.capsuleHeight)
  }

  /// Lays out the capsule, the selected item's pill and the buttons in equal shares of the
  /// capsule.
  func layoutGlassContent() {
    backgroundView.isHidden = true
    shadowView.isHidden = true
    let capsule = capsuleFrame
    glass.frame = capsule
    glass.isHidden = false
    let count = max(buttons.count, 1)
    let share = capsule.width / CGFloat(count)
    let top = capsule.minY + (capsule.height - Self.itemsHeight) / 2
    let inner = capsule.insetBy(dx: Self.pillInset, dy: Self.pillInset)
    let pillShare = inner.width / CGFloat(count)
    pill.isHidden = true
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(
        x: capsule.minX + share * CGFloat(index), y: top, width: share, height: Self.itemsHeight)
      guard button.item === selectedItem else { continue }
      pill.isHidden = false
      pill.frame = CGRect(
        x: inner.minX + pillShare * CGFloat(index), y: inner.minY, width: pillShare,
        height: inner.height)
      pill.layer.cornerRadius = inner.height / 2
      let dark = traitCollection.userInterfaceStyle == .dark
      pill.backgroundColor = Color(white: dark ? 1 : 0, alpha: dark ? 0.14 : 0.07)
    }
  }
}
