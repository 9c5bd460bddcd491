// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

/// One animation of one view: from `from` to `to` attributes, starting at `startTime` (seconds on
/// the
/// scene clock) with `timing`.
///
/// Composition follows UIKit since iOS 8 (SPEC §7.2.5): centre and size animate **additively** —
/// a newer animation is layered on the older ones, each contributing `(from − to)·(1 − progress)`
/// on top of the newest target, so interrupting an animation never jumps and keeps its momentum.
/// Alpha and transform **begin from the current state**: a newer animation replaces the older one
/// and starts from the value on screen.
struct AnimationSegment {
  let startTime: Double
  let timing: AnimationTiming
  let from: LayoutAttributes
  let to: LayoutAttributes
  /// The view's key from `startTime` on.
  let key: ElementKey

  var endTime: Double { startTime + timing.totalDuration }

  func progress(at time: Double) -> Double {
    if timing.totalDuration <= 0 { return time >= startTime ? 1 : 0 }
    return timing.progress(at: time - startTime)
  }

  /// Whether the animation has visibly finished by `time`.
  func isFinished(at time: Double) -> Bool { time >= endTime }
}

/// Everything Reel knows about one on-screen view over time: when it appears, how it moves, and
/// when
/// it is removed.
struct ViewTrack {
  let viewID: Int
  let identity: ElementIdentity
  var segments: [AnimationSegment]
  /// The view is gone from this time on (end of its disappearing animation); nil while it lives.
  var removalTime: Double?
  /// The view goes at `removalTime` because a re-laid-out motion (a parameter tween, an orthogonal
  /// scroll) no longer shows it at its end, not by a disappearing animation: until then the
  /// re-laid-out attributes of each moment place it.
  var leavesAfterRelayout = false
  /// New data the view shows from a time on (`reconfigureItems`), in time order.
  var reconfigurations: [(time: Double, identity: ElementIdentity)] = []

  /// The data the view shows at `time`: its first, or its newest reconfiguration's by then.
  func identity(at time: Double) -> ElementIdentity {
    reconfigurations.last { $0.time <= time }?.identity ?? identity
  }

  var appearTime: Double { segments.first?.startTime ?? 0 }

  /// Whether the view is on screen at `time`.
  func isAlive(at time: Double) -> Bool {
    time >= appearTime && (removalTime.map { time < $0 } ?? true)
  }

  /// Index of the newest segment started by `time`.
  func currentSegmentIndex(at time: Double) -> Int? {
    segments.lastIndex { $0.startTime <= time }
  }

  /// The model value (newest target) at `time`.
  func model(at time: Double) -> LayoutAttributes? {
    currentSegmentIndex(at: time).map { segments[$0].to }
  }

  /// The attributes on screen at `time` (see `AnimationSegment` for how animations combine).
  /// `model` replaces the newest target when the layout was queried again for this moment (a layout
  /// that re-lays out on scrolling): running animations then play on top of the new attributes.
  func presentation(at time: Double, model: LayoutAttributes? = nil) -> LayoutAttributes? {
    guard let last = currentSegmentIndex(at: time) else { return nil }
    let newest = segments[last]
    let p = CGFloat(newest.progress(at: time))
    let result = newest.from.interpolated(to: model ?? newest.to, fraction: p)
    // Older, still running position/size animations add their remaining offsets.
    var dx: CGFloat = 0
    var dy: CGFloat = 0
    var dw: CGFloat = 0
    var dh: CGFloat = 0
    for segment in segments[..<last] where !segment.isFinished(at: time) {
      let remaining = 1 - CGFloat(segment.progress(at: time))
      dx += (segment.from.center.x - segment.to.center.x) * remaining
      dy += (segment.from.center.y - segment.to.center.y) * remaining
      dw += (segment.from.size.width - segment.to.size.width) * remaining
      dh += (segment.from.size.height - segment.to.size.height) * remaining
    }
    if dx != 0 || dy != 0 {
      result.center = CGPoint(x: result.center.x + dx, y: result.center.y + dy)
    }
    if dw != 0 || dh != 0 {
      result.size = CGSize(width: result.size.width + dw, height: result.size.height + dh)
    }
    // A spring shrinking a size overshoots past zero when the change is large; a view has no
    // negative size, so the size holds at zero until the spring swings back.
    if result.size.width < 0 || result.size.height < 0 {
      result.size = CGSize(width: max(result.size.width, 0), height: max(result.size.height, 0))
    }
    return result
  }

  /// Whether an alpha or transform animation is still running at `time` (so a new one begins from
  /// the on-screen value rather than the model value).
  func isAnimatingAppearance(at time: Double) -> Bool {
    guard let last = currentSegmentIndex(at: time) else { return false }
    let s = segments[last]
    return !s.isFinished(at: time)
      && (s.from.alpha != s.to.alpha || s.from.transform3D != s.to.transform3D)
  }
}
