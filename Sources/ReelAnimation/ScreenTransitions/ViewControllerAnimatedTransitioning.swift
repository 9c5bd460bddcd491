// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// An animation controller, UIKit's `UIViewControllerAnimatedTransitioning`.
///
/// UIKit's `animateTransition(using:)` sets the views' starting state and then changes them inside
/// `UIView.animate(withDuration:…)`; Reel's returns the same thing as data — every view's start and
/// end state and the curve — so a frame at any time, or at any interactive progress, can be
/// computed.
public protocol ViewControllerAnimatedTransitioning: Sendable {
  /// The animation's duration in seconds (seed 002: "return 0.5 is enough").
  func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double
  /// The views' animations for `transitionContext`.
  func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    -> TransitionAnimations
}

/// The result of `animateTransition(using:)`: which views move, how, and in what stacking order.
public struct TransitionAnimations: Hashable, Sendable {
  /// Each animated view; roles absent here are not in the container during the transition.
  public var views: [TransitionViewRole: ViewAnimation]
  /// Back-to-front order of the views in the container (a pop keeps the outgoing screen on top).
  public var order: [TransitionViewRole]
  /// The `UIView.animate` curve (`.curveEaseInOut` unless an animator says otherwise).
  public var curve: TimingCurve
  /// Opacity of the dimming view's black background, 0…1 (seed 002: `UIColor(white: 0, alpha:
  /// 0.5)`).
  public var dimmingOpacity: CGFloat

  public init(
    views: [TransitionViewRole: ViewAnimation], order: [TransitionViewRole],
    curve: TimingCurve = .easeInEaseOut,
    dimmingOpacity: CGFloat = 0.5
  ) {
    self.views = views
    self.order = order.filter { views[$0] != nil }
    self.curve = curve
    self.dimmingOpacity = dimmingOpacity
  }

  /// Every view's state at `progress` (0…1) of the animation's *time*: the curve is applied here,
  /// as Core Animation applies it to a paused layer's `timeOffset`.
  public func states(atProgress progress: Double) -> [(role: TransitionViewRole, state: ViewState)]
  {
    let clamped = min(max(progress, 0), 1)
    let fraction = CGFloat(curve.progress(elapsed: clamped, duration: 1))
    return order.compactMap { role in views[role].map { (role, $0.state(at: fraction)) } }
  }
}
