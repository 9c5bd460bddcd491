// SPDX-License-Identifier: MIT
import Foundation

extension TabBar {
  /// The appearance in effect: the standard one while content is under the bar, else the
  /// scroll-edge one (the standard one made transparent when none is set, as iOS 15 does);
  /// `barTintColor` fills either.
  var effectiveAppearance: TabBarAppearance {
    let appearance = BarAppearance.effective(
      standard: standardAppearance, scrollEdge: scrollEdgeAppearance,
      contentUnder: hasContentUnder, copy: TabBarAppearance.init(barAppearance:))
    guard let barTintColor else { return appearance }
    let tinted = TabBarAppearance(barAppearance: appearance)
    tinted.backgroundColor = barTintColor
    return tinted
  }

  /// Lays out the background over the whole bar (items and the home indicator's strip), the
  /// hairline along its top, and one button per item in the top 49 points.
  func layoutContent() {
    let appearance = effectiveAppearance
    backgroundView.frame = bounds
    let pixel = 1 / max(traitCollection.displayScale, 1)
    shadowView.frame = CGRect(x: 0, y: -pixel, width: bounds.width, height: pixel)
    appearance.apply(to: backgroundView, shadow: shadowView, translucent: isTranslucent)
    backgroundView.isHidden = false
    glass.isHidden = true
    pill.isHidden = true
    for button in buttons { button.removeFromSuperview() }
    buttons = (items ?? []).map { makeButton(for: $0, look: appearance.stackedLayoutAppearance) }
    for (button, frame) in zip(buttons, itemFrames(appearance)) {
      button.frame = frame
      addSubview(button)
    }
    if isGlass { layoutGlassContent() }
  }

  /// The button for `item`: selected items in the tint, others in `unselectedItemTintColor`
  /// (systemGray by default), disabled ones in the tertiary label colour.
  func makeButton(for item: TabBarItem, look: TabBarItemAppearance) -> TabBarButton {
    let selected = item === selectedItem
    let state = !item.isEnabled ? look.disabled : selected ? look.selected : look.normal
    let colour: Color =
      !item.isEnabled
      ? .tertiaryLabel
      : selected ? tintColor : unselectedItemTintColor ?? (isGlass ? .label : .systemGray)
    return TabBarButton(item: item, selected: selected, colour: colour, state: state)
  }

  /// Where each button goes: equal shares of the width (`fill`, compact widths by default), or
  /// centred items `itemWidth` points wide (their own width when 0), `itemSpacing` apart (8 when
  /// 0).
  func itemFrames(_ appearance: TabBarAppearance) -> [CGRect] {
    let count = buttons.count
    guard count > 0 else { return [] }
    let height = Self.itemsHeight
    var positioning = itemPositioning
    if positioning == .automatic { positioning = appearance.stackedItemPositioning }
    if positioning == .automatic {
      positioning = UserInterfaceSizeClass(points: bounds.width) == .regular ? .centered : .fill
    }
    if positioning == .fill {
      let share = bounds.width / CGFloat(count)
      return (0..<count).map {
        CGRect(x: share * CGFloat($0), y: 0, width: share, height: height)
      }
    }
    let fixed = itemWidth > 0 ? itemWidth : appearance.stackedItemWidth
    let widths = buttons.map { fixed > 0 ? fixed : $0.fittingWidth }
    let setSpacing = itemSpacing > 0 ? itemSpacing : appearance.stackedItemSpacing
    let spacing = setSpacing > 0 ? setSpacing : 8
    let total = widths.reduce(0, +) + spacing * CGFloat(count - 1)
    var x = ((bounds.width - total) / 2).rounded()
    return widths.map { width in
      defer { x += width + spacing }
      return CGRect(x: x, y: 0, width: width, height: height)
    }
  }
}

extension TabBar {
  /// A tap at `point` (the bar's coordinates): the item under it tells the delegate it was
  /// selected (a tab bar controller then shows its screen), as a touch on iOS does. Returns
  /// whether the point is on the bar.
  @discardableResult
  package func tap(at point: CGPoint) -> Bool {
    guard !isHidden, bounds.contains(point) else { return false }
    if let button = buttons.first(where: { $0.frame.contains(point) }) {
      delegate?.tabBar(self, didSelect: button.item)
    }
    return true
  }
}
