// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// How far an interactive transition has gone over time — the one engine behind the `progress`
/// of layout transitions (`Timeline.updateInteractiveTransition(progress:at:)`) and of screen
/// transitions (`PercentDrivenInteractiveTransition`).
///
/// Each update is a keyframe: progress moves linearly from one to the next, as a finger moves
/// between two touch events (a script's `progress` steps, a pan's or a pinch's events), and holds
/// after the last. Values are kept within `range` when one is given (a screen transition's
/// `percentComplete` is 0…1; a transition layout keeps any value and clamps when it lays out).
public struct InteractiveProgress: Sendable, Hashable {
  /// `(time, progress)` keyframes in time order, the first at the transition's start.
  public private(set) var keyframes: PiecewiseLinear<Double>
  /// The range updates are clamped to; nil keeps every value.
  public let range: ClosedRange<Double>?

  /// Progress `initial` (default 0) from `time` on.
  public init(at time: Double, initial: Double = 0, range: ClosedRange<Double>? = nil) {
    self.range = range
    keyframes = PiecewiseLinear([(time, Self.clamp(initial, to: range))])
  }

  /// Sets the progress at `time` (not earlier than the last update; callers check the order).
  public mutating func update(_ progress: Double, at time: Double) {
    keyframes.append(Self.clamp(progress, to: range), at: time)
  }

  /// The progress at `time`: linear between updates, the first before it, the last after.
  public func value(at time: Double) -> Double { keyframes.value(at: time) ?? 0 }

  /// The time of the last update.
  public var lastUpdate: Double { keyframes.last?.time ?? -.infinity }

  private static func clamp(_ value: Double, to range: ClosedRange<Double>?) -> Double {
    range.map { min(max(value, $0.lowerBound), $0.upperBound) } ?? value
  }
}
