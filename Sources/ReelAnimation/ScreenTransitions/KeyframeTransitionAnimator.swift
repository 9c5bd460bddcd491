// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// A custom animation controller described as data (from a scene file): for the outgoing and the
/// incoming screen, keyframes of transform, alpha and frame, like an `animateTransition(using:)`
/// built from `UIView.animateKeyframes`.
///
/// A keyframe's `frame` is optional; without one the screen keeps the frame the context gives it
/// (`initialFrameOfFromView` for the outgoing screen, `finalFrameOfToView` for the incoming one).
/// A screen with no keyframes stays still. The incoming screen is on top unless `incomingOnTop` is
/// false.
public struct KeyframeTransitionAnimator: ViewControllerAnimatedTransitioning {
  /// One described state: `relativeTime` 0…1, a transform about the screen's centre, alpha 0…1
  /// and an optional frame in the container, in points.
  public struct Keyframe: Hashable, Sendable {
    public var relativeTime: Double
    public var transform: Transform3D
    public var alpha: CGFloat
    public var frame: CGRect?

    public init(
      relativeTime: Double, transform: Transform3D = .identity, alpha: CGFloat = 1,
      frame: CGRect? = nil
    ) {
      self.relativeTime = relativeTime
      self.transform = transform
      self.alpha = min(max(alpha, 0), 1)
      self.frame = frame
    }
  }

  /// Seconds; must be ≥ 0.
  public var duration: Double
  public var curve: TimingCurve
  public var fromKeyframes: [Keyframe]
  public var toKeyframes: [Keyframe]
  public var incomingOnTop: Bool

  public init(
    duration: Double = 0.5, curve: TimingCurve = .easeInEaseOut, fromKeyframes: [Keyframe] = [],
    toKeyframes: [Keyframe] = [], incomingOnTop: Bool = true
  ) {
    self.duration = max(duration, 0)
    self.curve = curve
    self.fromKeyframes = fromKeyframes
    self.toKeyframes = toKeyframes
    self.incomingOnTop = incomingOnTop
  }

  public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?)
    -> Double
  { duration }

  public func animateTransition(using context: ViewControllerContextTransitioning)
    -> TransitionAnimations
  {
    func animation(_ keyframes: [Keyframe], frame: CGRect) -> ViewAnimation {
      ViewAnimation(
        keyframes: keyframes.map {
          ViewKeyframe(
            relativeTime: $0.relativeTime,
            state: ViewState(frame: $0.frame ?? frame, transform: $0.transform, alpha: $0.alpha))
        }) ?? ViewAnimation(start: ViewState(frame: frame), end: ViewState(frame: frame))
    }
    return TransitionAnimations(
      views: [
        .from: animation(fromKeyframes, frame: context.initialFrameOfFromView),
        .to: animation(toKeyframes, frame: context.finalFrameOfToView),
      ],
      order: incomingOnTop ? [.from, .to] : [.to, .from], curve: curve)
  }
}
