// SPDX-License-Identifier: MIT
import Foundation
import ReelScene

extension ScreenDirector {
  /// Touch events per second of a scripted pan (UIKit delivers 60 on a 60 Hz display).
  static let panEventRate = 60.0
  /// How far from the left edge an interactive pop's pan may start, points
  /// (`UIScreenEdgePanGestureRecognizer`'s margin, roughly).
  static let edgeMargin: CGFloat = 24

  /// Whether an interactive screen transition waits for progress and a finish or cancel.
  var hasPendingInteraction: Bool { timeline.pendingInteractiveTransition != nil }

  /// The tab shown as selected at `time`: a tab switch selects its tab when it starts, and a
  /// cancelled
  /// interactive one gives the selection back when it is cancelled.
  package func selectedTab(at time: Double) -> Int {
    let tabs = container.screens
    guard
      let last = timeline.transitions.last(where: {
        $0.startTime <= time && [.tabForward, .tabBackward].contains($0.operation)
      })
    else {
      return container.selectedTab
    }
    var name = last.toScreen
    if let ending = last.interaction?.ending, !ending.finished, time >= ending.time {
      name = last.fromScreen
    }
    return tabs.firstIndex(of: name) ?? container.selectedTab
  }

  /// `updateInteractiveTransition(_:)` from a `progress` step.
  func updateInteractiveTransition(_ percent: Double, step: StepSpec, at time: Double)
    throws(SceneError)
  {
    do { try timeline.updateInteractiveTransition(percent, at: time) } catch {
      throw step.location.error(error.description)
    }
  }

  /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`; a cancel restores the
  /// navigation state from before the transition. Returns when the completion animation ends.
  func endInteractiveTransition(finish: Bool, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    let end: Double
    do { end = try timeline.endInteractiveTransition(finish: finish, at: time) } catch {
      throw step.location.error(error.description)
    }
    if finish, let pendingState { state = pendingState }
    pendingState = nil
    return end
  }

  /// Seed 002's `handleEdgePanGesture`: the pan starts the transition interactively (a pop in a
  /// navigation stack, a tab switch toward the pan in a tab bar, a dismissal of a presented
  /// screen),
  /// every touch event sets the progress to the pan's distance over the container's width (height
  /// for a dismissal), and the release finishes it when the progress is over 0.5 and cancels it
  /// otherwise.
  func edgePan(
    _ points: [CGPoint], duration: Double, spec: ScreenStepSpec, step: StepSpec, at time: Double,
    touches: inout [TouchTrack]
  ) throws(SceneError) -> Double {
    let first = points[0]
    let last = points[points.count - 1]
    for p in points where p.x < 0 || p.y < 0 || p.x > canvasSize.width || p.y > canvasSize.height {
      throw step.location.error(
        """
        the edge pan's touch at [\(p.x), \(p.y)] is outside the \
        \(canvasSize.width)×\(canvasSize.height) canvas
        """
      )
    }
    var interactive = spec
    interactive.isInteractive = true
    let percent: (CGPoint) -> Double
    if state.presented != nil {
      var dismiss = interactive
      dismiss.kind = .dismiss
      _ = try run(dismiss, step: step, at: time, touches: &touches)
      percent = { [height = canvasSize.height] p in Double((p.y - first.y) / height) }
    } else if container.kind == .tabBar {
      let width = containerBounds.width
      let target = state.selectedTab + (last.x < first.x ? 1 : -1)
      guard last.x != first.x, container.screens.indices.contains(target) else {
        throw step.location.error(
          """
          the pan moves toward no tab: tab \(state.selectedTab) is selected and the bar has \
          \(container.screens.count) tabs
          """
        )
      }
      interactive.kind = .selectTab(target)
      _ = try run(interactive, step: step, at: time, touches: &touches)
      percent = { p in Double(abs(p.x - first.x) / width) }
    } else {
      guard first.x <= Self.edgeMargin else {
        throw step.location.error(
          """
          an edge pan that pops starts within \(Int(Self.edgeMargin)) pt of the left edge; this \
          one starts at x = \(first.x)
          """
        )
      }
      interactive.kind = .pop
      _ = try run(interactive, step: step, at: time, touches: &touches)
      percent = { [width = containerBounds.width] p in Double((p.x - first.x) / width) }
    }
    let events = max(1, Int((duration * Self.panEventRate).rounded(.up)))
    var progress = 0.0
    for k in 1...events {
      let fraction = min(Double(k) / Self.panEventRate / duration, 1)
      progress = min(max(percent(Self.point(along: points, at: fraction)), 0), 1)
      try updateInteractiveTransition(progress, step: step, at: time + fraction * duration)
    }
    let times = points.indices.map { time + Double($0) * duration / Double(points.count - 1) }
    touches.append(TouchTrack(samples: Array(zip(times, points)), lift: time + duration))
    return try endInteractiveTransition(finish: progress > 0.5, step: step, at: time + duration)
  }

  /// The point at `fraction` (0…1) of a path whose points are evenly spaced in time.
  static func point(along points: [CGPoint], at fraction: Double) -> CGPoint {
    let position = fraction * Double(points.count - 1)
    let i = min(Int(position), points.count - 2)
    let f = CGFloat(position - Double(i))
    return CGPoint(
      x: points[i].x + (points[i + 1].x - points[i].x) * f,
      y: points[i].y + (points[i + 1].y - points[i].y) * f)
  }
}
