// SPDX-License-Identifier: MIT
import Foundation

/// A value known at increasing times and linear between them — a finger's track, a drag's content
/// offset, an interactive transition's progress, a view's keyframes. Before the first sample it
/// holds the first value and after the last the last, unless asked to extrapolate.
public struct PiecewiseLinear<Value: Interpolatable> {
  /// `(time, value)` pairs in time order (samples at the same time keep the order they came in).
  public private(set) var samples: [(time: Double, value: Value)]

  /// Samples in time order; out-of-order ones are put in order (equal times keep their order).
  public init(_ samples: [(time: Double, value: Value)]) {
    self.samples = samples.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
  }

  /// Adds a sample after those at or before `time`.
  public mutating func append(_ value: Value, at time: Double) {
    samples.insert((time, value), at: firstIndex(after: time))
  }

  /// The index of the first sample later than `time` (`samples.count` if none): binary search.
  func firstIndex(after time: Double) -> Int {
    var low = 0
    var high = samples.count
    while low < high {
      let middle = (low + high) / 2
      if samples[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  public var first: (time: Double, value: Value)? { samples.first }
  public var last: (time: Double, value: Value)? { samples.last }

  /// The value at `time`; nil without samples. Between two samples at the same time, the later.
  /// - Parameters:
  ///   - extrapolatingBefore: before the first sample, continue the first segment's line instead
  ///     of holding the first value.
  ///   - extrapolatingAfter: after the last sample, continue the last segment's line.
  public func value(
    at time: Double, extrapolatingBefore: Bool = false, extrapolatingAfter: Bool = false
  ) -> Value? {
    guard let first = samples.first, let last = samples.last else { return nil }
    if samples.count == 1 { return first.value }
    if time <= first.time, !extrapolatingBefore { return first.value }
    if time >= last.time, !extrapolatingAfter { return last.value }
    let upper = min(firstIndex(after: time), samples.count - 1)
    let a = samples[max(upper - 1, 0)]
    let b = samples[max(upper, 1)]
    let span = b.time - a.time
    guard span > 0 else { return time < a.time ? a.value : b.value }
    return a.value.interpolated(to: b.value, fraction: CGFloat((time - a.time) / span))
  }
}

extension PiecewiseLinear: Sendable where Value: Sendable {}

extension PiecewiseLinear: Equatable where Value: Equatable {
  public static func == (a: Self, b: Self) -> Bool {
    a.samples.count == b.samples.count
      && zip(a.samples, b.samples).allSatisfy { $0.time == $1.time && $0.value == $1.value }
  }
}

extension PiecewiseLinear: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    for sample in samples {
      hasher.combine(sample.time)
      hasher.combine(sample.value)
    }
  }
}
