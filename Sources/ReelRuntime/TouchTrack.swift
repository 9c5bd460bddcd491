// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelScene
import ReelTiming
import ReelViews

/// A finger on the canvas over time, drawn as a translucent circle when the scene shows touches:
/// it follows `samples` (canvas points, linear between them), stays until `lift`, then fades out
/// over 0.2 s — unless it glides on to the next touch. Before landing it may glide in from where
/// the last touch lifted, hovering (half as opaque).
package struct TouchTrack: Sendable {
  var samples: PiecewiseLinear<CGPoint>
  var lift: Double
  /// Where and when the finger starts gliding to its first sample; nil when it just lands.
  var approach: (from: CGPoint, start: Double)?
  /// When the finger leaves to glide to the next touch (no fade then); nil when it fades.
  var handOff: Double?

  /// A finger at `samples` (canvas points, in time order) that lifts at `lift`.
  init(samples: [(time: Double, point: CGPoint)], lift: Double) {
    self.samples = PiecewiseLinear(samples.map { ($0.time, $0.point) })
    self.lift = lift
  }

  static let fade = 0.2
  /// How opaque a hovering finger is, relative to a touching one.
  static let hover: CGFloat = 0.5
  /// A trail's circles: how many, and seconds apart.
  static let trailCount = 4
  static let trailSpacing = 0.04

  var down: Double { samples.first?.time ?? lift }

  /// Where the finger is at `time`, how opaque (0…1) and whether it is down; nil when it is
  /// not shown. An iPad pointer (`pointer`) hovers at full strength and rests where it lifted
  /// for `TouchStyle.pointerRest` seconds before it fades.
  func state(at time: Double, pointer: Bool = false) -> (
    point: CGPoint, alpha: CGFloat, isDown: Bool
  )? {
    guard let first = samples.first else { return nil }
    if let (from, start) = approach, time >= start, time < first.time {
      let p = CGFloat(AnimationTiming(duration: first.time - start).progress(at: time - start))
      let point = CGPoint(
        x: from.x + (first.value.x - from.x) * p, y: from.y + (first.value.y - from.y) * p)
      return (point, pointer ? 1 : Self.hover, false)
    }
    if let handOff, time >= handOff { return nil }
    let rest = pointer ? TouchStyle.pointerRest : 0
    guard time >= first.time, time < lift + rest + Self.fade else { return nil }
    guard let point = samples.value(at: min(time, samples.last?.time ?? time)) else { return nil }
    let alpha = time <= lift + rest ? 1 : CGFloat(1 - (time - lift - rest) / Self.fade)
    return (point, alpha, time <= lift)
  }

  /// The circle at `time` in `style`, and with a trail behind a moving finger; empty when the
  /// finger is not shown.
  package func items(at time: Double, style: TouchStyle) -> [DisplayItem] {
    guard let now = state(at: time, pointer: style.isPointer) else { return [] }
    var items: [DisplayItem] = []
    if style.trail {
      for k in (1...Self.trailCount).reversed() {
        guard let then = state(at: time - Double(k) * Self.trailSpacing, pointer: style.isPointer),
          hypot(then.point.x - now.point.x, then.point.y - now.point.y) > 1
        else { continue }
        let fraction = 1 - CGFloat(k) / CGFloat(Self.trailCount + 1)
        items.append(
          circle(
            at: then.point, alpha: then.alpha * fraction * 0.5,
            scale: 0.6 + 0.4 * fraction, style: style))
      }
    }
    let pressed: CGFloat = style.isPointer && now.isDown ? 0.8 : 1
    items.append(circle(at: now.point, alpha: now.alpha, scale: pressed, style: style))
    return items
  }

  func circle(at point: CGPoint, alpha: CGFloat, scale: CGFloat, style: TouchStyle)
    -> DisplayItem
  {
    let side = style.size * scale
    return DisplayItem(
      center: point, size: CGSize(width: side, height: side), alpha: alpha,
      style: ItemStyle(
        fill: style.color, cornerRadius: side / 2, borderWidth: 2,
        borderColor: style.borderColor))
  }

  /// `tracks` with each lone finger gliding in from where the one before it lifted, over at
  /// most `travel` seconds (fingers of a pinch, which start together, land where they are).
  static func gliding(_ tracks: [TouchTrack], travel: Double) -> [TouchTrack] {
    guard travel > 0 else { return tracks }
    var tracks = tracks.sorted { $0.down < $1.down }
    let starts = tracks.map(\.down)
    func isLone(_ i: Int) -> Bool { starts.filter { abs($0 - starts[i]) < 1e-9 }.count == 1 }
    for i in tracks.indices.dropFirst() where isLone(i) && isLone(i - 1) {
      let previous = tracks[i - 1]
      guard let from = previous.samples.last?.value else { continue }
      let start = max(previous.lift, tracks[i].down - travel)
      guard tracks[i].down - start >= 0.05 else { continue }
      tracks[i].approach = (from, start)
      tracks[i - 1].handOff = start
    }
    return tracks
  }
}
