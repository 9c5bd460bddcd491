// SPDX-License-Identifier: MIT
import Foundation

/// The iOS 26 look of a navigation bar (Liquid Glass, SPEC-VIEWS 7.17): no bar background or
/// hairline, a soft fade of the content scrolled under it instead; the items on glass
/// platters — the back button a round one with the chevron alone, adjacent items sharing one —
/// in the label colour unless a tint is set; a `done` item on a platter filled with the tint.
extension NavigationBar {
  /// Whether the bar is drawn in the iOS 26 look.
  var isGlass: Bool { traitCollection.systemVersion == .iOS26 }

  /// The items' colour: an item's own tint, else the bar's (set on it or its appearance's
  /// button tint), else the label colour under glass and the system tint before iOS 26.
  var itemTint: Color {
    isGlass ? specifiedTint ?? .label : barTintColor ?? tintColor ?? .systemBlue
  }

  /// The bar's background under glass: the appearance's own colour when it sets one without a
  /// blur (an opaque bar stays opaque); else, once content is under the bar, a fade from the
  /// screen's background at the top of the status bar to clear at the bar's bottom edge.
  func layoutGlassBackground(_ appearance: NavigationBarAppearance, reach: CGFloat) {
    shadowView.isHidden = true
    backgroundView.effect = nil
    let opaque = appearance.backgroundEffect == nil ? appearance.backgroundColor : nil
    backgroundView.backgroundColor = opaque
    edgeFade.isHidden = opaque != nil || contentDistance <= 0
    edgeFade.frame = CGRect(x: 0, y: -reach, width: bounds.width, height: reach + bounds.height)
    let base = Color.systemBackground.resolvedColor(with: traitCollection)
    edgeFade.colors = [base.withAlphaComponent(0.92), base.withAlphaComponent(0)]
  }

  /// Places the item views on their platters in the top 44 points: the leading group from the
  /// leading margin, the trailing one from the trailing margin.
  func layoutGlassItems(_ groups: BarItemViews) {
    for view in itemViews + platters { view.removeFromSuperview() }
    itemsByView = groups.items
    var placed: [View] = []
    var platters: [View] = []
    let margin = Self.margin(width: bounds.width)
    var x = margin
    for run in glassRuns(groups.leading, groups) {
      let width = run.cells.reduce(0, +)
      platters.append(platter(x: x, width: width, prominent: run.prominent))
      placed += place(run.views, cells: run.cells, from: x)
      x += width + 8
    }
    x = bounds.width - margin
    for run in glassRuns(groups.trailing, groups) {
      let width = run.cells.reduce(0, +)
      x -= width
      platters.append(platter(x: x, width: width, prominent: run.prominent))
      placed += place(run.views, cells: run.cells, from: x)
      x -= 8
    }
    self.platters = platters
    itemViews = placed
    for view in platters + placed { addSubview(view) }
  }

  /// How far the wider side's platters reach in from the bar's edge, points.
  func glassItemsWidth(_ groups: BarItemViews) -> CGFloat {
    func extent(_ views: [View]) -> CGFloat {
      let runs = glassRuns(views, groups)
      return runs.isEmpty
        ? 0 : runs.reduce(Self.margin(width: bounds.width)) { $0 + $1.cells.reduce(0, +) + 8 }
    }
    return max(extent(groups.leading), extent(groups.trailing))
  }

  /// `views` split into the runs that share a platter: the back button alone, a `done` item
  /// alone, the others together; with each view's cell width (44 for a symbol or the back
  /// button, the text's width and 14 points either side for a title).
  private func glassRuns(_ views: [View], _ groups: BarItemViews)
    -> [(views: [View], cells: [CGFloat], prominent: Bool)]
  {
    var runs: [(views: [View], cells: [CGFloat], prominent: Bool)] = []
    for view in views {
      let item = groups.items[ObjectIdentifier(view)]
      let alone = view is BackButtonView || item.map(Self.isProminent) == true
      let cell = GlassPlatter.cellWidth(of: view)
      if alone || runs.isEmpty || runs[runs.count - 1].prominent
        || runs[runs.count - 1].views.first is BackButtonView
      {
        runs.append(([view], [cell], item.map(Self.isProminent) == true))
      } else {
        runs[runs.count - 1].views.append(view)
        runs[runs.count - 1].cells.append(cell)
      }
    }
    return runs
  }

  /// Whether `item` is drawn prominent: a `done` style or a done or save system item.
  static func isProminent(_ item: BarButtonItem) -> Bool {
    item.style == .done || item.systemItem == .done || item.systemItem == .save
  }

  /// A platter `width` points wide from `x`, filled with the tint when `prominent`.
  private func platter(x: CGFloat, width: CGFloat, prominent: Bool) -> View {
    let platter = GlassPlatter(
      frame: CGRect(x: x, y: 0, width: width, height: GlassPlatter.itemHeight))
    if prominent { platter.fill = itemTint == .label ? .systemBlue : itemTint }
    return platter
  }

  /// `views` centred in cells of `cells` widths from `x`; a prominent item's title in white.
  private func place(_ views: [View], cells: [CGFloat], from x: CGFloat) -> [View] {
    var left = x
    for (view, width) in zip(views, cells) {
      let size = view.intrinsicContentSize
      view.frame = CGRect(
        x: left + (width - size.width) / 2, y: (Self.inlineHeight - size.height) / 2,
        width: size.width, height: size.height)
      if let label = view as? Label, let item = itemsByView[ObjectIdentifier(view)],
        Self.isProminent(item)
      {
        label.textColor = .white
      }
      left += width
    }
    return views
  }
}
