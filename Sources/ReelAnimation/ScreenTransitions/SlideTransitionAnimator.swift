// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// Seed 002's general animation controller: navigation and tab transitions slide horizontally,
/// modal ones vertically, by changing the views' transforms.
///
/// - Push: the incoming screen slides in from the right edge while the outgoing one moves left by
///   `parallax` × the container width (0.3 is UIKit's standard push; 1 is seed 002's full slide).
/// - Pop: the reverse — the outgoing screen, on top, leaves to the right while the one below
///   returns
///   from `−parallax` × width.
/// - Tab switches move both screens by a whole width, toward the left for a tab on the right.
/// - Present slides the incoming screen up from the bottom edge over the outgoing one; dismiss
///   slides the outgoing one down.
public struct SlideTransitionAnimator: ViewControllerAnimatedTransitioning {
  /// Seconds; must be ≥ 0.
  public var duration: Double
  /// How far the covered screen moves, as a fraction of the container width, 0…1.
  public var parallax: CGFloat
  public var curve: TimingCurve

  public init(duration: Double = 0.5, parallax: CGFloat = 0.3, curve: TimingCurve = .easeInEaseOut)
  {
    self.duration = max(duration, 0)
    self.parallax = min(max(parallax, 0), 1)
    self.curve = curve
  }

  public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?)
    -> Double
  { duration }

  public func animateTransition(using context: ViewControllerContextTransitioning)
    -> TransitionAnimations
  {
    let width = context.containerBounds.width
    let height = context.containerBounds.height
    let (toStart, fromEnd): (Transform2D, Transform2D)
    var order: [TransitionViewRole] = [.from, .to]
    switch context.operation {
    case .push:
      (toStart, fromEnd) = (
        .init(translationX: width, y: 0), .init(translationX: -parallax * width, y: 0)
      )
    case .pop:
      (toStart, fromEnd) = (
        .init(translationX: -parallax * width, y: 0), .init(translationX: width, y: 0)
      )
      order = [.to, .from]
    case .tabForward:
      (toStart, fromEnd) = (.init(translationX: width, y: 0), .init(translationX: -width, y: 0))
    case .tabBackward:
      (toStart, fromEnd) = (.init(translationX: -width, y: 0), .init(translationX: width, y: 0))
    case .present: (toStart, fromEnd) = (.init(translationX: 0, y: height), .identity)
    case .dismiss:
      (toStart, fromEnd) = (.identity, .init(translationX: 0, y: height))
      order = [.to, .from]
    }
    let from = ViewState(frame: context.initialFrameOfFromView)
    let to = ViewState(frame: context.finalFrameOfToView)
    var movedFrom = from
    var movedTo = to
    movedFrom.transform = Transform3D(affine: fromEnd)
    movedTo.transform = Transform3D(affine: toStart)
    return TransitionAnimations(
      views: [
        .from: ViewAnimation(start: from, end: movedFrom),
        .to: ViewAnimation(start: movedTo, end: to),
      ],
      order: order, curve: curve)
  }
}
