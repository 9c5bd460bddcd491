// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelScene
import ReelTiming

/// Pull to refresh.
extension ScriptRunner {
  /// A `pullToRefresh:` step: a finger pulls the content down from its top over 0.7 s, far
  /// enough (with rubber-banding) to pass the refresh control's trigger; the refresh begins as
  /// it passes, and when the finger lifts the content settles 60 points down, where the spinner
  /// turns until `endRefreshing`. Returns once it has settled.
  mutating func pullToRefresh(step: StepSpec, at time: Double) throws(SceneError) -> Double {
    let location = step.keyLocations["pullToRefresh"] ?? step.location
    let timeline = stage.timeline
    let top = timeline.allowedOffsets(at: time).y.lowerBound
    guard !stage.refresh.isRefreshing(at: time) else {
      throw location.error("the collection view is refreshing already; add endRefreshing first")
    }
    guard abs(Double(timeline.contentOffset(at: time).y) - top) < 1 else {
      throw location.error(
        "pull to refresh starts with the content at its top; scroll to the top first")
    }
    let bounds = timeline.boundsSize(at: time)
    let inset = stage.collectionView.adjustedContentInset.top
    // How far the finger must travel for the rubber band to pull the content 1.3 × the trigger.
    let pull = Double(RefreshTrack.trigger) * 1.3
    let height = Double(bounds.height)
    let travel = min(
      height / RubberBand.coefficient * (1 / (1 - pull / height) - 1),
      Double(bounds.height - inset) * 0.75)
    let startY = Double(inset) + Double(bounds.height - inset) * 0.15
    let duration = 0.7
    let points = (0...7).map { k in
      CGPoint(x: bounds.width / 2, y: startY + travel * Double(k) / 7)
    }
    recordTouch(points, duration: duration, at: time, on: stage)
    let finger = points.enumerated().map { (Double($0.offset) * duration / 7, $0.element) }
    do {
      try timeline.pullToRefresh(
        finger: finger, at: time, refreshingInset: Double(RefreshTrack.height),
        settle: AnimationTiming(duration: RefreshTrack.settleDuration, curve: .easeOut))
    } catch {
      throw location.error("\(error)")
    }
    stage.refresh.pull(at: time)
    let passes = stride(from: time, through: time + duration, by: 1.0 / 240).first {
      top - Double(timeline.contentOffset(at: $0).y) >= Double(RefreshTrack.trigger)
    }
    stage.refresh.begin(at: passes ?? time + duration)
    return time + duration + RefreshTrack.settleDuration
  }

  /// An `endRefreshing:` step: the spinner fades and the content returns to its top.
  mutating func endRefreshing(step: StepSpec, at time: Double) throws(SceneError) -> Double {
    let location = step.keyLocations["endRefreshing"] ?? step.location
    guard stage.refresh.isRefreshing(at: time) else {
      throw location.error("no refresh is running; start one with pullToRefresh first")
    }
    stage.refresh.end(at: time)
    let timeline = stage.timeline
    let offset = timeline.contentOffset(at: time)
    let top = CGFloat(timeline.allowedOffsets(at: time).y.lowerBound)
    if offset.y < top {
      do {
        try timeline.setContentOffset(
          CGPoint(x: offset.x, y: top), animated: true, at: time,
          timing: AnimationTiming(duration: RefreshTrack.settleDuration, curve: .easeInEaseOut))
      } catch {
        throw location.error("\(error)")
      }
    }
    return time + RefreshTrack.settleDuration
  }
}
