// SPDX-License-Identifier: MIT
import Foundation

extension NavigationBar {
  /// The top item. Mirrors `topItem`.
  public var topItem: NavigationItem? { items?.last }

  /// The item below the top one, whose title the back button shows. Mirrors `backItem`.
  public var backItem: NavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Replaces the items. Mirrors `setItems(_:animated:)` (at once in virtual time).
  public func setItems(_ items: [NavigationItem]?, animated: Bool) { self.items = items }

  /// Pushes `item` on top. Mirrors `pushItem(_:animated:)`.
  public func pushItem(_ item: NavigationItem, animated: Bool) {
    items = (items ?? []) + [item]
  }

  /// Pops the top item unless it is the only one; returns it. Mirrors `popItem(animated:)`.
  @discardableResult
  public func popItem(animated: Bool) -> NavigationItem? {
    guard var items, items.count > 1 else { return nil }
    let top = items.removeLast()
    self.items = items
    return top
  }

  /// The inline bar's height, points (SPEC-VIEWS 7.1).
  static let inlineHeight: CGFloat = 44
  /// What a large title adds, points (SPEC-VIEWS 7.4).
  static let largeTitleHeight: CGFloat = 52
  /// What a search bar adds under the titles, points (the iOS 13–18 look; community
  /// measurements).
  static let searchRowHeight: CGFloat = 52

  /// The height of the titles' part, above the search row.
  var titlesHeight: CGFloat { bounds.height - searchRowHeight }

  /// Whether the bar is taller than its inline height: a large title shows below it.
  var showsLargeTitle: Bool { titlesHeight > Self.inlineHeight + 0.5 }

  /// The appearance in effect: the scroll-edge one while the content is at the bar's edge (the
  /// standard one with a transparent background when none is set, SPEC-VIEWS 7.8), else the
  /// standard one.
  var effectiveAppearance: NavigationBarAppearance {
    if contentDistance > 0 { return standardAppearance }
    if let scrollEdgeAppearance { return scrollEdgeAppearance }
    let edge = NavigationBarAppearance()
    edge.configureWithTransparentBackground()
    edge.titleTextAttributes = standardAppearance.titleTextAttributes
    edge.largeTitleTextAttributes = standardAppearance.largeTitleTextAttributes
    return edge
  }

  /// Lays out the background (up to the superview's top, behind the status bar), the hairline,
  /// the titles and the items.
  func layoutContent() {
    let appearance = effectiveAppearance
    let reach = max(frame.minY, 0)
    backgroundView.frame = CGRect(
      x: 0, y: -reach, width: bounds.width, height: reach + bounds.height)
    let pixel = 1 / max(traitCollection.displayScale, 1)
    shadowView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: pixel)
    appearance.apply(to: backgroundView, shadow: shadowView, translucent: isTranslucent)
    edgeFade.isHidden = true
    if isGlass { layoutGlassBackground(appearance, reach: reach) }
    let groups = itemGroups()
    layoutTitles(appearance, itemsWidth: isGlass ? glassItemsWidth(groups) : itemsWidth(groups))
    if isGlass { layoutGlassItems(groups) } else { layoutItems(groups) }
    layoutSearchBar()
  }

  /// The inline title centred in the top 44 points, shown once a large title has collapsed;
  /// the large title at the leading margin, its baseline 16 points above the bottom (7.5, 7.6).
  func layoutTitles(_ appearance: NavigationBarAppearance, itemsWidth: CGFloat) {
    let title = topItem?.title
    titleLabel.text = title
    titleLabel.font =
      appearance.titleTextAttributes[.font] as? Font ?? .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = appearance.titleTextAttributes[.foregroundColor] as? Color ?? .label
    largeTitleLabel.text = title
    largeTitleLabel.font =
      appearance.largeTitleTextAttributes[.font] as? Font ?? .systemFont(ofSize: 34, weight: .bold)
    largeTitleLabel.textColor =
      appearance.largeTitleTextAttributes[.foregroundColor] as? Color ?? .label
    let large = showsLargeTitle
    largeTitleLabel.isHidden = !large
    titleLabel.alpha = large ? 0 : 1
    let margin = Self.margin(width: bounds.width)
    let inset = itemsWidth + 8
    titleLabel.frame = CGRect(
      x: inset, y: 0, width: max(bounds.width - 2 * inset, 0), height: Self.inlineHeight)
    largeTitleLabel.transform = .identity
    guard large else { return }
    let height = largeTitleLabel.intrinsicContentSize.height
    let width = max(bounds.width - 2 * margin, 0)
    largeTitleLabel.frame = CGRect(x: margin, y: 0, width: width, height: height)
    let baseline = largeTitleLabel.baselineOffsets?.last ?? height
    largeTitleLabel.frame.origin.y = titlesHeight - 16 - baseline
    // Pulled taller than its rest, the title grows about its leading edge and baseline.
    let scale = largeTitleScale(
      pulled: titlesHeight - Self.inlineHeight - Self.largeTitleHeight)
    guard scale > 1 else { return }
    largeTitleLabel.transform = Transform2D(scaleX: scale, y: scale)
    largeTitleLabel.center = CGPoint(
      x: margin + scale * width / 2, y: titlesHeight - 16 - scale * (baseline - height / 2))
  }

  /// How much a large title grows when its bar is `pulled` points taller than its rest: 1 + the
  /// pull over 0.66 of the screen's larger side in pixels, at most 1.1 (SPEC-VIEWS 7.6, as
  /// decompiled); 1 when not pulled.
  func largeTitleScale(pulled: CGFloat) -> CGFloat {
    guard pulled > 0 else { return 1 }
    let screen = Screen.main.bounds.size
    let pixels = max(screen.width, screen.height) * max(traitCollection.displayScale, 1)
    return min(1 + pulled / (0.66 * pixels), 1.1)
  }

  /// The top item's search bar under the titles, the field at the margins, fading as its row
  /// collapses and gone once it has; the bars of items no longer on top are taken out.
  func layoutSearchBar() {
    let shown = topItem?.searchController?.searchBar
    for view in subviews where view is SearchBar && view !== shown { view.removeFromSuperview() }
    guard let bar = shown else { return }
    if bar.superview !== self { addSubview(bar) }
    let inset = Self.margin(width: bounds.width) - 8
    bar.searchBarStyle = .minimal
    bar.clipsToBounds = true
    bar.frame = CGRect(
      x: inset, y: titlesHeight, width: max(bounds.width - 2 * inset, 0),
      height: max(searchRowHeight, 0))
    bar.alpha = min(max((searchRowHeight - 26) / 26, 0), 1)
    bar.isHidden = searchRowHeight < 0.5
  }

  /// The leading and trailing margin of a bar `width` points wide: 16 on compact widths, 20 on
  /// regular ones (SPEC-VIEWS 2.2, 2.3, 7.20).
  static func margin(width: CGFloat) -> CGFloat {
    UserInterfaceSizeClass(points: width) == .regular ? 20 : 16
  }
}
