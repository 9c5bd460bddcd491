// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The animatable state of one view taking part in a screen transition — what a
/// `UIViewControllerAnimatedTransitioning` animation block changes on `fromView`, `toView` or an
/// extra view such as a dimming view.
public struct ViewState: Hashable, Sendable {
  /// The view's frame in the transition's container, in points, ignoring `transform`.
  public var frame: CGRect
  /// Applied about the frame's centre, like `UIView.transform` (`Transform3D(affine:)` for 2-D ones).
  public var transform: Transform3D
  /// Opacity, 0…1.
  public var alpha: CGFloat

  public init(frame: CGRect, transform: Transform3D = .identity, alpha: CGFloat = 1) {
    self.frame = frame
    self.transform = transform
    self.alpha = alpha
  }

  /// Core Animation's interpolation of each property: frames and alpha linearly, transforms by
  /// decomposition. `fraction` is the timing curve's output and may leave 0…1 (overshooting curves).
  public func interpolated(to other: ViewState, fraction: CGFloat) -> ViewState {
    ViewState(
      frame: frame.interpolated(to: other.frame, fraction: fraction),
      transform: transform == other.transform ? transform : transform.interpolated(to: other.transform, fraction: fraction),
      alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
  }
}

/// The views a transition animates, in the container's back-to-front order.
public enum TransitionViewRole: String, Hashable, Sendable, CaseIterable {
  /// A view the animator adds below the presented one, such as seed 002's 50 % black dimming view.
  case dimming
  /// The outgoing screen (`UITransitionContextViewKey.from`).
  case from
  /// The incoming screen (`UITransitionContextViewKey.to`).
  case to
}

/// One view's animation from `start` to `end`; the view is hidden where `start`/`end` are `nil`.
public struct ViewAnimation: Hashable, Sendable {
  public var start: ViewState
  public var end: ViewState

  public init(start: ViewState, end: ViewState) {
    self.start = start
    self.end = end
  }

  /// The state at a curve output `fraction`.
  public func state(at fraction: CGFloat) -> ViewState { start.interpolated(to: end, fraction: fraction) }
}
