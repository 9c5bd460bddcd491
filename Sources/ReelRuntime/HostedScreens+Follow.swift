// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelRender
import ReelScene
import ReelViews

/// Following the hosted controller's code from screen to screen.
extension HostedScreens {
  /// After the code ran at `time` (seconds) in the hosted controller `root`: when it changed the
  /// screen in front (a push, pop, presentation, dismissal or tab selection), that screen is
  /// shown from then with UIKit's transition; else a front screen without a collection view is
  /// drawn again. Returns when the transition ends (`time` without one).
  @MainActor
  func follow(root: ViewController, at time: Double) -> Double {
    let shown = Self.visible(in: root)
    let old = screens[front]
    guard shown.controller !== old.controller || shown.owner !== old.owner else {
      if old.stage == nil { draw(front, at: time) }
      return time
    }
    let operation = Self.operation(from: old, to: shown.controller, owner: shown.owner)
    let index =
      screens.firstIndex { $0.controller === shown.controller && $0.owner === shown.owner }
      ?? add(makeScreen(shown.controller, owner: shown.owner, modal: shown.modal))
    if screens[index].stage == nil { draw(index, at: time) }
    return show(index, operation, animated: ViewController.lastScreenChangeAnimated, at: time)
  }

  /// Draws the screen in front again at `time` (seconds) and at every frame of the canvas's
  /// rate while the block animations the code ran (`UIView.animate`) play, as they look then;
  /// returns when the last ends (`time` without any).
  @MainActor
  func drawAnimations(from time: Double) -> Double {
    let animations = ViewAnimations.shared
    defer { animations.time = nil }
    func redraw(at moment: Double) {
      animations.time = moment
      if let stage = screens[front].stage {
        stage.recaptureFrontViews(at: moment)
        stage.recaptureBackViews(at: moment)
      } else {
        draw(front, at: moment)
      }
    }
    redraw(at: time)
    guard let end = animations.end(after: time) else { return time }
    let fps = canvas.fps > 0 && canvas.fps.isFinite ? canvas.fps : 30
    var frame = (time * fps).rounded(.down) + 1
    while frame / fps < end {
      redraw(at: frame / fps)
      frame += 1
    }
    redraw(at: end)
    return end
  }

  /// The controller whose screen is in front in `root`'s hierarchy, the one whose view it is
  /// drawn in (root, or the last one presented), and whether that one was presented.
  @MainActor
  static func visible(in root: ViewController)
    -> (controller: ViewController, owner: ViewController, modal: Bool)
  {
    var owner = root
    var shown = ScriptRunner.shownController(root)
    var modal = false
    while let presented = presented(over: shown, upTo: owner) {
      owner = presented
      shown = ScriptRunner.shownController(presented)
      modal = true
    }
    return (shown, owner, modal)
  }

  /// What `shown`, or a controller it is in up to `owner`, presents.
  @MainActor
  private static func presented(over shown: ViewController, upTo owner: ViewController)
    -> ViewController?
  {
    var current: ViewController? = shown
    while let controller = current {
      if let presented = controller.presentedViewController { return presented }
      if controller === owner { return nil }
      current = controller.parent
    }
    return nil
  }

  /// Which transition takes `old` to the screen of `controller` in `owner`'s views.
  @MainActor
  private static func operation(
    from old: Screen, to controller: ViewController, owner: ViewController
  ) -> TransitionOperation {
    if owner !== old.owner {
      // Presented over the old screen's views, or back to views something was presented over.
      let oldDepth = (old.owner as? ViewController).map { presentationDepth(of: $0) } ?? 0
      return presentationDepth(of: owner) > oldDepth ? .present : .dismiss
    }
    guard let previous = old.controller as? ViewController else { return .push }
    if let navigation = controller.navigationController,
      let to = navigation.viewControllers.firstIndex(where: { $0 === controller })
    {
      if let from = navigation.viewControllers.firstIndex(where: { $0 === previous }) {
        return from < to ? .push : .pop
      }
      // Popped off the stack (it is in no other controller now).
      if previous.parent == nil { return .pop }
    }
    return .tabForward
  }

  /// How many presentations `controller`'s views are over: 0 in the hosted controller's.
  @MainActor
  private static func presentationDepth(of controller: ViewController) -> Int {
    var top = controller
    while let parent = top.parent { top = parent }
    return top.presentingViewController.map { 1 + presentationDepth(of: $0) } ?? 0
  }

  /// A new screen of `controller` in `owner`'s views: its collection view's stage, or its views
  /// (drawn when shown). A presented controller's views are laid out at the canvas's size first.
  @MainActor
  private func makeScreen(_ controller: ViewController, owner: ViewController, modal: Bool)
    -> Screen
  {
    var screenTraits = traits
    screenTraits.displayScale = canvas.scale
    let root: View = owner.view
    if modal && root.superview == nil && root.frame.size != bounds.size {
      owner.hostSafeAreaInsets = canvas.device?.safeAreaInsets ?? .zero
      root.hostTraitCollection = screenTraits
      root.frame = bounds
    }
    root.setNeedsLayout()
    root.layoutIfNeeded()
    var name = "\(type(of: controller))"
    if screens.contains(where: { $0.name == name }) { name += "-\(screens.count)" }
    guard let collectionView = ScenePlayer.collectionView(in: controller.view),
      var template = screens[0].stage?.spec
    else {
      let fill = controller.view.backgroundColor ?? root.backgroundColor ?? .systemBackground
      return Screen(
        name: name, controller: controller, owner: owner, stage: nil,
        background: fill.rgba(in: screenTraits), isModal: modal)
    }
    ScenePlayer.prepareForScene(collectionView, screen: screenTraits)
    template.name = name
    let stage = ScenePlayer.stage(
      showing: collectionView, of: controller, owner: owner, spec: template, canvas: canvas,
      traits: traits)
    return Screen(
      name: name, controller: controller, owner: owner, stage: stage,
      background: stage.spec.background, isModal: modal)
  }

  /// Draws the views of the screen at `index` (one without a collection view) as they are now,
  /// and what is in front of them, shown from `time`.
  @MainActor
  private func draw(_ index: Int, at time: Double) {
    let screen = screens[index]
    guard let controller = screen.controller as? ViewController,
      let root = (screen.owner as? ViewController)?.viewIfLoaded, controller.isViewLoaded
    else { return }
    root.layoutIfNeeded()
    let view: View = controller.view
    let items = HostedFrontViews.items(of: [view], in: root).map {
      $0.identified(as: "\(screen.name)/view")
    }
    let bars = HostedFrontViews.items(of: HostedFrontViews.frontViews(of: view, in: root), in: root)
    guard items != screen.items(at: time) || bars != screen.barItems(at: time) else { return }
    redraw(index, items: items, bars: bars, at: time)
  }
}

extension DisplayItem {
  /// The item named `identity`.
  func identified(as identity: String) -> DisplayItem {
    var copy = self
    copy.identity = identity
    return copy
  }
}
