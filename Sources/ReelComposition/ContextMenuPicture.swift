// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelRuntime
import ReelScene
import ReelViews

/// A context menu as iOS draws one, at a moment of its life: while the finger presses, the cell
/// shrinks 3 %; as the menu opens, the screen behind blurs and dims, the cell lifts back to its
/// size with rounded corners and a shadow, and the menu grows out from the cell's side —
/// a material platter of 44-point rows, each title at the leading side and its symbol at the
/// trailing, destructive ones in red, a tapped one highlighted (on iOS 13–18 with hairlines
/// between rows and 13-point corners; rounder, without hairlines, on iOS 26).
struct ContextMenuPicture {
  let layout: ContextMenuLayout
  let canvas: CGSize
  let traits: TraitCollection

  private var isModern: Bool { traits.systemVersion == .iOS26 }
  private var isDark: Bool { traits.userInterfaceStyle == .dark }

  /// The backdrop, the lifted `cell` (drawn at `cellFrame` when the press began) and the menu
  /// of `menu`, pressed by `press` (0…1) and open by `open` (0…1), `highlighted` row shown down.
  func items(
    cell: DisplayItem, cellFrame: CGRect, menu: ContextMenuTrack.Menu, press: CGFloat,
    open: CGFloat, highlighted: Int?
  ) -> [DisplayItem] {
    var items: [DisplayItem] = []
    if open > 0 {
      let tint = RGBAColor(red: 0, green: 0, blue: 0, alpha: isDark ? 0.35 : 0.12)
      var backdrop = ItemStyle(fill: .clear)
      backdrop.visualEffect = MaterialBlur(sigma: 12, saturation: 1, tint: tint)
      items.append(box(CGRect(origin: .zero, size: canvas), backdrop, alpha: open))
    }
    items.append(preview(of: cell, from: cellFrame, press: press, open: open))
    if open > 0 {
      items += self.menu(menu, open: open, highlighted: highlighted)
    }
    return items
  }

  /// The cell as its own preview: shrunk by the press, lifted back by the opening, rounded.
  private func preview(of cell: DisplayItem, from frame: CGRect, press: CGFloat, open: CGFloat)
    -> DisplayItem
  {
    let lifted = layout.preview
    let target = CGRect(
      x: frame.minX + (lifted.minX - frame.minX) * open,
      y: frame.minY + (lifted.minY - frame.minY) * open,
      width: frame.width, height: frame.height)
    var item = cell
    item.center = CGPoint(x: target.midX, y: target.midY)
    let scale = 1 - 0.03 * press * (1 - open)
    item.transform = Transform3D(scaleX: scale, y: scale, z: 1)
    item.alpha = 1
    item.style.cornerRadius = max(cell.style.cornerRadius, 13 * open)
    item.style.maskedCorners = open > 0 ? .all : cell.style.maskedCorners
    item.style.clipsToBounds = true
    item.style.shadow = Shadow(
      opacity: 0.22 * open, radius: 16, offset: CGSize(width: 0, height: 6))
    item.identity = "context-menu/preview"
    return item
  }

  /// The menu, grown from its corner nearest the preview by `open`.
  private func menu(_ menu: ContextMenuTrack.Menu, open: CGFloat, highlighted: Int?)
    -> [DisplayItem]
  {
    let frame = layout.menu
    let below = frame.minY >= layout.preview.maxY
    let leading = abs(frame.minX - layout.preview.minX) <= abs(frame.maxX - layout.preview.maxX)
    let anchor = CGPoint(
      x: leading ? frame.minX : frame.maxX, y: below ? frame.minY : frame.maxY)
    let k = 0.25 + 0.75 * open
    func grown(_ r: CGRect) -> CGRect {
      CGRect(
        x: anchor.x + (r.minX - anchor.x) * k, y: anchor.y + (r.minY - anchor.y) * k,
        width: r.width * k, height: r.height * k)
    }
    var platter = ItemStyle(fill: .clear, cornerRadius: (isModern ? 22 : 13) * k)
    platter.cornerCurve = .continuous
    platter.visualEffect = MaterialBlur(style: .systemThickMaterial, traits: traits)
    platter.shadow = Shadow(opacity: 0.15, radius: 20, offset: CGSize(width: 0, height: 8))
    platter.clipsToBounds = true
    var items = [box(grown(frame), platter, alpha: open)]
    for (i, action) in menu.actions.enumerated() {
      let row = layout.rows[i]
      if i == highlighted {
        let fill = SystemColors.named("systemGray4", traits: traits)!
        items.append(box(grown(row), ItemStyle(fill: fill), alpha: open))
      }
      if !isModern, i > 0 {
        let line = CGRect(x: row.minX, y: row.minY - 0.25, width: row.width, height: 0.5)
        items.append(box(grown(line), StylePatch.hairline(traits), alpha: open))
      }
      items.append(self.row(action, in: grown(row), scale: k, alpha: open))
    }
    return items
  }

  /// One action: its title 16 points in, its symbol 16 points from the trailing edge.
  private func row(_ action: MenuActionSpec, in frame: CGRect, scale: CGFloat, alpha: CGFloat)
    -> DisplayItem
  {
    let color = SystemColors.named(action.isDestructive ? "systemRed" : "label", traits: traits)!
    var title = ItemStyle(fill: .clear, label: action.title)
    title.textProperties = TextProperties(font: .systemFont(ofSize: 17), color: color)
    var symbolStyle = ItemStyle(fill: .clear)
    symbolStyle.textProperties = TextProperties(font: .systemFont(ofSize: 17), color: color)
    var views = [
      ContentView(.label, style: title), ContentView(.spacer, style: ItemStyle(fill: .clear)),
    ]
    if let symbol = action.symbol {
      views.append(ContentView(SymbolNames.kind(forSystemName: symbol), style: symbolStyle))
    }
    var rowStyle = ItemStyle(fill: .clear)
    rowStyle.content = views
    let margins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    let stack = ContentView(
      .stack(
        StackLayout(
          spacing: 8, alignment: .center, isLayoutMarginsRelativeArrangement: true,
          layoutMargins: margins)), style: rowStyle)
    var style = ItemStyle(fill: .clear)
    style.content = [stack]
    var item = box(
      CGRect(
        x: frame.midX - frame.width / scale / 2, y: frame.midY - frame.height / scale / 2,
        width: frame.width / scale, height: frame.height / scale), style, alpha: alpha)
    item.transform = Transform3D(scaleX: scale, y: scale, z: 1)
    return item
  }

  private func box(_ frame: CGRect, _ style: ItemStyle, alpha: CGFloat) -> DisplayItem {
    DisplayItem(
      center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size, alpha: alpha, style: style,
      identity: "context-menu")
  }
}
