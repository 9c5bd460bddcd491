// SPDX-License-Identifier: MIT
import Foundation

extension TabBarController {
  /// The most items a compact-width tab bar shows before the fifth becomes "More".
  static let compactItemLimit = 5

  /// Shows the selected screen's view filling this one, its safe area above the bar's items
  /// (49 points: SPEC-VIEWS 7.22); the others' views are taken out. The bar, in front, shows
  /// the screens' items.
  func showSelected() {
    guard let root = viewIfLoaded else { return }
    let shown = selectedViewController
    for other in viewControllers ?? [] where other !== shown {
      other.viewIfLoaded?.removeFromSuperview()
    }
    if let shown {
      let view: View = shown.view
      view.frame = root.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if view.superview !== root { root.addSubview(view) }
      let covered = tabBar.isHidden ? 0 : TabBar.itemsHeight
      shown.containerSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: covered, right: 0)
    }
    let items = barItems(width: root.bounds.width)
    tabBar.items = items
    tabBar.selectedItem = items.indices.contains(selectedIndex) ? items[selectedIndex] : items.last
    if tabBar.superview !== root { root.addSubview(tabBar) }
    root.bringSubviewToFront(tabBar)
    placeTabBar()
  }

  /// The bar's items: each screen's `tabBarItem` (a navigation controller's root screen's when
  /// it has none of its own); past five on a compact width, four and "More".
  func barItems(width: CGFloat) -> [TabBarItem] {
    let items = (viewControllers ?? []).compactMap(\.tabBarItem)
    guard UserInterfaceSizeClass(points: width) == .compact, items.count > Self.compactItemLimit
    else { return items }
    return Array(items.prefix(Self.compactItemLimit - 1)) + [moreItem]
  }

  /// Places the bar along the bottom: its items' 49 points above the safe area's bottom (the
  /// home indicator's strip), its background reaching down over that strip; its look follows
  /// whether the selected screen's content lies under it.
  func placeTabBar() {
    guard let root = viewIfLoaded else { return }
    let strip = root.safeAreaInsets.bottom - root.controllerSafeAreaInsets.bottom
    let height = TabBar.itemsHeight + max(strip, 0)
    tabBar.frame = CGRect(
      x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
    let content = ObservedScroll(in: selectedViewController?.viewIfLoaded)
    tabBar.hasContentUnder = content?.hasContentBelow ?? false
  }
}
