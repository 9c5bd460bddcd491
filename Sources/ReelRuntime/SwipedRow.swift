// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelText
import ReelViews

/// How a swiped row is drawn: its content moved toward the swiped edge and, in the space it
/// leaves, the action buttons, outermost at the edge. UIKit documents neither the buttons'
/// widths nor the full-swipe threshold (SPEC-MODERN §8); Reel gives each button its title's
/// width plus 15 points a side, at least 74 points, shares a partial reveal among them by that
/// width, and lets the outermost button take what a wider swipe adds.
enum SwipedRow {
  /// The titles' type: 15-point medium system text.
  static let titleFont = Font(size: 15, weight: .medium)
  static let minimumButtonWidth: CGFloat = 74
  static let buttonPadding: CGFloat = 15

  /// Each action's button width when the row is open just far enough to show them all.
  static func naturalWidths(_ actions: SwipeActionsConfiguration) -> [CGFloat] {
    let measurer = PangoMeasurer()
    let open = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    return actions.actions.map { action in
      let text = measurer.sizeThatFits(
        action.title ?? "", TextProperties(font: titleFont), in: open)
      return max(minimumButtonWidth, (text.width + 2 * buttonPadding).rounded(.up))
    }
  }

  /// Each button's width with the row open `offset` points: a share of the natural widths up to
  /// their sum; past it the outermost takes the rest while the others shrink away, gone when
  /// the row is open across its whole width (a full swipe).
  static func buttonWidths(_ natural: [CGFloat], offset: CGFloat, rowWidth: CGFloat)
    -> [CGFloat]
  {
    let total = natural.reduce(0, +)
    guard total > 0, !natural.isEmpty else { return natural.map { _ in 0 } }
    if offset <= total { return natural.map { $0 * offset / total } }
    let room = rowWidth - total
    let keep = room > 0 ? max(0, 1 - (offset - total) / room) : 0
    var widths = natural.map { $0 * keep }
    widths[0] = offset - widths.dropFirst().reduce(0, +)
    return widths
  }

  /// `style` of a row `rowWidth` wide, open by `offset` points on `edge`, showing `actions` in
  /// `traits`' colours.
  static func styled(
    _ style: ItemStyle, offset: CGFloat, rowWidth: CGFloat, edge: SwipeTrack.Edge,
    actions: SwipeActionsConfiguration, traits: TraitCollection
  ) -> ItemStyle {
    var style = style
    let rightToLeft = style.textProperties.layoutDirection == .rightToLeft
    let towardLeft = (edge == .trailing) != rightToLeft
    let shift = Transform3D(translationX: towardLeft ? -offset : offset, y: 0, z: 0)
    style.content = style.content.map { view in
      var view = view
      view.transform = view.transform.concatenating(shift)
      return view
    }
    // A hosted cell's own views move the same way.
    style.views = style.views.map { view in
      var view = view
      view.frame.origin.x += towardLeft ? -offset : offset
      return view
    }
    style.clipsToBounds = true
    style.content.append(
      buttons(actions, offset: offset, rowWidth: rowWidth, edge: edge, traits: traits))
    return style
  }

  /// A row-filling stack: a spacer and the buttons, outermost at the swiped edge.
  private static func buttons(
    _ actions: SwipeActionsConfiguration, offset: CGFloat, rowWidth: CGFloat,
    edge: SwipeTrack.Edge, traits: TraitCollection
  ) -> ContentView {
    let widths = buttonWidths(naturalWidths(actions), offset: offset, rowWidth: rowWidth)
    var views: [ContentView] = zip(actions.actions, widths).map { action, width in
      button(action, width: width, traits: traits)
    }
    let clear = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
    let space = ContentView(.spacer, style: clear)
    // Leading to trailing: a trailing swipe shows the innermost button first.
    views = edge == .trailing ? [space] + views.reversed() : views + [space]
    var row = ContentView(
      .stack(StackLayout(axis: .horizontal, alignment: .fill, layoutMargins: .zero)),
      style: clear)
    row.style.content = views
    return row
  }

  private static func button(
    _ action: ContextualAction, width: CGFloat, traits: TraitCollection
  ) -> ContentView {
    let fill = action.backgroundColor?.rgba(in: traits) ?? .black
    let properties = TextProperties(
      font: titleFont, color: .white, numberOfLines: 1, lineBreakMode: .byClipping)
    let open = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    let textWidth = PangoMeasurer().sizeThatFits(action.title ?? "", properties, in: open).width
    var title = ItemStyle(fill: .clear, cornerRadius: 0, label: action.title)
    title.textProperties = properties
    // The title keeps its width, centred; a button narrower than it cuts it at its edges.
    var button = ContentView(
      .stack(StackLayout(axis: .vertical, alignment: .center, layoutMargins: .zero)),
      style: ItemStyle(fill: fill, cornerRadius: 0, label: nil), width: width)
    button.style.content = [ContentView(.label, style: title, width: textWidth.rounded(.up))]
    button.style.clipsToBounds = true
    button.compressionResistance = 1000
    return button
  }
}
