// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelRuntime
import ReelViews

/// The refresh control's spinner, drawn in the gap a pull opens above the content.
extension ScenePlayer {
  /// The spinner's side, points (a medium `UIActivityIndicatorView`, SPEC-VIEWS 6.18).
  static let refreshSpinnerSide: CGFloat = 20

  /// `stage`'s spinner at `time`, in the collection view's content coordinates, under its cells:
  /// its spokes appear one by one as the content is pulled, turn while it refreshes and fade
  /// when it ends; 30 points below the top of the gap (its middle while the gap is narrower).
  func refreshItems(of stage: Stage, at time: Double) -> [DisplayItem] {
    guard !stage.refresh.isEmpty else { return [] }
    let timeline = stage.timeline
    let offset = timeline.contentOffset(at: time)
    let top = CGFloat(timeline.allowedOffsets(at: time).y.lowerBound)
    let pulled = max(top - offset.y, 0)
    guard
      let spinner = stage.refresh.spinner(
        at: time, pulled: pulled, spokes: ActivitySpokes.count)
    else { return [] }
    let bounds = timeline.boundsSize(at: time)
    let center = CGPoint(
      x: offset.x + bounds.width / 2, y: -pulled + min(30, pulled / 2))
    let color = SystemColors.named("secondaryLabel", traits: traits)!
    let spinning = spinner.phase != nil
    let spokes = ActivitySpokes.spokes(side: Self.refreshSpinnerSide, phase: spinner.phase ?? 0)
    return spokes.prefix(spinner.shown).map { spoke in
      DisplayItem(
        center: CGPoint(x: center.x + spoke.center.x, y: center.y + spoke.center.y),
        size: spoke.size,
        transform: Transform3D(rotationAngle: spoke.angle, x: 0, y: 0, z: 1),
        alpha: (spinning ? spoke.alpha : 0.7) * spinner.alpha,
        style: ItemStyle(fill: color, cornerRadius: spoke.size.width / 2),
        identity: "refresh-spinner")
    }
  }
}
