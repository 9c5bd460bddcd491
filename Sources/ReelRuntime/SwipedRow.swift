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

  /// A symbol image's size above a title, points (SF Symbols' 17-point body size).
  static let symbolSize: CGFloat = 20
  /// Points between an image and the title below it.
  static let symbolGap: CGFloat = 4

  /// Each button's width when the row is open just far enough to show them all: its title's
  /// (or image's) width and padding, at least 74 points.
  static func naturalWidths(_ actions: SwipeActionsConfiguration) -> [CGFloat] {
    let measurer = TextMeasurers.engine
    let open = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    return actions.actions.map { action in
      let text = measurer.sizeThatFits(
        action.title ?? "", TextProperties(font: titleFont), in: open)
      let content = max(text.width, action.symbolName == nil ? 0 : symbolSize)
      return max(minimumButtonWidth, (content + 2 * buttonPadding).rounded(.up))
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

  /// `style` of a row of `rowSize`, open by `offset` points on `edge`, showing `actions` in
  /// `traits`' colours.
  static func styled(
    _ style: ItemStyle, offset: CGFloat, rowSize: CGSize, edge: SwipeTrack.Edge,
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
      buttons(actions, offset: offset, rowSize: rowSize, edge: edge, traits: traits))
    return style
  }

  /// A row-filling stack: a spacer and the buttons, outermost at the swiped edge.
  private static func buttons(
    _ actions: SwipeActionsConfiguration, offset: CGFloat, rowSize: CGSize,
    edge: SwipeTrack.Edge, traits: TraitCollection
  ) -> ContentView {
    let natural = naturalWidths(actions)
    let widths = buttonWidths(natural, offset: offset, rowWidth: rowSize.width)
    let squeezing = offset > natural.reduce(0, +)
    var views: [ContentView] = actions.actions.indices.map { i in
      // Squeezed by a full swipe, a button's title and image fade as it narrows (as iOS's do)
      // rather than show clipped letters; the outermost button keeps them.
      let shown = squeezing && i > 0 ? min(max(widths[i] / natural[i] * 2 - 1, 0), 1) : 1
      return button(
        actions.actions[i], size: CGSize(width: widths[i], height: rowSize.height),
        contentAlpha: shown, traits: traits)
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

  /// One button of `size`: its image above its title (or either alone), centred,
  /// `contentAlpha` (0…1) opaque, on its colour.
  private static func button(
    _ action: ContextualAction, size: CGSize, contentAlpha: CGFloat, traits: TraitCollection
  ) -> ContentView {
    let fill = action.backgroundColor?.rgba(in: traits) ?? .black
    let properties = TextProperties(
      font: titleFont, color: .white, numberOfLines: 1, lineBreakMode: .byClipping)
    let open = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    let clear = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
    var parts: [ContentView] = []
    var height: CGFloat = 0
    if let name = action.symbolName {
      var look = clear
      look.textProperties = TextProperties(font: Font(size: symbolSize), color: .white)
      parts.append(
        ContentView(
          SymbolNames.kind(forSystemName: name), style: look, width: symbolSize,
          height: symbolSize))
      height += symbolSize
    }
    if let text = action.title, !text.isEmpty {
      let measured = TextMeasurers.engine.sizeThatFits(text, properties, in: open)
      var title = clear
      title.label = text
      title.textProperties = properties
      // The title keeps its width, centred; a button narrower than it cuts it at its edges.
      let label = ContentView(
        .label, style: title, width: measured.width.rounded(.up),
        height: parts.isEmpty ? nil : measured.height.rounded(.up))
      parts.append(label)
      height += parts.count > 1 ? measured.height.rounded(.up) + symbolGap : 0
    }
    for i in parts.indices { parts[i].alpha = contentAlpha }
    // Image and title centred together: the space above them is the margin.
    let top = parts.count > 1 ? max((size.height - height) / 2, 0) : 0
    var stack = StackLayout(
      axis: .vertical, alignment: .center, isLayoutMarginsRelativeArrangement: true,
      layoutMargins: EdgeInsets(top: top, left: 0, bottom: 0, right: 0))
    stack.spacing = symbolGap
    var button = ContentView(
      .stack(stack), style: ItemStyle(fill: fill, cornerRadius: 0, label: nil), width: size.width)
    button.style.content =
      parts.count > 1 ? parts + [ContentView(.spacer, style: clear)] : parts
    button.style.clipsToBounds = true
    button.compressionResistance = 1000
    return button
  }
}
