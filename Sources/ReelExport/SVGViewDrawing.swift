// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelRender

/// A view of an animated SVG drawn by Cairo's SVG backend — content views, shadows, gradients,
/// images and shaped text as they look in every other format — as a nested `<svg>` about the
/// view's centre, its ids prefixed so that many views live in one document.
struct SVGViewDrawing {
  /// Whether a view needs Cairo's drawing rather than the writer's simple shapes.
  static func needsDrawing(_ style: ItemStyle) -> Bool {
    !style.content.isEmpty || !style.views.isEmpty || !style.textProperties.runs.isEmpty
      || style.shadow != nil || style.gradient != nil || style.image != nil
      || style.cornerCurve == .continuous || style.maskedCorners != .all
  }

  /// Counts the views drawn, for unique id prefixes.
  private final class Counter: @unchecked Sendable {
    var next = 0
  }
  private let counter = Counter()

  func markup(_ style: ItemStyle, size: CGSize, rasterScale: CGFloat) -> String? {
    guard Self.needsDrawing(style), size.width > 0, size.height > 0 else { return nil }
    // Room around the view for its shadow.
    let margin =
      (style.shadow.map { $0.reach + max(abs($0.offset.width), abs($0.offset.height)) }
      ?? 0).rounded(.up)
    let canvas = CGSize(width: size.width + 2 * margin, height: size.height + 2 * margin)
    let item = DisplayItem(
      center: CGPoint(x: canvas.width / 2, y: canvas.height / 2), size: size, style: style)
    let list = DisplayList(
      size: canvas, scale: rasterScale, background: .clear,
      layers: [
        DisplayLayer(
          frame: CGRect(origin: .zero, size: canvas), contentOffset: .zero,
          clipsToBounds: false, items: [item])
      ])
    guard let data = try? CairoRenderer().svg(list) else { return nil }
    let document = String(decoding: data, as: UTF8.self)
    guard let open = document.range(of: "<svg"),
      let openEnd = document[open.upperBound...]
        .range(of: ">"), let close = document.range(of: "</svg>", options: .backwards)
    else { return nil }
    counter.next += 1
    let inner = Self.prefixingIdentifiers(
      String(document[openEnd.upperBound..<close.lowerBound]), with: "v\(counter.next)-")
    let f = { (v: CGFloat) in String(format: "%.3f", Double(v)) }
    return "<svg x=\"\(f(-canvas.width / 2))\" y=\"\(f(-canvas.height / 2))\" "
      + "width=\"\(f(canvas.width))\" height=\"\(f(canvas.height))\" "
      + "viewBox=\"0 0 \(f(canvas.width)) \(f(canvas.height))\" overflow=\"visible\">"
      + inner + "</svg>"
  }

  /// `id="x"` → `id="<prefix>x"`, and every `#x` reference (`href`, `url(#x)`) likewise.
  static func prefixingIdentifiers(_ markup: String, with prefix: String) -> String {
    markup.replacingOccurrences(of: "id=\"", with: "id=\"\(prefix)")
      .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
      .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
  }
}
