// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelScene
import ReelText
import ReelViews

/// A list row's separators, drawn as part of the row as `UICollectionViewListCell` draws them:
/// one device pixel of the separator colour across the row's top or bottom edge, its leading end
/// at the row's primary text unless the configuration gives an inset (SPEC-VISUAL §5).
final class ListSeparators: @unchecked Sendable {
  private let color: RGBAColor
  /// The line's thickness: one device pixel, points.
  private let thickness: CGFloat
  /// Where rows with no text start their separators: the cell's leading layout margin.
  private let defaultLeading: CGFloat = 16
  private var leadings: [String: CGFloat] = [:]
  private let lock = NSLock()

  init(color: RGBAColor, scale: CGFloat) {
    self.color = color
    thickness = 1 / max(scale, 1)
  }

  /// `style` with the row's separators (the list's, under the row's own `override`) added over
  /// its content; `key` names the row's content (identity and revision) for the remembered text
  /// position.
  func adding(
    to style: ItemStyle, _ list: ListLayoutAttributes, override: SeparatorOverride?, key: String,
    traits: TraitCollection
  ) -> ItemStyle {
    let color = list.separatorColor?.rgba(in: traits) ?? color
    let (top, bottom) =
      override?.applied(top: list.topSeparatorInsets, bottom: list.bottomSeparatorInsets)
      ?? (list.topSeparatorInsets, list.bottomSeparatorInsets)
    let edges = [(top, true), (bottom, false)]
    guard edges.contains(where: { $0.0 != nil }) else { return style }
    var style = style
    for case (let insets?, let atTop) in edges {
      let leading =
        ListSeparatorConfiguration.isAutomatic(insets.leading)
        ? textLeading(of: style, size: list.size, key: key) : insets.leading
      let trailing = ListSeparatorConfiguration.isAutomatic(insets.trailing) ? 0 : insets.trailing
      if style.views.isEmpty {
        style.content.append(
          line(atTop: atTop, leading: leading, trailing: trailing, color: color))
      } else {
        // Over a cell's own views (its background fills the row).
        let width = max(list.size.width - leading - trailing, 0)
        style.views.append(
          PlacedView(
            view: ContentView(.view, style: ItemStyle(fill: color, cornerRadius: 0, label: nil)),
            frame: CGRect(
              x: leading, y: atTop ? 0 : list.size.height - thickness, width: width,
              height: thickness)))
      }
    }
    return style
  }

  /// A stack filling the row that puts a hairline at its top or bottom between the insets.
  private func line(atTop: Bool, leading: CGFloat, trailing: CGFloat, color: RGBAColor)
    -> ContentView
  {
    let hairline = ContentView(
      .view, style: ItemStyle(fill: color, cornerRadius: 0, label: nil), height: thickness)
    let space = ContentView(.spacer, style: ItemStyle(fill: .clear, cornerRadius: 0, label: nil))
    let stack = StackLayout(
      axis: .vertical, alignment: .fill, isLayoutMarginsRelativeArrangement: true,
      layoutMargins: EdgeInsets(top: 0, left: leading, bottom: 0, right: trailing))
    var view = ContentView(
      .stack(stack), style: ItemStyle(fill: .clear, cornerRadius: 0, label: nil))
    view.style.content = atTop ? [hairline, space] : [space, hairline]
    return view
  }

  /// The leading edge of the first label in the row's content, points from the row's leading
  /// edge (the cell's margin when it has none), remembered per content and width.
  private func textLeading(of style: ItemStyle, size: CGSize, key: String) -> CGFloat {
    let cacheKey = "\(key)@\(size.width)"
    lock.lock()
    let known = leadings[cacheKey]
    lock.unlock()
    if let known { return known }
    let placed =
      style.views.isEmpty ? ContentLayoutCache.text.layout(style.content, size: size) : style.views
    let leading =
      placed.lazy.compactMap { Self.firstLabel(in: $0, origin: 0) }.first
      ?? defaultLeading
    lock.lock()
    leadings[cacheKey] = leading
    lock.unlock()
    return leading
  }

  /// The x of the first non-empty label at or under `view`, depth first.
  private static func firstLabel(in view: PlacedView, origin: CGFloat) -> CGFloat? {
    let x = origin + view.frame.minX
    if case .label = view.view.kind, !(view.view.style.label ?? "").isEmpty { return x }
    for sub in view.subviews {
      if let found = firstLabel(in: sub, origin: x) { return found }
    }
    return nil
  }
}
