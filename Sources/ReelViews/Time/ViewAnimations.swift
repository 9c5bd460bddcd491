// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// The block animations (`UIView.animate`) a hosted controller's code runs in a scene: what each
/// changed in a view — its centre, size, alpha, transform and background colour — from and to
/// what, when (the scene's time plus the delay) and for how long, on which curve. The views take
/// the new values at once, as UIKit's model layer does; a picture drawn while `time` is set shows
/// the values in between, as UIKit's presentation layer does.
@MainActor
package final class ViewAnimations {
  /// The longest delay, and the longest duration, of a block animation drawn moving, seconds.
  package static let longest: Double = 60

  /// The animations of the scene playing now.
  package static let shared = ViewAnimations()

  /// What of a view a block animation changes.
  package struct Values: Equatable {
    package var center: CGPoint
    package var size: CGSize
    package var alpha: CGFloat
    package var transform: Transform2D
    package var background: Color?

    @MainActor init(_ view: View) {
      center = view.center
      size = view.bounds.size
      alpha = view.alpha
      transform = view.transform
      background = view.backgroundColor
    }
  }

  /// One view's change by one animation.
  struct Change {
    weak var view: View?
    let from: Values
    let to: Values
    /// When the code ran it (the view shows `from` until `start`), when it starts and how long
    /// it runs, seconds of the scene's time.
    let recorded: Double
    let start: Double
    let duration: Double
    let curve: TimingCurve
  }

  private var changes: [ObjectIdentifier: [Change]] = [:]
  /// The views changed inside the block running now, with their values before it.
  private var recording: [ObjectIdentifier: (view: View, before: Values)]?
  /// Whether animations are off (inside `performWithoutAnimation`).
  private var isDisabled = false
  /// The time (seconds) pictures are drawn at; nil draws the views as they are.
  package var time: Double?

  /// Forgets every animation (a new scene starts).
  package func reset() {
    changes = [:]
    recording = nil
    isDisabled = false
    time = nil
  }

  /// Runs `animations` at the scene's time `now`, recording what it changes as an animation
  /// starting `delay` seconds later and running `duration` seconds on `curve`.
  func record(
    at now: Double, delay: Double, duration: Double, curve: TimingCurve,
    _ animations: () -> Void
  ) {
    let start = now + max(delay, 0)
    guard !isDisabled else { return animations() }
    let outer = recording
    recording = [:]
    animations()
    let changed = recording ?? [:]
    recording = outer
    guard duration > 0 else { return }
    for (id, entry) in changed {
      let values = Values(entry.view)
      guard values != entry.before else { continue }
      changes[id, default: []].append(
        Change(
          view: entry.view, from: entry.before, to: values, recorded: now, start: start,
          duration: duration, curve: curve))
    }
  }

  /// Runs `actions` without recording what it changes.
  func withoutRecording(_ actions: () -> Void) {
    let (outer, wasDisabled) = (recording, isDisabled)
    recording = nil
    isDisabled = true
    actions()
    (recording, isDisabled) = (outer, wasDisabled)
  }

  /// Notes that `view` is about to change, when a block animation is recording.
  func willChange(_ view: View) {
    guard recording != nil else { return }
    let id = ObjectIdentifier(view)
    if recording?[id] == nil { recording?[id] = (view, Values(view)) }
  }

  /// When the last animation running after `time` (seconds) ends; nil when none does.
  package func end(after time: Double) -> Double? {
    changes.values.joined().map { $0.start + $0.duration }.filter { $0 > time }.max()
  }

  /// The spans of the scene's time (seconds, sorted by start) in which `view` or a view inside
  /// it shows a block animation's values in between: from when the code ran the block to its
  /// end.
  package func spans(within view: View) -> [ClosedRange<Double>] {
    changes.values.joined().compactMap { change -> ClosedRange<Double>? in
      guard let changed = change.view, changed === view || changed.isDescendant(of: view) else {
        return nil
      }
      return change.recorded...max(change.recorded, change.start + change.duration)
    }.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// What `view` shows at `time` (when set) while an animation of it runs; nil when it shows
  /// its own values.
  func presented(_ view: View) -> Values? {
    guard let time, let list = changes[ObjectIdentifier(view)],
      let change = list.last(where: { $0.recorded <= time }),
      time < change.start + change.duration, change.view === view
    else { return nil }
    let elapsed = max(time - change.start, 0)
    let f = CGFloat(change.curve.progress(elapsed: elapsed, duration: change.duration))
    var values = change.to
    values.center = change.from.center.interpolated(to: change.to.center, fraction: f)
    values.size = change.from.size.interpolated(to: change.to.size, fraction: f)
    values.alpha = change.from.alpha.interpolated(to: change.to.alpha, fraction: f)
    let (a, b) = (change.from.transform, change.to.transform)
    values.transform = Transform2D(
      a: a.a.interpolated(to: b.a, fraction: f), b: a.b.interpolated(to: b.b, fraction: f),
      c: a.c.interpolated(to: b.c, fraction: f), d: a.d.interpolated(to: b.d, fraction: f),
      tx: a.tx.interpolated(to: b.tx, fraction: f), ty: a.ty.interpolated(to: b.ty, fraction: f))
    if let from = change.from.background, let to = change.to.background, from != to {
      let traits = view.traitCollection
      values.background = Color(
        cgColor: from.rgba(in: traits).mixed(with: to.rgba(in: traits), fraction: f))
    }
    return values
  }
}

extension View {
  /// The view's centre, size, alpha, transform and background colour as drawn at
  /// `ViewAnimations.shared.time`: in between while a block animation of it runs, else its own.
  package var drawnValues: ViewAnimations.Values {
    ViewAnimations.shared.presented(self) ?? ViewAnimations.Values(self)
  }
}
