// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelTiming

/// Scrolling a compositional layout's orthogonal sections (SPEC-MODERN §4.3): each section's
/// offset across the layout's axis moves with the scroll view physics of the main content
/// (momentum, rubber-banding, bounce), and comes to rest where its `orthogonalScrollingBehavior`
/// says.
extension Timeline {
  /// The compositional layout, laid out, if `section` scrolls orthogonally in it.
  func orthogonalLayout(_ section: Int) throws -> CollectionViewCompositionalLayout {
    collectionView.layoutIfNeeded()
    guard let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout,
      layout.orthogonalScrollingBehavior(forSection: section) != .none
    else { throw TimelineError.notOrthogonal(section: section) }
    return layout
  }

  /// Section `section`'s orthogonal scroll offset at `time`, points (0 if it has none).
  public func orthogonalScrollOffset(ofSection section: Int, at time: Double) -> CGFloat {
    let name = CollectionViewCompositionalLayout.orthogonalScrollOffsetParameter(
      forSection: section)
    return CGFloat(layoutParameter(name, at: time) ?? 0)
  }

  /// Scrolls orthogonal section `section` to `offset` (clamped to its range), animated with
  /// `timing` or at once. Mirrors `setContentOffset(_:animated:)` on the section's scroll view.
  @discardableResult
  public func setOrthogonalScrollOffset(
    _ offset: CGFloat, ofSection section: Int, animated: Bool, at time: Double,
    timing: AnimationTiming = AnimationTiming(duration: 0.3, curve: .linear)
  ) throws -> Double {
    let layout = try orthogonalLayout(section)
    let range = layout.orthogonalScrollRange(forSection: section)
    let target = Double(min(max(offset, range.lowerBound), range.upperBound))
    let from = Double(orthogonalScrollOffset(ofSection: section, at: time))
    let motion = AxisMotion(
      animated ? .eased(from: from, to: target, timing: timing) : .hold(target))
    return try animateLayoutParameters([parameter(section): motion], at: time)
  }

  /// A release of orthogonal section `section` with `velocity` (points per millisecond, along the
  /// section's axis) at `time`. Returns when the motion ends; so do the other section scrolls.
  @discardableResult
  public func flingSection(_ section: Int, velocity: Double, at time: Double) throws -> Double {
    let layout = try orthogonalLayout(section)
    let start = Double(orthogonalScrollOffset(ofSection: section, at: time))
    let motion = orthogonalRelease(
      layout, section: section, from: start, velocity: velocity, startOffset: start)
    return try animateLayoutParameters([parameter(section): motion], at: time)
  }

  /// A finger dragging orthogonal section `section`: `finger` holds `(time, position)` samples
  /// along the section's axis (times from the start of the drag, ascending); the section follows
  /// with rubber-banding and is released with the finger's last velocity (or `releaseVelocity`).
  @discardableResult
  public func dragSection(
    _ section: Int, finger: [(time: Double, position: Double)], at time: Double,
    releaseVelocity: Double? = nil
  ) throws -> Double {
    let layout = try orthogonalLayout(section)
    guard let first = finger.first, let last = finger.last else { return time }
    let start = Double(orthogonalScrollOffset(ofSection: section, at: time))
    let range = layout.orthogonalScrollRange(forSection: section)
    let dragged = ScrollPhysics.drag(
      start: start, finger: finger.map { ($0.time - first.time, $0.position) },
      range: Double(range.lowerBound)...Double(range.upperBound),
      dimension: Double(layout.orthogonalVisibleLength(forSection: section)))
    var motion = AxisMotion(.track(PiecewiseLinear(dragged.samples)))
    let released = dragged.samples.last?.value ?? start
    let release = orthogonalRelease(
      layout, section: section, from: released,
      velocity: releaseVelocity ?? dragged.releaseVelocity, startOffset: start)
    for piece in release.pieces {
      motion.append(piece.piece, after: last.time - first.time + piece.start)
    }
    return try animateLayoutParameters([parameter(section): motion], at: time)
  }

  private func parameter(_ section: Int) -> String {
    CollectionViewCompositionalLayout.orthogonalScrollOffsetParameter(forSection: section)
  }

  /// The motion after a release at `offset`: free momentum (`continuous`), bent to a group's
  /// leading edge (`continuousGroupLeadingBoundary`), or one page from where the touch began —
  /// the collection view's width (`paging`) or a group (`groupPaging`, `groupPagingCentered`) —
  /// with the fast deceleration rate.
  func orthogonalRelease(
    _ layout: CollectionViewCompositionalLayout, section: Int, from offset: Double,
    velocity: Double, startOffset: Double
  ) -> AxisMotion {
    let bounds = layout.orthogonalScrollRange(forSection: section)
    let range = Double(bounds.lowerBound)...Double(bounds.upperBound)
    let stride = Double(layout.orthogonalGroupStride(forSection: section))
    let normal = DecelerationTimingParameters.normal
    switch layout.orthogonalScrollingBehavior(forSection: section) {
    case .none, .continuous:
      return ScrollPhysics.release(offset: offset, velocity: velocity, target: nil, range: range)
    case .continuousGroupLeadingBoundary:
      let projected = DecelerationTimingParameters.projectedOffset(
        start: offset, velocity: velocity, decelerationRate: normal)
      let target = stride > 0 ? (projected / stride).rounded() * stride : projected
      return ScrollPhysics.release(
        offset: offset, velocity: velocity, target: target, range: range)
    case .paging, .groupPaging, .groupPagingCentered:
      let paging = layout.orthogonalScrollingBehavior(forSection: section) == .paging
      let page = paging ? Double(layout.orthogonalVisibleLength(forSection: section)) : stride
      let startPage = page > 0 ? Int((startOffset / page).rounded()) : 0
      let target = ScrollPhysics.pageTarget(
        offset: offset, velocity: velocity, startPage: startPage, pageSize: page, range: range)
      return ScrollPhysics.release(
        offset: offset, velocity: velocity, target: target, range: range,
        decelerationRate: DecelerationTimingParameters.fast)
    }
  }
}
