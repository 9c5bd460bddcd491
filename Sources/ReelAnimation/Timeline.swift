// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

/// The animation engine: a collection view plus the motion of every view it shows, over time.
///
/// Changes (batch updates) are applied at given times, in increasing order; what is on screen at
/// any
/// moment is then a pure function of time, `elements(at:)`, which can be evaluated in any order and
/// as often as needed (frames can render in parallel). A change that starts while others run starts
/// from the current on-screen state (see `AnimationSegment`).
public final class Timeline: @unchecked Sendable {
  public let collectionView: CollectionView
  /// Whether elements are shown mirrored (a right-to-left collection view with a layout that
  /// flips), decided by the layout the timeline starts with.
  public let isFlippedHorizontally: Bool
  /// Every view that was ever on screen, in creation order.
  var tracks: [ViewTrack] = []
  /// Views of the current data, by their current key.
  var liveByKey: [ElementKey: Int] = [:]
  /// What the commands decided over time; changed only by `record(_:at:)`.
  private(set) var recorded: TimelineRecord
  /// Copies of the collection view that moments are laid out on.
  let scratchPool = LayoutScratchPool()
  /// Items moved by hand (`beginInteractiveMovementForItem(at:at:)`), in start order.
  var handMovements: [HandMovement] = []

  /// Time of the latest change applied, seconds.
  public var lastChangeTime: Double { recorded.lastChangeTime }
  /// When the last animation started so far ends, seconds.
  public var endTime: Double { recorded.endTime }
  /// How the content offset moves: each motion runs from its start until the next one begins.
  public var scrollMotions: [(start: Double, motion: ScrollMotion)] {
    recorded.motions.entries.map { ($0.start, $0.value) }
  }

  /// Starts a timeline showing the collection view's current layout from `time` on, without
  /// animation.
  public init(collectionView: CollectionView, at time: Double = 0) {
    self.collectionView = collectionView
    isFlippedHorizontally = collectionView.isFlippedHorizontally
    recorded = TimelineRecord(
      model: ModelState(of: collectionView), offset: collectionView.contentOffset, at: time)
    for attributes in collectionView.layoutAttributesForElements() {
      addStaticView(attributes, at: time)
    }
  }

  /// Records what a command decided: the one way commands change what evaluation reads.
  func record(_ event: TimelineEvent, at time: Double) {
    recorded.record(event, at: time)
    scratchPool.removeAll()
  }

  /// A new view showing `attributes` from `time` on, without animation.
  func addStaticView(_ attributes: LayoutAttributes, at time: Double) {
    let key = attributes.key
    liveByKey[key] = tracks.count
    tracks.append(
      ViewTrack(
        viewID: tracks.count, identity: collectionView.identity(of: key),
        segments: [
          AnimationSegment(
            startTime: time, timing: .immediate, from: attributes, to: attributes, key: key)
        ]))
  }

  /// Records the model after a change at `time`: the content offset moving to `newOffset` with
  /// `timing` (not as scrolling) from `start` (default: where it is), the data, the layout, the
  /// content size and the bounds the layout is prepared for.
  func recordChange(
    at time: Double, timing: AnimationTiming, newOffset: CGPoint, from start: CGPoint? = nil
  ) {
    let offset = start ?? contentOffset(at: time)
    var motion: ScrollMotion?
    if newOffset != offset {
      motion = ScrollMotion.eased(from: offset, to: newOffset, timing: timing)
      motion?.isScrolling = false
    }
    record(
      .modelChanged(
        ModelState(of: collectionView), motion: motion, end: time + timing.totalDuration),
      at: time)
  }

  /// Runs a batch update at `time` (seconds, not earlier than the previous change) and animates it
  /// with `timing` (default: UIKit's 0.3 s ease-in-ease-out). `updates` records operations on the
  /// collection view, as inside UIKit's `performBatchUpdates`.
  /// - Throws: `BatchUpdateError` (nothing changes), or `TimelineError.timeOutOfOrder`.
  @discardableResult
  public func performBatchUpdates(
    at time: Double, timing: AnimationTiming = .default, _ updates: (CollectionView) -> Void
  ) throws -> UpdateTransaction {
    let batch = collectionView.recordUpdates { updates(collectionView) }
    return try apply(batch, at: time, timing: timing)
  }

  /// Applies recorded operations at `time`; see `performBatchUpdates(at:timing:_:)`. `plan`: see
  /// `CollectionView.apply(_:plan:onScreen:)`.
  @discardableResult
  public func apply(
    _ updates: BatchUpdates, plan: BatchUpdatePlan? = nil, at time: Double,
    timing: AnimationTiming = .default
  ) throws -> UpdateTransaction {
    try checkOrder(time)
    try checkNoInteractiveTransition()
    moveBounds(toOffset: contentOffset(at: time))
    let transaction = try collectionView.apply(
      updates, plan: plan, onScreen: modelAttributes(at: time))
    integrate(transaction, at: time, timing: timing)
    return transaction
  }

