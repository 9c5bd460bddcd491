// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The views a transition animates, in the container's back-to-front order.
public enum TransitionViewRole: String, Hashable, Sendable, CaseIterable {
  /// A view the animator adds below the presented one, such as seed 002's 50 % black dimming view.
  case dimming
  /// The outgoing screen (`UITransitionContextViewKey.from`).
  case from
  /// The incoming screen (`UITransitionContextViewKey.to`).
  case to
}

/// One state of a view at `relativeTime` (0…1) of its transition, like
/// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
public struct ViewKeyframe: Hashable, Sendable {
  /// Fraction of the transition's time, 0…1.
  public var relativeTime: Double
  public var state: ViewState

  public init(relativeTime: Double, state: ViewState) {
    self.relativeTime = min(max(relativeTime, 0), 1)
    self.state = state
  }
}

/// One view's animation through its keyframes: before the first keyframe it holds the first state,
/// after the last the last, and between two it interpolates by the fraction of the time between
/// them.
public struct ViewAnimation: Hashable, Sendable {
  /// At least one keyframe, sorted by `relativeTime`.
  public private(set) var keyframes: [ViewKeyframe]

  /// A plain `UIView.animate` from `start` to `end`.
  public init(start: ViewState, end: ViewState) {
    keyframes = [
      ViewKeyframe(relativeTime: 0, state: start), ViewKeyframe(relativeTime: 1, state: end),
    ]
  }

  /// Keyframes in any order; an empty list is not an animation, so it returns nil.
  public init?(keyframes: [ViewKeyframe]) {
    guard !keyframes.isEmpty else { return nil }
    self.keyframes = keyframes.enumerated().sorted {
      ($0.element.relativeTime, $0.offset) < ($1.element.relativeTime, $1.offset)
    }.map(\.element)
  }

  public var start: ViewState { keyframes[0].state }
  public var end: ViewState { keyframes[keyframes.count - 1].state }

  /// The state at `fraction`, the transition curve's output (may leave 0…1 for overshooting curves,
  /// in which case a first keyframe at 0 or a last one at 1 is extrapolated from its neighbour).
  public func state(at fraction: CGFloat) -> ViewState {
    let track = PiecewiseLinear(keyframes.map { ($0.relativeTime, $0.state) })
    return track.value(
      at: Double(fraction), extrapolatingBefore: keyframes[0].relativeTime <= 0,
      extrapolatingAfter: keyframes[keyframes.count - 1].relativeTime >= 1) ?? keyframes[0].state
  }
}
