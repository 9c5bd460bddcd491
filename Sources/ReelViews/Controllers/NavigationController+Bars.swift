// SPDX-License-Identifier: MIT
import Foundation

extension NavigationController {
  /// The top controller's view fills this one, its safe area below the bar (44 points, 96 with
  /// a large title: SPEC-VIEWS 7.1, 7.4) and above the toolbar when shown (44, 7.26); the
  /// others' views are taken out. The bar shows the stack's items, the toolbar the top
  /// controller's `toolbarItems`.
  func showTop() {
    guard let root = viewIfLoaded, let top = topViewController else { return }
    for other in viewControllers where other !== top { other.viewIfLoaded?.removeFromSuperview() }
    let shown: View = top.view
    shown.frame = root.bounds
    shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if shown.superview !== root { root.addSubview(shown) }
    let bottom = isToolbarHidden ? 0 : Toolbar.itemsHeight
    top.containerSafeAreaInsets = EdgeInsets(
      top: barHeight(for: top) + searchRowHeight(for: top), left: 0, bottom: bottom, right: 0)
    navigationBar.items = viewControllers.map(\.navigationItem)
    toolbar.items = top.toolbarItems
    toolbar.isHidden = isToolbarHidden
    for bar in [navigationBar, toolbar] as [View] {
      if bar.superview !== root { root.addSubview(bar) }
      root.bringSubviewToFront(bar)
    }
    placeNavigationBar()
  }

  /// Places the bar below the status bar (at the view's safe-area top without the bar), as tall
  /// as the top controller's item asks less what its content has scrolled under it: a search
  /// bar that hides while scrolling, then a large title, collapse 1:1 with the scroll offset
  /// (SPEC-VIEWS 7.15, 7.21); pulled down past the top, a large title's bar grows with it. The
  /// toolbar's items sit above the home indicator's strip, its background reaching down over it.
  func placeNavigationBar() {
    guard let root = viewIfLoaded, let top = topViewController else { return }
    navigationBar.isHidden = isNavigationBarHidden
    let distance = Self.contentDistance(in: top.viewIfLoaded)
    let title = barHeight(for: top)
    let search = searchRowHeight(for: top)
    // The search row collapses first when it hides while scrolling, then a large title.
    let hides = top.navigationItem.hidesSearchBarWhenScrolling
    let searchShown = hides ? min(max(search - max(distance, 0), 0), search) : search
    let left = hides ? max(distance - search, 0) : max(distance, 0)
    // Pulled down past the top, a large title's bar grows with the content (SPEC-VIEWS 7.6).
    let large = title > NavigationBar.inlineHeight
    let titleShown = large ? max(title - left, NavigationBar.inlineHeight) : title
    let height = titleShown + searchShown + (large ? max(-distance, 0) : 0)
    let statusBar = root.safeAreaInsets.top - root.controllerSafeAreaInsets.top
    navigationBar.searchRowHeight = searchShown
    navigationBar.frame = CGRect(x: 0, y: statusBar, width: root.bounds.width, height: height)
    navigationBar.contentDistance = distance - (title + search - height)
    let strip = max(root.safeAreaInsets.bottom - root.controllerSafeAreaInsets.bottom, 0)
    let toolbarHeight = Toolbar.itemsHeight + strip
    toolbar.frame = CGRect(
      x: 0, y: root.bounds.height - toolbarHeight, width: root.bounds.width,
      height: toolbarHeight)
    toolbar.hasContentUnder = ObservedScroll(in: top.viewIfLoaded)?.hasContentBelow ?? false
  }

  /// How far the first scroll view in `view` (depth first) has scrolled from its top edge,
  /// points: its content offset less where it rests (`-adjustedContentInset.top`); 0 for none.
  static func contentDistance(in view: View?) -> CGFloat {
    ObservedScroll(in: view)?.distanceFromTop ?? 0
  }

  /// The search row's height under the bar's title for `controller`: 52 points with a search
  /// controller (the iOS 13–18 look), else 0.
  func searchRowHeight(for controller: ViewController) -> CGFloat {
    guard !isNavigationBarHidden, controller.navigationItem.searchController != nil else {
      return 0
    }
    return NavigationBar.searchRowHeight
  }

  /// The bar's height over `controller`: 0 when hidden, 96 with a large title, else 44.
  func barHeight(for controller: ViewController) -> CGFloat {
    guard !isNavigationBarHidden else { return 0 }
    let large: Bool
    switch controller.navigationItem.largeTitleDisplayMode {
    case .always: large = true
    case .never, .inline: large = false
    case .automatic: large = navigationBar.prefersLargeTitles
    }
    return large ? 96 : 44
  }
}
