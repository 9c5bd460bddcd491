// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelTiming

extension Timeline {
  /// Offsets the content can rest at: from `−inset` to `contentSize + inset − bounds` per axis
  /// (SPEC §6.1.2); the minimum wins when the content is smaller than the viewport.
  public var allowedOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    Self.offsetRanges(
      content: collectionView.contentSize, bounds: collectionView.bounds.size,
      inset: collectionView.adjustedContentInset)
  }

  /// The resting offsets at `time` (content and viewport sizes of that moment).
  public func allowedOffsets(at time: Double) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    Self.offsetRanges(
      content: contentSize(at: time), bounds: boundsSize(at: time),
      inset: collectionView.adjustedContentInset)
  }

  static func offsetRanges(content size: CGSize, bounds: CGSize, inset: EdgeInsets) -> (
    x: ClosedRange<Double>, y: ClosedRange<Double>
  ) {
    let range = ScrollableRange(content: size, bounds: bounds, inset: inset)
    return (range.x, range.y)
  }

  /// Starts a content-offset motion at `time`; it replaces any motion still running (from the
  /// offset
  /// on screen then). Views that come into view during it are created at `time`.
  public func scroll(_ motion: ScrollMotion, at time: Double) throws {
    try checkOrder(time)
    try checkNoInteractiveTransition()
    record(.scrolled(motion), at: time)
    addViews(sweptBy: motion, at: time)
  }

  /// Largest content offset on either axis `setContentOffset` accepts, points (as large as any
  /// number a scene may give).
  public static let maximumOffset = 1e9

  /// Mirrors `setContentOffset(_:animated:)`: animated moves run at constant velocity (linear),
  /// 0.3 s unless `timing` says otherwise (SPEC §6.5.3). An offset that is not finite or lies
  /// past `maximumOffset` throws `TimelineError.offsetOutOfRange`.
  public func setContentOffset(
    _ offset: CGPoint, animated: Bool, at time: Double,
    timing: AnimationTiming = AnimationTiming(duration: 0.3, curve: .linear)
  ) throws {
    guard [offset.x, offset.y].allSatisfy({ abs($0) <= Self.maximumOffset }) else {
      throw TimelineError.offsetOutOfRange(x: Double(offset.x), y: Double(offset.y))
    }
    let from = contentOffset(at: time)
    try scroll(animated ? .eased(from: from, to: offset, timing: timing) : .hold(offset), at: time)
  }

  /// A release with `velocity` (points per millisecond) at `time`, as when a drag ends: the
  /// layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is asked
  /// for the resting point (SPEC §6.3.1) — or, with paging, the page rule applies (SPEC §6.4) —
  /// and the momentum is bent to land on it; past an edge it bounces.
  public func fling(
    velocity: CGPoint, at time: Double,
    decelerationRate: Double = DecelerationTimingParameters.normal, isPagingEnabled: Bool = false,
    startPage: (x: Int, y: Int)? = nil
  ) throws {
    let start = contentOffset(at: time)
    try scroll(
      releaseMotion(
        from: start, velocity: velocity, decelerationRate: decelerationRate,
        isPagingEnabled: isPagingEnabled, startPage: startPage), at: time)
  }

  /// A finger dragging the content: `finger` holds `(time, location)` samples (times from the start
  /// of the drag, locations in points, ascending), the content follows with rubber-banding past the
  /// edges, and at the end the release velocity (or `releaseVelocity`, pt/ms) carries it on as
  /// `fling` does.
  public func drag(
    finger: [(time: Double, location: CGPoint)], at time: Double, releaseVelocity: CGPoint? = nil,
    decelerationRate: Double = DecelerationTimingParameters.normal, isPagingEnabled: Bool = false
  ) throws {
    guard let last = finger.last, let first = finger.first else { return }
    let start = contentOffset(at: time)
    let ranges = allowedOffsets
    let bounds = collectionView.bounds.size
    let x = ScrollPhysics.drag(
      start: Double(start.x), finger: finger.map { ($0.time - first.time, Double($0.location.x)) },
      range: ranges.x, dimension: Double(bounds.width))
    let y = ScrollPhysics.drag(
      start: Double(start.y), finger: finger.map { ($0.time - first.time, Double($0.location.y)) },
      range: ranges.y, dimension: Double(bounds.height))
    var motion = ScrollMotion(
      x: AxisMotion(.track(PiecewiseLinear(x.samples))),
      y: AxisMotion(.track(PiecewiseLinear(y.samples))))
    let duration = last.time - first.time
    let released = CGPoint(
      x: x.samples.last?.value ?? Double(start.x), y: y.samples.last?.value ?? Double(start.y))
    let velocity = releaseVelocity ?? CGPoint(x: x.releaseVelocity, y: y.releaseVelocity)
    let pages = pageIndex(of: start)
    let release = releaseMotion(
      from: released, velocity: velocity, decelerationRate: decelerationRate,
      isPagingEnabled: isPagingEnabled, startPage: pages)
    for (axis, keyPath) in [(release.x, \ScrollMotion.x), (release.y, \ScrollMotion.y)] {
      for piece in axis.pieces {
        motion[keyPath: keyPath].append(piece.piece, after: duration + piece.start)
      }
    }
    try scroll(motion, at: time)
  }

  func releaseMotion(
    from start: CGPoint, velocity: CGPoint, decelerationRate: Double, isPagingEnabled: Bool,
    startPage: (x: Int, y: Int)?
  ) -> ScrollMotion {
    let ranges = allowedOffsets
    var target: CGPoint?
    if isPagingEnabled {
      let pages = startPage ?? pageIndex(of: start)
      let size = collectionView.bounds.size
      target = CGPoint(
        x: ScrollPhysics.pageTarget(
          offset: Double(start.x), velocity: Double(velocity.x), startPage: pages.x,
          pageSize: Double(size.width), range: ranges.x),
        y: ScrollPhysics.pageTarget(
          offset: Double(start.y), velocity: Double(velocity.y), startPage: pages.y,
          pageSize: Double(size.height), range: ranges.y))
    } else if Double(start.x) >= ranges.x.lowerBound, Double(start.x) <= ranges.x.upperBound,
      Double(start.y) >= ranges.y.lowerBound, Double(start.y) <= ranges.y.upperBound
    {
      let proposed = CGPoint(
        x: DecelerationTimingParameters.projectedOffset(
          start: Double(start.x), velocity: Double(velocity.x), decelerationRate: decelerationRate),
        y: DecelerationTimingParameters.projectedOffset(
          start: Double(start.y), velocity: Double(velocity.y), decelerationRate: decelerationRate))
      // The layout decides from where the content is at the release (a carousel looks at the
      // items in its bounds), not from where the drag began.
      moveBounds(toOffset: start)
      collectionView.layoutIfNeeded()
      let chosen = collectionView.collectionViewLayout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity)
      if chosen != proposed { target = chosen }
    }
    // Paging settles with the fast rate, as the snap to a page is short (SPEC §6.4; UIKit's exact
    // curve is undocumented, SPEC §11.2).
    let rate = isPagingEnabled ? DecelerationTimingParameters.fast : decelerationRate
    return ScrollMotion(
      x: ScrollPhysics.release(
        offset: Double(start.x), velocity: Double(velocity.x), target: target.map { Double($0.x) },
        range: ranges.x, decelerationRate: rate),
      y: ScrollPhysics.release(
        offset: Double(start.y), velocity: Double(velocity.y), target: target.map { Double($0.y) },
        range: ranges.y, decelerationRate: rate))
  }

  func pageIndex(of offset: CGPoint) -> (x: Int, y: Int) {
    let size = collectionView.bounds.size
    return (
      size.width > 0 ? Int((offset.x / size.width).rounded()) : 0,
      size.height > 0 ? Int((offset.y / size.height).rounded()) : 0
    )
  }

  /// Creates views, from `time` on, for elements the viewport passes over during `motion`.
  func addViews(sweptBy motion: ScrollMotion, at time: Double) {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    let steps = max(Int((motion.duration * 240).rounded(.up)), 1)
    for k in 0...steps {
      let p = motion.offset(at: motion.duration * Double(k) / Double(steps))
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    let size = collectionView.bounds.size
    let swept = CGRect(
      x: minX, y: minY, width: maxX - minX + size.width, height: maxY - minY + size.height)
    for attributes in collectionView.layoutAttributesForElements(in: swept)
    where liveByKey[attributes.key] == nil {
      addStaticView(attributes, at: time)
    }
  }

  func checkOrder(_ time: Double) throws {
    guard time >= lastChangeTime, time.isFinite else {
      throw TimelineError.timeOutOfOrder(time: time, previous: lastChangeTime)
    }
  }

  /// Changes other than progress, finish and cancel wait for an interactive transition to end.
  func checkNoInteractiveTransition() throws {
    if recorded.activePhase != nil { throw TimelineError.interactiveTransitionInProgress }
  }
}

extension Timeline {
  /// Scrolls so the item sits at `position` (clamped to the allowed offsets).
  /// Mirrors `scrollToItem(at:at:animated:)`.
  public func scrollToItem(
    at indexPath: IndexPath, at position: ScrollPosition, animated: Bool, at time: Double,
    timing: AnimationTiming = AnimationTiming(duration: 0.3, curve: .linear)
  ) throws {
    collectionView.layoutIfNeeded()
    guard
      let frame = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    else { return }
    let start = contentOffset(at: time)
    let target = collectionView.contentOffset(showing: frame, at: position, from: start)
    let ranges = allowedOffsets
    let offset = CGPoint(
      x: min(max(Double(target.x), ranges.x.lowerBound), ranges.x.upperBound),
      y: min(max(Double(target.y), ranges.y.lowerBound), ranges.y.upperBound))
    try setContentOffset(offset, animated: animated, at: time, timing: timing)
  }
}
