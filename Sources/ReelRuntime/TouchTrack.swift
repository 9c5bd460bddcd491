// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

/// A finger on the canvas over time, drawn as a translucent circle when the scene shows touches:
/// it follows `samples` (canvas points, linear between them), stays until `lift`, then fades out
/// over 0.2 s.
package struct TouchTrack: Sendable {
  var samples: PiecewiseLinear<CGPoint>
  var lift: Double

  /// A finger at `samples` (canvas points, in time order) that lifts at `lift`.
  init(samples: [(time: Double, point: CGPoint)], lift: Double) {
    self.samples = PiecewiseLinear(samples.map { ($0.time, $0.point) })
    self.lift = lift
  }

  static let radius: CGFloat = 22
  static let fade = 0.2
  static let style = ItemStyle(
    fill: RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.45), cornerRadius: radius,
    borderWidth: 2,
    borderColor: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.8), label: nil)

  /// The circle at `time`, or nil when the finger is not down (or has faded).
  package func item(at time: Double) -> DisplayItem? {
    guard let first = samples.first, time >= first.time, time < lift + Self.fade,
      let point = samples.value(at: time)
    else { return nil }
    let alpha = time <= lift ? 1 : CGFloat(1 - (time - lift) / Self.fade)
    return DisplayItem(
      center: point, size: CGSize(width: 2 * Self.radius, height: 2 * Self.radius), alpha: alpha,
      style: Self.style)
  }
}
