// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

/// A callout's bubble and arrow as one filled shape, in canvas points.
struct CalloutShape {
  /// The rounded bubble.
  var bubble: CGRect
  /// The arrow's tip, and where its base meets the bubble (left and right).
  var tip: CGPoint
  var base: (CGPoint, CGPoint)
  var cornerRadius: CGFloat
  var fill: RGBAColor

  /// The shape as one item (its box covers bubble and arrow), with a soft shadow under it.
  func item(alpha: CGFloat, name: String) -> DisplayItem {
    let box = bubble.union(CGRect(origin: tip, size: .zero))
    func local(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x - box.minX, y: p.y - box.minY) }
    let body = CornerShape(radius: cornerRadius, curve: .continuous)
      .path(in: bubble.offsetBy(dx: -box.minX, dy: -box.minY))
    let arrow: [PathElement] = [
      .move(local(base.0)), .line(local(tip)), .line(local(base.1)), .close,
    ]
    var shape = ShapeFill(path: body + arrow)
    shape.fillColor = fill
    var style = ItemStyle(fill: .clear)
    style.shape = shape
    style.shadow = Shadow(
      color: .black, opacity: 0.25, radius: 6, offset: CGSize(width: 0, height: 2))
    return DisplayItem(
      center: CGPoint(x: box.midX, y: box.midY), size: box.size, alpha: alpha, style: style,
      identity: name + "/bubble")
  }
}

extension OverlayItems {
  /// The bubble with its arrow at `tipX`, pointing down from under it (`above`) or up.
  func calloutShape(_ bubble: CGRect, tipX: CGFloat, above: Bool) -> CalloutShape {
    let half = Self.arrow.width / 2
    // The base reaches a point into the bubble, so no seam shows where they join.
    let baseY = above ? bubble.maxY - 1 : bubble.minY + 1
    let tipY = above ? bubble.maxY + Self.arrow.height : bubble.minY - Self.arrow.height
    return CalloutShape(
      bubble: bubble, tip: CGPoint(x: tipX, y: tipY),
      base: (CGPoint(x: tipX - half, y: baseY), CGPoint(x: tipX + half, y: baseY)),
      cornerRadius: theme.cornerRadius, fill: theme.background)
  }
}
