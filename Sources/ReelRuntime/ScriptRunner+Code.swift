// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelTiming
import ReelViews

/// The hosted controller's own code, run by a script step: `perform:`, and taps on its bars and
/// cells. It runs on the main thread (a hosted scene is made there); the snapshots it applies
/// through a diffable data source animate from the step's time with the step's animation (at
/// once for `animatingDifferences: false`).
extension ScriptRunner {
  /// `perform: name`: calls the method without arguments of the scene's view controller (the
  /// screen shown: a navigation controller's top one, a tab bar controller's selected one);
  /// returns when what it applied ends.
  mutating func perform(_ name: String, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    guard stage.owner != nil else {
      throw step.location(of: "perform").error(
        "perform calls a method of the scene's view controller; this scene shows none")
    }
    let located = step.location(of: "perform")
    return try playCode(step: step, key: "perform", at: time) { owner, _ throws(SceneError) in
      var candidates: [AnyObject] = [owner]
      if let controller = owner as? ViewController {
        candidates.insert(Self.shownController(controller), at: 0)
      }
      guard
        candidates.contains(where: {
          ($0 as? SelectorPerforming)?.perform(Selector(name), with: nil) == true
        })
      else {
        throw located.error(
          """
          \(type(of: candidates[0])) has no method \(name)() a scene can call (reel port makes \
          a class's methods without arguments callable)
          """)
      }
    }
  }

  /// A tap at `point` (canvas points) on a hosted controller's screen: a bar button item runs
  /// its action, elsewhere on a bar nothing happens; a control among the controller's views or in
  /// the cell under the finger does what it does on iOS (a switch toggles) and sends its
  /// actions; elsewhere on the collection view the item under the finger (`item`: its index path
  /// and the point in content coordinates; nil for none) is selected as UIKit does
  /// (`shouldSelectItemAt`, `didSelectItemAt`).
  mutating func hostedTap(
    _ point: CGPoint, item: (indexPath: IndexPath, content: CGPoint)?, step: StepSpec,
    at time: Double
  ) throws(SceneError) -> Double {
    let scale = canvas.scale
    return try playCode(step: step, key: "tap", at: time) { owner, stage throws(SceneError) in
      guard let root = (owner as? ViewController)?.viewIfLoaded else { return }
      if let (hit, bar) = Self.barHit(at: point, in: root) {
        switch hit {
        case .item(let item): item.tap()
        case .bar: (bar as? TabBar)?.tap(at: bar.convert(point, from: root))
        case .back:
          let controller = owner as? ViewController
          controller.flatMap { Self.navigationController(of: bar, in: $0) }?
            .popViewController(animated: true)
        }
        return
      }
      if let control = ScenePlayer.Stage.control(at: point, in: root) {
        control.tap(at: control.convert(point, from: root))
        return
      }
      guard let item else { return }
      if try stage.tapControl(in: item.indexPath, at: item.content, time: time, scale: scale) {
        return
      }
      if try stage.tapOutline(
        at: item.indexPath, content: item.content, time: time, scale: scale)
      {
        return
      }
      stage.collectionView.tapItem(at: item.indexPath)
    }
  }

  /// Runs `body` with the scene's controller and stage on the main thread, the collection
  /// view's updates animating from `time` with `timing` (nil: the step's); returns when the
  /// last ends. What UIKit would stop
  /// at is an error at the step's `key`, naming the code's file and line.
  mutating func playCode(
    step: StepSpec, key: String, at time: Double, timing: AnimationTiming? = nil,
    _ body: @MainActor (AnyObject, ScenePlayer.Stage) throws(SceneError) -> Void
  ) throws(SceneError) -> Double {
    guard stage.owner != nil, ScenePlayer.isOnMainActor else {
      throw step.location.error(
        "a view controller's scene is made on the main thread; render it on its own")
    }
    return try Self.playCode(
      on: stage, hosted: hosted, timing: timing ?? step.timing, scale: canvas.scale, at: time,
      problemsAt: step.location(of: key), body)
  }

  /// What a tap at `point` (the root's coordinates) lands on in the bars in front, if any, and
  /// the bar.
  @MainActor
  static func barHit(at point: CGPoint, in root: View) -> (BarHit, View)? {
    var found: (BarHit, View)?
    func visit(_ view: View) {
      guard found == nil, !view.isHidden else { return }
      for subview in view.subviews.reversed() { visit(subview) }
      guard found == nil else { return }
      let local = view.convert(point, from: root)
      if let bar = view as? NavigationBar {
        found = bar.hit(at: local).map { ($0, bar) }
      } else if let bar = view as? Toolbar {
        found = bar.hit(at: local).map { ($0, bar) }
      } else if view is TabBar, view.bounds.contains(local) {
        found = (.bar, view)
      }
    }
    visit(root)
    return found
  }

  /// The navigation controller whose bar `bar` is, among `controller` and its descendants.
  @MainActor
  static func navigationController(of bar: View, in controller: ViewController)
    -> NavigationController?
  {
    if let navigation = controller as? NavigationController, navigation.navigationBar === bar {
      return navigation
    }
    return controller.children.lazy.compactMap { navigationController(of: bar, in: $0) }.first
  }

  /// The controller whose screen `controller` shows: a navigation controller's top one, a tab
  /// bar controller's selected one, else itself.
  @MainActor
  static func shownController(_ controller: ViewController) -> ViewController {
    if let navigation = controller as? NavigationController,
      let top = navigation.topViewController
    {
      return shownController(top)
    }
    if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
      return shownController(selected)
    }
    return controller
  }
}

extension ScriptRunner {
  /// The stage a step acts on in a view controller's scene: the front screen's; none for a tap
  /// or a `perform` on a screen without a collection view; an error for other steps there.
  func hostedStage(_ hosted: HostedScreens, for step: StepSpec) throws(SceneError)
    -> ScenePlayer.Stage?
  {
    if let stage = hosted.frontScreen.stage { return stage }
    switch step.action {
    case .tap, .perform: return nil
    default:
      throw step.location.error(
        """
        the screen in front, \(hosted.frontScreen.name), shows no collection view; this step \
        needs one
        """)
    }
  }
}
