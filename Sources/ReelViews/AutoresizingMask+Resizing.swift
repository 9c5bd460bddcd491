// SPDX-License-Identifier: MIT
import Foundation

extension AutoresizingMask {
  /// One axis of a frame as its mask moves it (SPEC-VIEWS 3.22, 3.24): the view's offset and
  /// length as linear functions `constant + factor × newExtent` of its superview's new length,
  /// from the `offset` and `length` it has in a superview `extent` long. Flexible parts share a
  /// size change in proportion to their sizes; zero denominators fall back to ½, 1 or ⅓.
  struct AxisRule: Equatable {
    var offset: (constant: Double, factor: Double)
    var length: (constant: Double, factor: Double)

    static func == (a: AxisRule, b: AxisRule) -> Bool {
      a.offset == b.offset && a.length == b.length
    }

    /// (offset, length) in a superview `extent` long.
    func evaluate(_ extent: Double) -> (offset: Double, length: Double) {
      (offset.constant + offset.factor * extent, length.constant + length.factor * extent)
    }
  }

  /// The rule of one axis: `before`, `length` and `after` are whether the margin before, the
  /// length and the margin after are flexible.
  static func rule(
    before: Bool, length flexibleLength: Bool, after: Bool, offset x: Double, length w: Double,
    extent: Double
  ) -> AxisRule {
    let gap = extent - x - w
    func ratio(_ numerator: Double, _ denominator: Double, _ fallback: Double) -> Double {
      denominator == 0 ? fallback : numerator / denominator
    }
    switch (before, flexibleLength, after) {
    case (false, false, _):
      return AxisRule(offset: (x, 0), length: (w, 0))
    case (true, false, false):
      return AxisRule(offset: (-gap - w, 1), length: (w, 0))
    case (false, true, false):
      return AxisRule(offset: (x, 0), length: (-x - gap, 1))
    case (true, true, false):
      let r = ratio(w, extent - gap, 1)
      return AxisRule(offset: (-gap + r * gap, 1 - r), length: (-r * gap, r))
    case (true, false, true):
      let r = ratio(x, extent - w, 0.5)
      return AxisRule(offset: (-r * w, r), length: (w, 0))
    case (false, true, true):
      let r = ratio(w, extent - x, 1)
      return AxisRule(offset: (x, 0), length: (-r * x, r))
    case (true, true, true):
      return AxisRule(
        offset: (0, ratio(x, extent, 1.0 / 3)), length: (0, ratio(w, extent, 1.0 / 3)))
    }
  }

  /// The horizontal and vertical rules for `frame` in a superview of `size`.
  func rules(for frame: CGRect, in size: CGSize) -> (horizontal: AxisRule, vertical: AxisRule) {
    (
      Self.rule(
        before: contains(.flexibleLeftMargin), length: contains(.flexibleWidth),
        after: contains(.flexibleRightMargin), offset: frame.minX, length: frame.width,
        extent: size.width),
      Self.rule(
        before: contains(.flexibleTopMargin), length: contains(.flexibleHeight),
        after: contains(.flexibleBottomMargin), offset: frame.minY, length: frame.height,
        extent: size.height)
    )
  }
}

extension View {
  /// Moves and resizes the subviews that translate their masks after this view's size changed
  /// from `oldSize` (UIKit's springs and struts), when `autoresizesSubviews`.
  func resizeSubviews(from oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    for subview in subviews
    where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
      let origin = bounds.origin
      let frame = subview.untransformedFrame.offsetBy(dx: -origin.x, dy: -origin.y)
      let (h, v) = subview.autoresizingMask.rules(for: frame, in: oldSize)
      let x = h.evaluate(bounds.width)
      let y = v.evaluate(bounds.height)
      subview.untransformedFrame = CGRect(
        x: x.offset + origin.x, y: y.offset + origin.y, width: x.length, height: y.length)
    }
  }
}
