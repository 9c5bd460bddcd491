// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Seed 002's custom modal presentation (`.custom` style): the presented screen grows from 1 pt
/// wide to `sizeRatio` of the container, centred, over a dimming view of 50 % black that grows from
/// the presented screen's final size to the whole container. Dismissal narrows the presented screen
/// back to 1 pt; the dimming view stays until the transition completes, as in the article.
///
/// In `.custom` presentations the presenting screen stays in place and is not animated.
public struct GrowModalTransitionAnimator: ViewControllerAnimatedTransitioning {
  /// Seconds; must be ≥ 0.
  public var duration: Double
  /// Final size of the presented screen relative to the container, each side in 0…1 (2/3 in the
  /// seed).
  public var sizeRatio: CGFloat
  /// Opacity of the dimming view's black, 0…1.
  public var dimmingOpacity: CGFloat

  public init(duration: Double = 0.5, sizeRatio: CGFloat = 2.0 / 3.0, dimmingOpacity: CGFloat = 0.5)
  {
    self.duration = max(duration, 0)
    self.sizeRatio = min(max(sizeRatio, 0), 1)
    self.dimmingOpacity = min(max(dimmingOpacity, 0), 1)
  }

  public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?)
    -> Double
  { duration }

  /// The presented screen's frame when fully shown: centred, `sizeRatio` of the container.
  public func presentedFrame(in container: CGRect) -> CGRect {
    let size = CGSize(width: container.width * sizeRatio, height: container.height * sizeRatio)
    return CGRect(
      x: container.midX - size.width / 2, y: container.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  public func animateTransition(using context: ViewControllerContextTransitioning)
    -> TransitionAnimations
  {
    let container = context.containerBounds
    let shown = presentedFrame(in: container)
    let sliver = CGRect(x: container.midX - 0.5, y: shown.minY, width: 1, height: shown.height)
    let isPresenting = [.present, .push, .tabForward].contains(context.operation)
    let presenting = ViewState(
      frame: isPresenting ? context.initialFrameOfFromView : context.finalFrameOfToView)
    let still = ViewAnimation(start: presenting, end: presenting)
    if !isPresenting {
      return TransitionAnimations(
        views: [
          .to: still,
          .dimming: ViewAnimation(
            start: ViewState(frame: container), end: ViewState(frame: container)),
          .from: ViewAnimation(start: ViewState(frame: shown), end: ViewState(frame: sliver)),
        ],
        order: [.to, .dimming, .from], dimmingOpacity: dimmingOpacity)
    }
    return TransitionAnimations(
      views: [
        .from: still,
        .dimming: ViewAnimation(start: ViewState(frame: shown), end: ViewState(frame: container)),
        .to: ViewAnimation(start: ViewState(frame: sliver), end: ViewState(frame: shown)),
      ],
      order: [.from, .dimming, .to], dimmingOpacity: dimmingOpacity)
  }
}
