// SPDX-License-Identifier: MIT
import Foundation

/// The iOS 26 look of a toolbar (Liquid Glass, SPEC-VIEWS 7.27): no bar background or hairline;
/// each run of items between flexible spaces shares a glass platter, the items in the label
/// colour unless a tint is set.
extension Toolbar {
  /// Lays the items out from the leading margin, flexible spaces sharing what is left, each run
  /// of items on its platter.
  func layoutGlassItems() {
    for view in itemViews + platters { view.removeFromSuperview() }
    (itemViews, platters, itemsByView) = ([], [], [:])
    backgroundView.isHidden = true
    shadowView.isHidden = true
    let tint: Color = specifiedTint ?? barTintColor ?? .label
    var runs: [[(BarButtonItem, View?)]] = [[]]
    var spaces: [CGFloat] = []
    for item in items ?? [] {
      if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace {
        runs.append([])
        spaces.append(item.systemItem == .fixedSpace ? item.width : -1)
      } else {
        runs[runs.count - 1].append((item, NavigationBar.view(for: item, tint: tint)))
      }
    }
    let widths = runs.map { run in run.compactMap(\.1).map(GlassPlatter.cellWidth).reduce(0, +) }
    let margin = NavigationBar.margin(width: bounds.width)
    let fixed = spaces.filter { $0 >= 0 }.reduce(0, +)
    let flexible = spaces.filter { $0 < 0 }.count
    let free = max(bounds.width - 2 * margin - widths.reduce(0, +) - fixed, 0)
    let share = flexible > 0 ? free / CGFloat(flexible) : 0
    var x = margin
    for (index, run) in runs.enumerated() {
      place(run.compactMap { item, view in view.map { (item, $0) } }, from: x, width: widths[index])
      x += widths[index]
      if index < spaces.count { x += spaces[index] < 0 ? share : spaces[index] }
    }
    for view in platters + itemViews { addSubview(view) }
  }

  /// `run`'s views centred in their cells from `x` on one platter `width` points wide.
  private func place(_ run: [(BarButtonItem, View)], from x: CGFloat, width: CGFloat) {
    guard !run.isEmpty else { return }
    platters.append(
      GlassPlatter(frame: CGRect(x: x, y: 0, width: width, height: GlassPlatter.itemHeight)))
    var left = x
    for (item, view) in run {
      let cell = GlassPlatter.cellWidth(of: view)
      let size = view.intrinsicContentSize
      view.frame = CGRect(
        x: left + (cell - size.width) / 2, y: (Self.itemsHeight - size.height) / 2,
        width: size.width, height: size.height)
      left += cell
      itemViews.append(view)
      itemsByView[ObjectIdentifier(view)] = item
    }
  }
}
