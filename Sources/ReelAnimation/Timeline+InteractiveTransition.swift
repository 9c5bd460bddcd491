// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelTiming

/// An interactive transition on the timeline: from its start until it is finished or cancelled,
/// what is on screen is the transition layout at the progress of that moment.
struct InteractivePhase {
  let start: Double
  var end: Double?
  let transition: TransitionLayout
  /// Progress keyframes `(time, progress)`; progress is linear between them and holds after the
  /// last.
  var keyframes: [(time: Double, progress: Double)]
  let viewIDBase: Int
  let identities: [ElementKey: ElementIdentity]

  func contains(_ time: Double) -> Bool { time >= start && end.map { time < $0 } ?? true }

  func progress(at time: Double) -> Double {
    guard let first = keyframes.first else { return 0 }
    if time <= first.time { return first.progress }
    for (a, b) in zip(keyframes, keyframes.dropFirst()) where time <= b.time {
      return b.time > a.time
        ? a.progress + (b.progress - a.progress) * (time - a.time) / (b.time - a.time) : b.progress
    }
    return keyframes.last!.progress
  }
}

extension Timeline {
  /// Starts an interactive transition to `layout` at `time` (`startInteractiveTransition(to:)`,
  /// SPEC §5.2), at progress 0. Returns the installed `TransitionLayout`.
  @discardableResult
  public func startInteractiveTransition(to layout: CollectionViewLayout, at time: Double) throws
    -> TransitionLayout
  {
    try checkOrder(time)
    guard activeInteractivePhase == nil else { throw TimelineError.interactiveTransitionInProgress }
    moveBounds(toOffset: contentOffset(at: time))
    let transition = collectionView.startInteractiveTransition(
      to: layout, onScreen: modelAttributes(at: time))
    for index in liveByKey.values where tracks[index].removalTime == nil {
      tracks[index].removalTime = time
    }
    liveByKey = [:]
    let identities = Dictionary(
      transition.toAttributes.keys.map { ($0, collectionView.identity(of: $0)) },
      uniquingKeysWith: { a, _ in a })
    interactivePhases.append(
      InteractivePhase(
        start: time, end: nil, transition: transition, keyframes: [(time, 0)],
        viewIDBase: 1_000_000 * (interactivePhases.count + 1), identities: identities))
    layouts.append((time, transition))
    lastChangeTime = time
    return transition
  }

  /// Sets the transition's progress at `time`; between two such calls progress moves linearly.
  /// Values outside 0…1 are kept (the layout clamps), as UIKit's `transitionProgress` does.
  public func updateInteractiveTransition(progress: Double, at time: Double) throws {
    try checkOrder(time)
    guard let index = activeInteractivePhase else { throw TimelineError.noInteractiveTransition }
    interactivePhases[index].keyframes.append((time, progress))
    interactivePhases[index].transition.transitionProgress = CGFloat(progress)
    lastChangeTime = time
    endTime = max(endTime, time)
  }

  /// Finishes (`finishInteractiveTransition()`) or cancels (`cancelInteractiveTransition()`) at
  /// `time`: every element animates from where the transition left it to the installed layout —
  /// the next one, or the original when cancelled — with Core Animation's interpolation and
  /// `timing`.
  public func endInteractiveTransition(
    finish: Bool, at time: Double, timing: AnimationTiming = .default
  ) throws {
    try checkOrder(time)
    guard let index = activeInteractivePhase else { throw TimelineError.noInteractiveTransition }
    let phase = interactivePhases[index]
    let offset = contentOffset(at: time)
    phase.transition.transitionProgress = CGFloat(phase.progress(at: time))
    guard let transaction = collectionView.endInteractiveTransition(finish: finish) else {
      throw TimelineError.noInteractiveTransition
    }
    interactivePhases[index].end = time
    layouts.append((time, collectionView.collectionViewLayout))
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

  /// The phase still running (started, not yet finished or cancelled).
  var activeInteractivePhase: Int? { interactivePhases.lastIndex { $0.end == nil } }

  /// The interactive phase covering `time`.
  func interactivePhase(at time: Double) -> InteractivePhase? {
    interactivePhases.last { $0.contains(time) }
  }

  /// The transition's progress at `time`, or nil outside interactive transitions.
  public func transitionProgress(at time: Double) -> Double? {
    interactivePhase(at: time)?.progress(at: time)
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
