// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelViews

extension ScriptRunner {
  /// `perform: name`: calls the method without arguments of the scene's view controller (the
  /// screen shown: a navigation controller's top one, a tab bar controller's selected one), on
  /// the main thread. The updates its code makes through a diffable data source animate from
  /// `time` with the step's animation (at once for `animatingDifferences: false`); returns when
  /// the last one ends.
  mutating func perform(_ name: String, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    guard let shown = stage.owner else {
      throw step.location(of: "perform").error(
        "perform calls a method of the scene's view controller; this scene shows none")
    }
    guard ScenePlayer.isOnMainActor else {
      throw step.location.error(
        "a view controller's scene is made on the main thread; render it on its own")
    }
    // Values this thread holds, handed to the main actor it runs on.
    nonisolated(unsafe) let stage = stage
    nonisolated(unsafe) let owner = shown
    nonisolated(unsafe) let step = step
    let ended: Result<Double, SceneError> = MainActor.assumeIsolated {
      do throws(SceneError) {
        return .success(try Self.perform(name, on: owner, stage: stage, step: step, at: time))
      } catch {
        return .failure(error)
      }
    }
    return try ended.get()
  }

  @MainActor
  private static func perform(
    _ name: String, on owner: AnyObject, stage: ScenePlayer.Stage, step: StepSpec,
    at time: Double
  ) throws(SceneError) -> Double {
    let cells = CollectionViewCells.of(stage.collectionView)
    var end = time
    cells.updateDriver = { updates, animated in
      let timing = animated ? step.timing : .immediate
      try stage.timeline.apply(updates, at: time, timing: timing)
      end = max(end, time + timing.totalDuration)
    }
    defer { cells.updateDriver = nil }
    let problems = cells.problems.count
    var candidates: [AnyObject] = [owner]
    if let controller = owner as? ViewController {
      candidates.insert(shownController(controller), at: 0)
    }
    guard
      candidates.contains(where: {
        ($0 as? SelectorPerforming)?.perform(Selector(name), with: nil) == true
      })
    else {
      throw step.location(of: "perform").error(
        """
        \(type(of: candidates[0])) has no method \(name)() a scene can call (reel port makes a \
        class's methods without arguments callable)
        """)
    }
    if cells.problems.count > problems {
      throw step.location(of: "perform").error(
        "\(name)() did what UIKit stops at: \(cells.problems[problems])")
    }
    return end
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
