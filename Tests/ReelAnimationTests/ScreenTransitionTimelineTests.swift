// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelAnimation

@Suite struct ScreenTransitionTimelineTests {
  let container = CGRect(x: 0, y: 0, width: 300, height: 600)

  func timeline() -> ScreenTransitionTimeline {
    ScreenTransitionTimeline(initialLayers: [
      ScreenLayer(
        content: .screen("a"), state: ViewState(frame: CGRect(x: 0, y: 0, width: 300, height: 600)))
    ])
  }

  @Test func aPushLeavesOnlyTheIncomingScreenWhenItEnds() throws {
    var t = timeline()
    let duration = try t.begin(
      .push, from: "a", to: "b", animator: SlideTransitionAnimator(), containerBounds: container,
      at: 1)
    #expect(duration == 0.5)
    #expect(t.layers(at: 0.9).compactMap(\.screenName) == ["a"])
    #expect(t.layers(at: 1.25).compactMap(\.screenName) == ["a", "b"])
    #expect(t.layers(at: 1.5).compactMap(\.screenName) == ["b"])
    #expect(t.layers(at: 1.5)[0].state == ViewState(frame: container))
  }

  @Test func anotherTransitionMustWaitForTheRunningOne() throws {
    var t = timeline()
    try t.begin(
      .push, from: "a", to: "b", animator: SlideTransitionAnimator(), containerBounds: container,
      at: 1)
    #expect(throws: ScreenTransitionError.busy(until: 1.5)) {
      try t.begin(
        .pop, from: "b", to: "a", animator: SlideTransitionAnimator(), containerBounds: container,
        at: 1.2)
    }
  }

  @Test func aCancelledInteractiveTransitionRestoresTheHierarchyBeforeIt() throws {
    var t = timeline()
    try t.begin(
      .present, from: "a", to: "m", animator: GrowModalTransitionAnimator(),
      containerBounds: container, at: 0, interactive: true)
    #expect(t.pendingInteractiveTransition != nil)
    #expect(throws: ScreenTransitionError.interactiveTransitionPending) {
      try t.begin(
        .push, from: "a", to: "b", animator: SlideTransitionAnimator(), containerBounds: container,
        at: 5)
    }
    try t.updateInteractiveTransition(0.6, at: 0.2)
    let end = try t.endInteractiveTransition(finish: false, at: 0.3)
    #expect(abs(end - 0.6) < 1e-12)  // 0.6 of 0.5 s back
    #expect(t.layers(at: 0.25).map(\.isModal) == [false, true, true])
    #expect(t.layers(at: 0.7) == t.initialLayers)
    #expect(t.restingLayers == t.initialLayers)
  }

  @Test func aDismissalRemovesThePresentedScreenAndTheDimmingView() throws {
    var t = timeline()
    try t.begin(
      .present, from: "a", to: "m", animator: GrowModalTransitionAnimator(),
      containerBounds: container, at: 0)
    // a, dimming, m (the custom style keeps the presenting screen)
    #expect(t.layers(at: 1).count == 3)
    try t.begin(
      .dismiss, from: "m", to: "a", animator: GrowModalTransitionAnimator(),
      containerBounds: container, at: 1)
    #expect(t.layers(at: 1.25).count == 3)
    #expect(t.layers(at: 2).compactMap(\.screenName) == ["a"] && t.layers(at: 2).count == 1)
  }

  @Test func updatesWithoutAnInteractiveTransitionAreErrors() {
    var t = timeline()
    #expect(throws: ScreenTransitionError.noInteractiveTransition) {
      try t.updateInteractiveTransition(0.5, at: 0)
    }
  }
}
