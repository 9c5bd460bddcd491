// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming
import Testing

@testable import ReelAnimation

@Suite struct ScreenTransitionTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 600)

  func state(_ animations: TransitionAnimations, _ role: TransitionViewRole, _ progress: Double)
    -> ViewState
  {
    animations.states(atProgress: progress).first { $0.role == role }!.state
  }

  @Test func pushSlidesTheNewScreenInAndTheOldOneByAThird() {
    let push = SlideTransitionAnimator().animateTransition(
      using: ViewControllerContextTransitioning(containerBounds: container, operation: .push))
    #expect(push.order == [.from, .to])
    #expect(state(push, .to, 0).transform.m41 == 390)
    #expect(state(push, .to, 1).transform == .identity)
    #expect(abs(state(push, .from, 1).transform.m41 + 117) < 1e-9)  // −0.3 · 390
    #expect(state(push, .from, 0).transform == .identity)
  }

  @Test func popKeepsTheOutgoingScreenOnTop() {
    let pop = SlideTransitionAnimator(parallax: 1).animateTransition(
      using: ViewControllerContextTransitioning(containerBounds: container, operation: .pop))
    #expect(pop.order == [.to, .from])
    #expect(state(pop, .to, 0).transform.m41 == -390)
    #expect(state(pop, .from, 1).transform.m41 == 390)
  }

  @Test func presentSlidesUpAndTabsMoveAWholeWidth() {
    let slide = SlideTransitionAnimator()
    let present = slide.animateTransition(
      using: ViewControllerContextTransitioning(containerBounds: container, operation: .present))
    #expect(
      state(present, .to, 0).transform.m42 == 600 && state(present, .from, 1).transform == .identity
    )
    let tab = slide.animateTransition(
      using: ViewControllerContextTransitioning(containerBounds: container, operation: .tabBackward)
    )
    #expect(state(tab, .to, 0).transform.m41 == -390 && state(tab, .from, 1).transform.m41 == 390)
  }

  @Test func theCustomModalGrowsFromOnePointOverADimmingView() {
    let animator = GrowModalTransitionAnimator()
    let present = animator.animateTransition(
      using: ViewControllerContextTransitioning(containerBounds: container, operation: .present))
    #expect(present.order == [.from, .dimming, .to])
    #expect(present.dimmingOpacity == 0.5)
    let start = state(present, .to, 0).frame
    let end = state(present, .to, 1).frame
    #expect(start.width == 1 && start.midX == 195 && start.height == 400)
    #expect(end == CGRect(x: 65, y: 100, width: 260, height: 400))  // 2/3 of the container, centred
    // ease-in-out is symmetric: half way at 0.5
    #expect(abs(state(present, .to, 0.5).frame.width - 130.5) < 1e-9)
    #expect(
      state(present, .dimming, 0).frame == end && state(present, .dimming, 1).frame == container)
    let dismiss = animator.animateTransition(
      using: ViewControllerContextTransitioning(containerBounds: container, operation: .dismiss))
    #expect(dismiss.order == [.to, .dimming, .from])
    #expect(state(dismiss, .from, 1).frame.width == 1 && state(dismiss, .to, 1).frame == container)
  }
}

@Suite struct PercentDrivenTransitionTests {
  func panned(to percents: [(Double, Double)]) throws -> PercentDrivenInteractiveTransition {
    var transition = PercentDrivenInteractiveTransition(duration: 0.5, startTime: 1)
    for (time, percent) in percents {
      try transition.updateInteractiveTransition(percent, at: time)
    }
    return transition
  }

  @Test func finishRunsTheRemainingTimeForward() throws {
    var transition = try panned(to: [(1.1, 0.2), (1.3, 0.6)])
    // linear between updates, as a finger between touch events; from 0 at the start
    #expect(abs(transition.percentComplete(at: 1.2) - 0.4) < 1e-12)
    #expect(abs(transition.percentComplete(at: 1.05) - 0.1) < 1e-12)
    try transition.finishInteractiveTransition(at: 1.4)
    #expect(transition.percentComplete(at: 1.4) == 0.6)  // progress at the moment of finish
    #expect(abs(transition.completionDuration! - 0.2) < 1e-12)  // (1 − 0.6) · 0.5 s
    #expect(transition.phase(at: 1.5) == .finishing)
    #expect(abs(transition.percentComplete(at: 1.5) - 0.8) < 1e-9)  // half way, symmetric curve
    #expect(transition.phase(at: 1.61) == .finished && transition.percentComplete(at: 2) == 1)
  }

