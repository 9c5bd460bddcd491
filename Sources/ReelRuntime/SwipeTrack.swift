// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelRender
import ReelTiming

/// Rows swiped open over time (UIKit's swipe actions): for each item, the distance its content
/// has moved aside and the buttons that distance reveals.
final class SwipeTrack: @unchecked Sendable {
  /// Which edge's actions a swipe reveals.
  enum Edge: String, Sendable, CaseIterable { case leading, trailing }

  /// One movement of a row, from `from` to `to` points, over `timing` from `start`.
  struct Reveal {
    var start: Double
    var timing: AnimationTiming
    var from: CGFloat
    var to: CGFloat
    var edge: Edge
    var actions: SwipeActionsConfiguration
  }

  private var reveals: [String: [Reveal]] = [:]

  /// The row of item `id` at `time`: how far it is open and what it shows; nil when closed.
  func state(of id: String, at time: Double) -> (offset: CGFloat, reveal: Reveal)? {
    guard let reveal = reveals[id]?.last(where: { $0.start <= time }) else { return nil }
    let progress = CGFloat(reveal.timing.progress(at: time - reveal.start))
    let offset = reveal.from + (reveal.to - reveal.from) * progress
    return offset > 0.001 ? (offset, reveal) : nil
  }

  /// Moves item `id`'s row to `distance` from `time`; returns when it gets there.
  @discardableResult
  func move(
    _ id: String, to distance: CGFloat, edge: Edge, actions: SwipeActionsConfiguration,
    at time: Double, timing: AnimationTiming
  ) -> Double {
    let from = state(of: id, at: time)
    // A row open on the other edge closes first, as a finger would push it back.
    let start = from.map { $0.reveal.edge == edge ? $0.offset : 0 } ?? 0
    reveals[id, default: []].append(
      Reveal(start: time, timing: timing, from: start, to: distance, edge: edge, actions: actions))
    return time + timing.totalDuration
  }

  /// The items whose rows are open (or opening) at `time`.
  func openItems(at time: Double) -> [String] {
    reveals.keys.sorted().filter { id in
      guard let last = reveals[id]?.last(where: { $0.start <= time }) else { return false }
      return last.to > 0
    }
  }
}
