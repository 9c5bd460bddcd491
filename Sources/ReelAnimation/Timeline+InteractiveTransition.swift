// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

extension Timeline {
  /// Starts an interactive transition to `layout` at `time` (`startInteractiveTransition(to:)`,
  /// SPEC §5.2), at progress 0. Returns the installed `TransitionLayout`.
  @discardableResult
  public func startInteractiveTransition(to layout: CollectionViewLayout, at time: Double) throws
    -> TransitionLayout
  {
    try checkOrder(time)
    guard recorded.activePhase == nil else { throw TimelineError.interactiveTransitionInProgress }
    moveBounds(toOffset: contentOffset(at: time))
    let transition = collectionView.startInteractiveTransition(
      to: layout, onScreen: modelAttributes(at: time))
    for index in liveByKey.values where tracks[index].removalTime == nil {
      tracks[index].removalTime = time
    }
    liveByKey = [:]
    let identities = collectionView.identities(of: transition.toAttributes.keys)
    let phase = InteractivePhase(
      start: time, end: nil, transition: transition, progress: InteractiveProgress(at: time),
      viewIDBase: 1_000_000 * (recorded.phases.count + 1), identities: identities)
    record(.interactiveStarted(phase), at: time)
    return transition
  }

  /// Sets the transition's progress at `time`; between two such calls progress moves linearly.
  /// Values outside 0…1 are kept (the layout clamps), as UIKit's `transitionProgress` does.
  public func updateInteractiveTransition(progress: Double, at time: Double) throws {
    try checkOrder(time)
    guard let index = recorded.activePhase else { throw TimelineError.noInteractiveTransition }
    let transition = recorded.phases[index].transition
    transition.transitionProgress = CGFloat(progress)
    record(.interactiveProgressed(progress), at: time)
  }

  /// Finishes (`finishInteractiveTransition()`) or cancels (`cancelInteractiveTransition()`) at
  /// `time`: every element animates from where the transition left it to the installed layout —
  /// the next one, or the original when cancelled — with Core Animation's interpolation and
  /// `timing`.
  public func endInteractiveTransition(
    finish: Bool, at time: Double, timing: AnimationTiming = .default
  ) throws {
    try checkOrder(time)
    guard let index = recorded.activePhase else { throw TimelineError.noInteractiveTransition }
    let phase = recorded.phases[index]
    let offset = contentOffset(at: time)
    phase.transition.transitionProgress = CGFloat(phase.progress(at: time))
    guard let transaction = collectionView.endInteractiveTransition(finish: finish) else {
      throw TimelineError.noInteractiveTransition
    }
    record(.interactiveEnded, at: time)
    for change in transaction.changes {
      let key = change.newKey ?? change.oldKey!
      if change.role != .disappearing { liveByKey[key] = tracks.count }
      var track = ViewTrack(
        viewID: tracks.count, identity: change.identity,
        segments: [
          AnimationSegment(
            startTime: time, timing: timing, from: change.start, to: change.end, key: key)
        ])
      if change.role == .disappearing { track.removalTime = time + timing.totalDuration }
      tracks.append(track)
    }
    recordChange(at: time, timing: timing, newOffset: transaction.newContentOffset, from: offset)
  }

  /// The transition's progress at `time`, or nil outside interactive transitions.
  public func transitionProgress(at time: Double) -> Double? {
    recorded.phase(at: time)?.progress(at: time)
  }

  /// Elements during an interactive transition: the transition layout's interpolation at the
  /// progress of `time`.
  func interactiveElements(_ phase: InteractivePhase, at time: Double, includeHidden: Bool)
    -> [PresentedElement]
  {
    let attributes = phase.transition.interpolatedAttributes(
      progress: CGFloat(phase.progress(at: time)))
    return attributes.enumerated().compactMap { offset, a in
      guard includeHidden || !a.isHidden else { return nil }
      return PresentedElement(
        viewID: phase.viewIDBase + offset, key: a.key,
        identity: phase.identities[a.key] ?? ElementIdentity(id: a.key.description, revision: 0),
        attributes: a, isDisappearing: false)
    }
  }
}
