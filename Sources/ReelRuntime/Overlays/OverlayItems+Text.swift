// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelScene
import ReelText
import ReelViews

/// Captions and callouts: text on a backing, measured with the text engine.
extension OverlayItems {
  /// Points around a caption's or callout's text, and between its title and body.
  static let inset = CGSize(width: 14, height: 11)
  static let gap: CGFloat = 3
  /// A callout's arrow, points.
  static let arrow = CGSize(width: 18, height: 9)

  /// A text block's lines: a bold title, then a regular body, each wrapped to `width`; their
  /// sizes, points.
  func textBlock(title: String?, body: String?, width: CGFloat, titleSize: CGFloat)
    -> [(text: String, properties: TextProperties, size: CGSize)]
  {
    let parts: [(String?, Font)] = [
      (title, font(size: titleSize, weight: .semibold)),
      (body, font(size: (theme.fontSize * 0.88).rounded(), weight: .regular)),
    ]
    return parts.compactMap { text, font in
      guard let text, !text.isEmpty else { return nil }
      let properties = TextProperties(
        font: font, color: theme.text, numberOfLines: 0, lineBreakMode: .byWordWrapping,
        layoutDirection: layoutDirection)
      let size = TextMeasurers.engine.sizeThatFits(
        text, properties, in: CGSize(width: width, height: 10_000))
      return (text, properties, size)
    }
  }

  /// The lines of `block` stacked from `origin`, as display items.
  func lines(
    _ block: [(text: String, properties: TextProperties, size: CGSize)], at origin: CGPoint,
    width: CGFloat, alpha: CGFloat, name: String
  ) -> [DisplayItem] {
    var y = origin.y
    return block.enumerated().map { index, line in
      let item = DisplayItem(
        center: CGPoint(x: origin.x + width / 2, y: y + line.size.height / 2),
        size: CGSize(width: width, height: line.size.height), alpha: alpha,
        style: ItemStyle(fill: .clear, label: line.text, textProperties: line.properties),
        identity: "\(name)/text\(index)")
      y += line.size.height + Self.gap
      return item
    }
  }

  /// The height of `block` stacked.
  func height(of block: [(text: String, properties: TextProperties, size: CGSize)]) -> CGFloat {
    block.map(\.size.height).reduce(0, +) + Self.gap * CGFloat(max(block.count - 1, 0))
  }

  /// A caption across the screen (at most 560 points wide): at its top, bottom or middle, or
  /// beside `near`; it rises 8 points as it appears.
  func caption(
    title: String, body: String?, near target: CGRect?, spec: OverlaySpec, alpha: CGFloat,
    name: String
  ) -> [DisplayItem] {
    let width = min(canvas.width - 2 * Self.margin, 560)
    guard width > 2 * Self.inset.width else { return [] }
    let textWidth = width - 2 * Self.inset.width
    let block = textBlock(title: title, body: body, width: textWidth, titleSize: theme.fontSize)
    let h = height(of: block) + 2 * Self.inset.height
    let top = safeArea.top + Self.margin
    let bottom = canvas.maxY - safeArea.bottom - Self.margin - h
    var y: CGFloat
    var x = (canvas.width - width) / 2
    if let target {
      let below = target.maxY + spec.padding + Self.margin
      let above = target.minY - spec.padding - Self.margin - h
      let fitsBelow = below + h <= canvas.maxY - safeArea.bottom
      y = spec.placement == .top || (spec.placement != .bottom && !fitsBelow) ? above : below
      x = min(max(target.midX - width / 2, Self.margin), canvas.maxX - Self.margin - width)
    } else {
      switch spec.placement {
      case .top: y = top
      case .center: y = (canvas.height - h) / 2
      case .automatic, .bottom: y = bottom
      }
    }
    y += 8 * (1 - alpha)
    let backing = DisplayItem(
      center: CGPoint(x: x + width / 2, y: y + h / 2), size: CGSize(width: width, height: h),
      alpha: alpha,
      style: ItemStyle(fill: theme.background, cornerRadius: theme.cornerRadius),
      identity: name + "/backing")
    let origin = CGPoint(x: x + Self.inset.width, y: y + Self.inset.height)
    return [backing] + lines(block, at: origin, width: textWidth, alpha: alpha, name: name)
  }

  /// A bubble above (or below) the target with an arrow at it: at most 280 points wide.
  func callout(
    text: String, title: String?, at target: CGRect, spec: OverlaySpec, alpha: CGFloat,
    name: String
  ) -> [DisplayItem] {
    let maxWidth = min(280, canvas.width - 2 * Self.margin) - 2 * Self.inset.width
    guard maxWidth > 0 else { return [] }
    let size = (theme.fontSize * 0.88).rounded()
    let block = textBlock(title: title, body: text, width: maxWidth, titleSize: size)
    let textWidth = block.map(\.size.width).max() ?? 0
    let w = textWidth + 2 * Self.inset.width
    let h = height(of: block) + 2 * Self.inset.height
    let reach = spec.padding + Self.arrow.height
    let fitsAbove = target.minY - reach - h >= safeArea.top
    let above = spec.placement == .top || (spec.placement != .bottom && fitsAbove)
    let x = min(max(target.midX - w / 2, Self.margin / 2), canvas.maxX - Self.margin / 2 - w)
    var y = above ? target.minY - reach - h : target.maxY + reach
    y += (above ? -6 : 6) * (1 - alpha)
    let bubble = CGRect(x: x, y: y, width: w, height: h)
    let inner = theme.cornerRadius + Self.arrow.width / 2
    let tipX = min(max(target.midX, bubble.minX + inner), bubble.maxX - inner)
    let shape = calloutShape(bubble, tipX: tipX, above: above)
    let origin = CGPoint(x: x + Self.inset.width, y: y + Self.inset.height)
    return [shape.item(alpha: alpha, name: name)]
      + lines(block, at: origin, width: textWidth, alpha: alpha, name: name)
  }
}