  @Test func cancelRunsBackAndRestoresTheStart() throws {
    var transition = try panned(to: [(1.2, 0.3)])
    try transition.cancelInteractiveTransition(at: 1.25)
    #expect(transition.percentComplete(at: 1.25) == 0.3)  // progress at the moment of cancel
    #expect(abs(transition.endTime! - 1.4) < 1e-12)  // 0.3 · 0.5 s back
    #expect(transition.phase(at: 1.3) == .cancelling && transition.phase(at: 1.5) == .cancelled)
    #expect(transition.percentComplete(at: 1.5) == 0)
    let animations = SlideTransitionAnimator().animateTransition(
      using: ViewControllerContextTransitioning(
        containerBounds: CGRect(x: 0, y: 0, width: 390, height: 600), operation: .pop))
    let restored = animations.states(atProgress: transition.percentComplete(at: 1.5))
    #expect(
      restored.first { $0.role == .from }!.state
        == ViewState(frame: CGRect(x: 0, y: 0, width: 390, height: 600)))
  }

  @Test func completionSpeedShortensTheRest() throws {
    var transition = try panned(to: [(1.1, 0.5)])
    transition.completionSpeed = 2
    try transition.finishInteractiveTransition(at: 1.2)
    #expect(abs(transition.completionDuration! - 0.125) < 1e-12)
  }

  @Test func misuseIsReported() throws {
    var transition = try panned(to: [(1.3, 0.4)])
    #expect(throws: InteractiveTransitionError.outOfOrder(1.2)) {
      try transition.updateInteractiveTransition(0.5, at: 1.2)
    }
    try transition.finishInteractiveTransition(at: 1.4)
    #expect(throws: InteractiveTransitionError.alreadyEnded) {
      try transition.cancelInteractiveTransition(at: 1.5)
    }
  }
}

@Suite struct KeyframeTransitionTests {
  let container = CGRect(x: 0, y: 0, width: 390, height: 600)

  @Test func keyframesHoldOutsideTheirSpanAndInterpolateBetween() {
    let a = ViewState(frame: CGRect(x: 0, y: 0, width: 100, height: 100), alpha: 0)
    let b = ViewState(frame: CGRect(x: 100, y: 0, width: 100, height: 100), alpha: 1)
    let animation = ViewAnimation(keyframes: [
      ViewKeyframe(relativeTime: 0.75, state: b), ViewKeyframe(relativeTime: 0.25, state: a),
    ])!
    #expect(animation.state(at: 0.1) == a)  // before the first keyframe: held
    #expect(animation.state(at: 0.5).frame.minX == 50 && animation.state(at: 0.5).alpha == 0.5)
    #expect(animation.state(at: 0.9) == b)
    #expect(ViewAnimation(keyframes: []) == nil)
  }

  @Test func aDescribedAnimatorFadesAndScalesWithTheContextsFrames() {
    let animator = KeyframeTransitionAnimator(
      curve: .linear,
      fromKeyframes: [
        .init(relativeTime: 0),
        .init(relativeTime: 1, transform: Transform3D(scaleX: 0.5, y: 0.5, z: 1), alpha: 0),
      ],
      toKeyframes: [.init(relativeTime: 0, alpha: 0), .init(relativeTime: 0.5, alpha: 1)])
    let animations = animator.animateTransition(
      using: ViewControllerContextTransitioning(containerBounds: container, operation: .push))
    let half = Dictionary(
      uniqueKeysWithValues: animations.states(atProgress: 0.25).map { ($0.role, $0.state) })
    #expect(abs(half[.to]!.alpha - 0.5) < 1e-9 && half[.to]!.frame == container)
    #expect(abs(half[.from]!.alpha - 0.75) < 1e-9 && abs(half[.from]!.transform.m11 - 0.875) < 1e-9)
    #expect(animations.order == [.from, .to])
    let still = KeyframeTransitionAnimator().animateTransition(
      using: ViewControllerContextTransitioning(containerBounds: container, operation: .pop))
    #expect(
      still.states(atProgress: 0.5).allSatisfy { $0.state == ViewState(frame: self.container) })
  }
}
