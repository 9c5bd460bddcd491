// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelTiming
import ReelViews

extension ScriptRunner {
  /// Runs `body` with the controller whose views are in front and `stage` (the front screen's,
  /// else the first) on the main thread (the caller is on it), the collection views' updates
  /// animating from `time` with `timing` (at once when the code asks for no animation); cells
  /// whose views the code changed are drawn changed from `time` (at `scale` pixels per point);
  /// then shows the screen the code moved to with its transition. Returns when the last motion
  /// ends. What UIKit would stop at is an error at `located`, naming the code's file and line.
  static func playCode(
    on stage: ScenePlayer.Stage, hosted: HostedScreens?, timing: AnimationTiming,
    scale: CGFloat, at time: Double, problemsAt located: SourceLocation,
    _ body: @MainActor (AnyObject, ScenePlayer.Stage) throws(SceneError) -> Void
  ) throws(SceneError) -> Double {
    guard let root = stage.owner else { return time }
    // Values this thread holds, handed to the main actor it runs on.
    nonisolated(unsafe) let owner: AnyObject = hosted?.frontScreen.owner ?? root
    SceneClock.shared.advance(to: time)
    let stages = hosted.map { [stage] + $0.screens.compactMap(\.stage) } ?? [stage]
    let ended: Result<Double, SceneError> = MainActor.assumeIsolated {
      let drivers = CodeDrivers(stages: stages, timing: timing, at: time)
      defer { drivers.remove() }
      let cells = stages.map { $0.liveCellPictures(at: time, scale: scale) }
      do throws(SceneError) {
        try body(owner, stage)
        if let problem = drivers.newProblem() {
          throw located.error("the code did what UIKit stops at: \(problem)")
        }
        for (shown, pictures) in zip(stages, cells) {
          try shown.reviseChangedCells(pictures, at: time, scale: scale, location: located)
        }
      } catch {
        return .failure(error)
      }
      var end = drivers.end
      if let hosted, let controller = root as? ViewController {
        end = max(end, hosted.follow(root: controller, at: time))
        end = max(end, hosted.drawAnimations(from: time))
      } else {
        stage.recaptureFrontViews(at: time)
        stage.recaptureBackViews(at: time)
      }
      return .success(end)
    }
    return try ended.get()
  }
}

/// What plays the code's updates, scrolls and layout changes on the stages' timelines from one
/// moment while the code runs, and when the last of them ends.
@MainActor
final class CodeDrivers {
  private let stages: [ScenePlayer.Stage]
  private let views: [CollectionViewCells]
  private let problemCounts: [Int]
  /// When the last motion the code started ends, seconds (the moment itself when none).
  private(set) var end: Double

  /// Installs the drivers on `stages`' collection views: updates animate with `timing` (at
  /// once when the code asks for no animation) from `time`, seconds.
  init(stages: [ScenePlayer.Stage], timing: AnimationTiming, at time: Double) {
    self.stages = stages
    views = stages.map { CollectionViewCells.of($0.collectionView) }
    problemCounts = views.map(\.problems.count)
    end = time
    for (cells, shown) in zip(views, stages) {
      cells.updateDriver = { [unowned self] updates, animated in
        let timing = animated ? timing : .immediate
        try shown.timeline.apply(updates, at: time, timing: timing)
        end = max(end, time + timing.totalDuration)
      }
      cells.scrollDriver = { [unowned self] offset, animated in
        try shown.timeline.setContentOffset(offset, animated: animated, at: time)
        end = max(end, shown.timeline.endTime)
      }
      shown.collectionView.layoutDriver = { [unowned self] layout, animated, file, line in
        do {
          try shown.timeline.setCollectionViewLayout(
            layout, at: time, timing: animated ? .default : .immediate)
          end = max(end, shown.timeline.endTime)
        } catch { cells.report("\(error)", file: file, line: line) }
      }
    }
  }

  /// The first problem the code caused since the drivers were installed, if any.
  func newProblem() -> CodeProblem? {
    for (cells, count) in zip(views, problemCounts) where cells.problems.count != count {
      return cells.problems[count]
    }
    return nil
  }

  /// Takes the drivers off again.
  func remove() {
    for (cells, shown) in zip(views, stages) {
      cells.updateDriver = nil
      cells.scrollDriver = nil
      shown.collectionView.layoutDriver = nil
    }
  }
}
