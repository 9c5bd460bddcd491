// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelRender
import ReelScene
import ReelViews

/// The screens a hosted controller's code shows over time — its first one, then each one it
/// pushes, pops back to, presents, dismisses to or selects in a tab bar — and the transitions
/// between them, played by Reel's screen transition engine as UIKit animates them: a push or pop
/// slides (0.35 s, SPEC-VIEWS 7.18) under the navigation bar, whose contents cross-fade; a
/// presentation slides up over the screen; a tab switch, or a change asked for without
/// animation, happens at once.
package final class HostedScreens: @unchecked Sendable {
  /// One screen: a controller's view as it was shown.
  package struct Screen {
    /// Names the screen in the transitions and its stage (the controller's class, numbered
    /// when several screens share it).
    package let name: String
    /// The controller whose view the screen is (a navigation controller's top one, a presented
    /// one).
    let controller: AnyObject
    /// The controller whose view the screen's pictures are drawn in (the hosted one, or one
    /// presented over it): the root of its bars and of taps.
    let owner: AnyObject
    /// Its collection view's stage, if it shows one.
    package let stage: ScenePlayer.Stage?
    /// What a screen without a collection view shows: its views, from each time (seconds,
    /// increasing) they were drawn.
    package var pictures: [(time: Double, items: [DisplayItem])] = []
    /// What such a screen shows in front of its views (its navigation bar, a tab bar).
    package var bars: [(time: Double, items: [DisplayItem])] = []
    /// The screen's background.
    package let background: RGBAColor?
    /// Whether it was presented modally: its bars move with it.
    package let isModal: Bool
  }

  package private(set) var screens: [Screen]
  /// Every transition between the screens, in time order.
  package private(set) var timeline: ScreenTransitionTimeline
  /// The index of the screen in front once every transition so far has ended.
  private(set) var front = 0
  /// The canvas, points: every hosted screen fills it.
  let bounds: CGRect
  /// The picture and look screens are drawn for.
  let canvas: CanvasSpec
  let traits: TraitCollection

  /// The screens of a hosted scene whose first screen is `stage`'s, shown by `controller` in
  /// the views of `owner`, on `canvas` in `traits`.
  init(
    first stage: ScenePlayer.Stage, controller: AnyObject, owner: AnyObject, canvas: CanvasSpec,
    traits: TraitCollection
  ) {
    self.canvas = canvas
    self.traits = traits
    bounds = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    screens = [
      Screen(
        name: stage.spec.name, controller: controller, owner: owner, stage: stage,
        background: stage.spec.background, isModal: false)
    ]
    timeline = ScreenTransitionTimeline(initialLayers: [
      ScreenLayer(content: .screen(stage.spec.name), state: ViewState(frame: bounds))
    ])
  }

  /// The screen in front once every transition so far has ended.
  package var frontScreen: Screen { screens[front] }

  /// The stages of the screens shown after the first, in the order they were first shown.
  package var addedStages: [ScenePlayer.Stage] { screens.dropFirst().compactMap(\.stage) }

  /// The screen called `name`.
  package func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

  /// When the last transition ends, seconds; 0 without any.
  var endTime: Double { timeline.transitions.compactMap(\.endTime).max() ?? 0 }

  /// Shows the screen at `index` from `time` with `operation`, animated or at once; a change
  /// while a transition still runs starts when it ends. Returns when it ends.
  @discardableResult
  func show(_ index: Int, _ operation: TransitionOperation, animated: Bool, at time: Double)
    -> Double
  {
    let start = max(time, endTime)
    let duration: Double
    switch operation {
    case .push, .pop: duration = animated ? Self.navigationDuration : 0
    case .present, .dismiss: duration = animated ? Self.modalDuration : 0
    case .tabForward, .tabBackward: duration = 0
    }
    let modal = operation == .present || operation == .dismiss
    // UIKit's navigation curve is a spring close to ease-in-ease-out; a sheet slides up on one
    // that decelerates.
    let animator = SlideTransitionAnimator(
      duration: duration, parallax: 0.3, curve: modal ? .easeOut : .easeInEaseOut)
    // `begin` throws only while another transition runs or waits for a finger; it starts after.
    _ = try? timeline.begin(
      operation, from: screens[front].name, to: screens[index].name, animator: animator,
      containerBounds: bounds, at: start)
    front = index
    return start + duration
  }

  /// Adds `screen`; returns its index.
  func add(_ screen: Screen) -> Int {
    screens.append(screen)
    return screens.count - 1
  }

  /// Records what the screen at `index` shows from `time` (a screen without a collection view).
  func redraw(_ index: Int, items: [DisplayItem], bars: [DisplayItem], at time: Double) {
    screens[index].pictures.removeAll { $0.time >= time }
    screens[index].pictures.append((time, items))
    screens[index].bars.removeAll { $0.time >= time }
    screens[index].bars.append((time, bars))
  }

  /// A push or pop's length, seconds (SPEC-VIEWS 7.18).
  static let navigationDuration = 0.35
  /// A modal presentation's length, seconds.
  static let modalDuration = 0.5
}

extension HostedScreens.Screen {
  /// What the screen's views show at `time` (a screen without a collection view).
  package func items(at time: Double) -> [DisplayItem] {
    pictures.last { $0.time <= time }?.items ?? pictures.first?.items ?? []
  }

  /// What the screen shows in front of its views at `time`: its stage's front views at its
  /// scroll offset, else its own bars.
  package func barItems(at time: Double) -> [DisplayItem] {
    if let stage {
      return stage.frontViews(at: time)?.items(
        atOffsetY: stage.timeline.contentOffset(at: time).y) ?? []
    }
    return bars.last { $0.time <= time }?.items ?? bars.first?.items ?? []
  }
}

extension ScenePlayer {
  /// The screens of a scene whose first stage shows a hosted view controller; nil for others.
  static func hostedScreens(of stages: [Stage], canvas: CanvasSpec, traits: TraitCollection)
    -> HostedScreens?
  {
    guard let first = stages.first, first.spec.hostedController != nil,
      let owner = first.owner, isOnMainActor
    else { return nil }
    nonisolated(unsafe) let root = owner
    nonisolated(unsafe) let canvas = canvas
    return MainActor.assumeIsolated {
      let shown: AnyObject =
        (root as? ViewController).map { HostedScreens.visible(in: $0).controller } ?? root
      return HostedScreens(
        first: first, controller: shown, owner: root, canvas: canvas, traits: traits)
    }
  }
}

extension ScenePlayer {
  /// Starts the scene's clock for a view controller's code, its block animations forgotten.
  static func startClock() {
    SceneClock.shared.start()
    if isOnMainActor { MainActor.assumeIsolated { ViewAnimations.shared.reset() } }
  }

  /// Stops the scene's clock; the views the block animations held are let go.
  static func stopClock() {
    SceneClock.shared.stop()
    if isOnMainActor { MainActor.assumeIsolated { ViewAnimations.shared.reset() } }
  }
}
