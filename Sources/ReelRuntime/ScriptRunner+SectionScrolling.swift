// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene

/// Scroll steps with `section:`: an orthogonal section of a compositional layout scrolls on its
/// own, along its own axis (across the layout's).
extension ScriptRunner {
  /// Runs `action` on orthogonal section `section`; returns when its motion ends.
  mutating func scrollSection(
    _ section: Int, _ action: StepSpec.ScrollAction, step: StepSpec, at time: Double,
    on stage: ScenePlayer.Stage
  ) throws -> Double {
    let timeline = stage.timeline
    let layout = stage.collectionView.collectionViewLayout as? CollectionViewCompositionalLayout
    let horizontal = layout?.configuration.scrollDirection != .horizontal
    func along(_ point: CGPoint) -> CGFloat { horizontal ? point.x : point.y }
    switch action {
    case .offset(let offset, let animated):
      return try timeline.setOrthogonalScrollOffset(
        along(offset), ofSection: section, animated: animated, at: time, timing: step.timing)
    case .item(let path, let position, let animated):
      guard path.section == section, stage.collectionView.item(at: path) != nil else {
        throw step.location.error(
          "there is no item \(path.shortDescription) in section \(section) to scroll to")
      }
      let target = try sectionOffset(
        showing: path, at: position, horizontal: horizontal, time: time, on: stage)
      return try timeline.setOrthogonalScrollOffset(
        target, ofSection: section, animated: animated, at: time, timing: step.timing)
    case .fling(let velocity):
      return try timeline.flingSection(section, velocity: Double(along(velocity)), at: time)
    case .drag(let points, let duration, let velocity):
      recordTouch(points, duration: duration, at: time, on: stage)
      let finger = points.enumerated().map {
        (Double($0.offset) * duration / Double(points.count - 1), Double(along($0.element)))
      }
      return try timeline.dragSection(
        section, finger: finger, at: time, releaseVelocity: velocity.map { Double(along($0)) })
    case .section(_, let inner):
      return try scrollSection(section, inner, step: step, at: time, on: stage)
    }
  }

  /// The section offset that puts item `path` at `position` (left/top, centred, right/bottom).
  private func sectionOffset(
    showing path: IndexPath, at position: ScrollPosition, horizontal: Bool, time: Double,
    on stage: ScenePlayer.Stage
  ) throws -> CGFloat {
    let cv = stage.collectionView
    cv.layoutIfNeeded()
    guard let layout = cv.collectionViewLayout as? CollectionViewCompositionalLayout,
      let frame = layout.layoutAttributesForItem(at: path)?.frame
    else { throw TimelineError.notOrthogonal(section: path.section) }
    let current = layout.orthogonalScrollOffset(forSection: path.section)
    let start = (horizontal ? frame.minX : frame.minY) + current
    let length = horizontal ? frame.width : frame.height
    let visible = layout.orthogonalVisibleLength(forSection: path.section)
    let f = position.fraction(vertical: !horizontal) ?? position.fraction(vertical: horizontal) ?? 0
    return start + (length - visible) * f
  }
}
