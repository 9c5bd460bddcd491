// SPDX-License-Identifier: MIT

/// What a timeline knows about one thing over time (the content offset's motion, the model, the
/// collection view's size): values that each hold from a moment on.
///
/// The value at a time `t` is the newest one recorded at or before `t` — of several recorded at the
/// same moment, the last — and before the first record, the first one. Lookups are binary searches.
struct TimeHistory<Value> {
  private(set) var entries: [(start: Double, value: Value)]

  /// A history holding `value` from `time` on.
  init(_ value: Value, at time: Double) { entries = [(time, value)] }

  /// Records `value` from `time` on (after any other value recorded at the same moment).
  mutating func record(_ value: Value, at time: Double) {
    let index = self.index(at: time).map { $0 + 1 } ?? 0
    entries.insert((time, value), at: index)
  }

  /// The newest entry.
  var latest: (start: Double, value: Value) { entries[entries.count - 1] }

  /// The position of the newest entry started at or before `time`; nil before the first one.
  func index(at time: Double) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }

  /// The newest entry started at or before `time`; nil before the first one.
  func entry(at time: Double) -> (start: Double, value: Value)? {
    index(at: time).map { entries[$0] }
  }

  /// The value that holds at `time`.
  func value(at time: Double) -> Value { (entry(at: time) ?? entries[0]).value }
}