  /// The attributes each current view was last given (its model values), keyed by current key.
  /// For a layout that re-lays out while scrolling, those of the moment (what is on screen), not
  /// those of the last data change.
  func modelAttributes(at time: Double) -> [ElementKey: LayoutAttributes] {
    var result: [ElementKey: LayoutAttributes] = [:]
    let visible = visibleBounds(at: time)
    let requeried = requery(at: time)
    for (key, index) in liveByKey {
      guard tracks[index].isAlive(at: time),
        let model = requeried?[key].flatMap({
          $0.identity.id == tracks[index].identity.id ? $0.attributes : nil
        }) ?? tracks[index].model(at: time)
      else {
        continue
      }
      // Views at rest outside the visible bounds have been recycled (SPEC §3.2.1 counts views on
      // screen).
      if let current = tracks[index].currentSegmentIndex(at: time),
        tracks[index].segments[current].isFinished(at: time),
        model.transform3D == .identity, !model.frame.intersects(visible),
        !(tracks[index].presentation(at: time)?.frame.intersects(visible) ?? false)
      {
        continue
      }
      let copy = model.copy()
      copy.indexPath = key.indexPath
      result[key] = copy
    }
    return result
  }

  /// Turns a planned change into animation segments starting at `time`.
  func integrate(_ transaction: UpdateTransaction, at time: Double, timing: AnimationTiming) {
    var newLive: [ElementKey: Int] = [:]
    for change in transaction.changes {
      switch change.role {
      case .surviving, .disappearing:
        guard let oldKey = change.oldKey, let index = liveByKey[oldKey] else { continue }
        let from = startAttributes(change.start, continuing: tracks[index], at: time)
        let key = change.role == .surviving ? (change.newKey ?? oldKey) : oldKey
        tracks[index].segments.append(
          AnimationSegment(startTime: time, timing: timing, from: from, to: change.end, key: key))
        if change.role == .surviving, let newKey = change.newKey {
          newLive[newKey] = index
          let shown = tracks[index].identity(at: time)
          if change.identity.id == shown.id, change.identity.revision != shown.revision {
            tracks[index].reconfigurations.append((time, change.identity))
          }
        } else {
          tracks[index].removalTime = time + timing.totalDuration
        }
      case .appearing:
        guard let newKey = change.newKey else { continue }
        newLive[newKey] = tracks.count
        tracks.append(
          ViewTrack(
            viewID: tracks.count, identity: change.identity,
            segments: [
              AnimationSegment(
                startTime: time, timing: timing, from: change.start, to: change.end, key: newKey)
            ]))
      }
    }
    // Views the change did not mention (off screen, recycled) go away now.
    let kept = Set(newLive.values)
    for index in liveByKey.values where !kept.contains(index) && tracks[index].removalTime == nil {
      tracks[index].removalTime = time
    }
    liveByKey = newLive
    recordChange(at: time, timing: timing, newOffset: transaction.newContentOffset)
  }

  /// Where a new animation of an existing view starts: the layout's start attributes, except that
  /// an
  /// alpha or transform still animating continues from its on-screen value (begin from current
  /// state)
  /// unless the layout asked for a different start.
  func startAttributes(_ proposed: LayoutAttributes, continuing track: ViewTrack, at time: Double)
    -> LayoutAttributes
  {
    guard track.isAnimatingAppearance(at: time), let model = track.model(at: time),
      let shown = track.presentation(at: time)
    else {
      return proposed
    }
    let start = proposed.copy()
    if proposed.alpha == model.alpha { start.alpha = shown.alpha }
    if proposed.transform3D == model.transform3D { start.transform3D = shown.transform3D }
    return start
  }

}

/// Misuse of a `Timeline`.
public enum TimelineError: Error, Equatable, CustomStringConvertible {
  /// Changes must be applied in increasing time order.
  case timeOutOfOrder(time: Double, previous: Double)
  /// Progress, finish or cancel without a running interactive transition.
  case noInteractiveTransition
  /// Another change while an interactive transition runs.
  case interactiveTransitionInProgress
  /// A layout parameter the layout cannot animate.
  case unknownParameter(String, available: [String])
  /// A section scroll for a section that does not scroll across the layout's axis.
  case notOrthogonal(section: Int)
  /// A content offset that is not finite or lies past `Timeline.maximumOffset` on an axis.
  case offsetOutOfRange(x: Double, y: Double)

  public var description: String {
    switch self {
    case .timeOutOfOrder(let time, let previous):
      return "a change at \(time) s cannot come before the previous change at \(previous) s"
    case .noInteractiveTransition:
      return "there is no interactive transition to update, finish or cancel; start one first"
    case .interactiveTransitionInProgress:
      return "an interactive transition is in progress; finish or cancel it first"
    case .unknownParameter(let name, let available):
      return available.isEmpty
        ? "the layout has no animatable parameters (asked for '\(name)')"
        : "the layout has no animatable parameter '\(name)'; expected one of "
          + available.joined(separator: ", ")
    case .notOrthogonal(let section):
      return "section \(section) does not scroll on its own: give it an "
        + "orthogonalScrollingBehavior other than none in a compositional layout"
    case .offsetOutOfRange(let x, let y):
      return "the content offset (\(x), \(y)) is not a finite point within "
        + "±\(Int(Timeline.maximumOffset)) points"
    }
  }
}
