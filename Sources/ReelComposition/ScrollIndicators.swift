// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelRender
import ReelViews

/// UIScrollView's scroll indicators: a thin rounded bar per scrollable axis, sized by the visible
/// share of the content, shrinking when over-scrolled; shown while the content moves (fading in
/// over
/// 0.1 s) and fading out over 0.3 s from 0.5 s after it stops. Lengths in points.
enum ScrollIndicators {
  static let thickness: CGFloat = 3
  static let margin: CGFloat = 3
  static let minimumLength: CGFloat = 36
  /// The default indicator style: dark on light content, light in dark mode.
  static let color = DynamicColor(
    light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35),
    dark: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.35))

  /// The indicators at `time`, in content coordinates (on the left and mirrored when the
  /// collection view is right to left, as iOS draws them).
  static func items(for timeline: Timeline, at time: Double, traits: TraitCollection)
    -> [DisplayItem]
  {
    let alpha = opacity(timeline, at: time)
    guard alpha > 0 else { return [] }
    let offset = timeline.contentOffset(at: time)
    let bounds = timeline.visibleBounds(at: time)
    let content = timeline.contentSize(at: time)
    let ranges = timeline.allowedOffsets(at: time)
    var items: [DisplayItem] = []
    let style = ItemStyle(
      fill: color.resolvedColor(with: traits), cornerRadius: thickness / 2, label: nil)
    if content.height > bounds.height {
      let (start, length) = bar(
        offset: Double(offset.y), range: ranges.y, visible: bounds.height, content: content.height)
      let frame = CGRect(
        x: bounds.maxX - margin - thickness, y: bounds.minY + start, width: thickness,
        height: length)
      items.append(
        DisplayItem(
          center: timeline.presentedPoint(CGPoint(x: frame.midX, y: frame.midY), at: time),
          size: frame.size, alpha: alpha,
          style: style))
    }
    if content.width > bounds.width {
      let (start, length) = bar(
        offset: Double(offset.x), range: ranges.x, visible: bounds.width, content: content.width)
      let frame = CGRect(
        x: bounds.minX + start, y: bounds.maxY - margin - thickness, width: length,
        height: thickness)
      items.append(
        DisplayItem(
          center: timeline.presentedPoint(CGPoint(x: frame.midX, y: frame.midY), at: time),
          size: frame.size, alpha: alpha,
          style: style))
    }
    return items
  }

  /// Position (from the visible edge) and length of a bar along one axis.
  static func bar(offset: Double, range: ClosedRange<Double>, visible: CGFloat, content: CGFloat)
    -> (CGFloat, CGFloat)
  {
    let track = visible - 2 * margin
    var length = max(track * visible / content, minimumLength)
    let over =
      offset < range.lowerBound
      ? range.lowerBound - offset : (offset > range.upperBound ? offset - range.upperBound : 0)
    length = max(length - CGFloat(over), thickness * 2)
    let span = range.upperBound - range.lowerBound
    let fraction = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
    return (margin + (track - length) * CGFloat(fraction), length)
  }

  static func opacity(_ timeline: Timeline, at time: Double) -> CGFloat {
    guard
      let current = timeline.scrollMotions.last(where: {
        $0.start <= time && $0.motion.duration > 0 && $0.motion.isScrolling
      })
    else { return 0 }
    let elapsed = time - current.start
    let end = current.motion.duration
    if elapsed < end { return CGFloat(min(elapsed / 0.1, 1)) }
    let fading = elapsed - end - 0.5
    if fading <= 0 { return 1 }
    return CGFloat(max(1 - fading / 0.3, 0))
  }
}
