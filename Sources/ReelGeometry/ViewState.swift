// SPDX-License-Identifier: MIT
import Foundation

/// The animatable state of a view as `UIView.animate` changes it — frame, transform and alpha:
/// of a screen in a transition (what a `UIViewControllerAnimatedTransitioning` animation block
/// changes on `fromView`, `toView` or a dimming view), of a screen drawn in a frame
/// (`DisplayScreen`), of a plain content box. The one type for these three properties.
public struct ViewState: Hashable, Sendable, Interpolatable {
  /// The view's frame in the transition's container, in points, ignoring `transform`.
  public var frame: CGRect
  /// Applied about the frame's centre, like `UIView.transform` (`Transform3D(affine:)` for 2-D
  /// ones).
  public var transform: Transform3D
  /// Opacity, 0…1.
  public var alpha: CGFloat

  public init(frame: CGRect, transform: Transform3D = .identity, alpha: CGFloat = 1) {
    self.frame = frame
    self.transform = transform
    self.alpha = alpha
  }

  /// Core Animation's interpolation of each property: frames and alpha linearly, transforms by
  /// decomposition. `fraction` is the timing curve's output and may leave 0…1 (overshooting
  /// curves).
  public func interpolated(to other: ViewState, fraction: CGFloat) -> ViewState {
    ViewState(
      frame: frame.interpolated(to: other.frame, fraction: fraction),
      transform: transform == other.transform
        ? transform : transform.interpolated(to: other.transform, fraction: fraction),
      alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
  }
}
