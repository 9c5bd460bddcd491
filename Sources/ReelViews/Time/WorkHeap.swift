// SPDX-License-Identifier: MIT
import Foundation

/// The scene clock's waiting work, earliest first: a binary min-heap ordered by due time, then by
/// the order the work was scheduled in (so work due together runs first in, first out).
struct WorkHeap {
  struct Entry {
    let due: TimeInterval
    let order: Int
    let work: @Sendable () -> Void

    func precedes(_ other: Entry) -> Bool {
      due != other.due ? due < other.due : order < other.order
    }
  }

  private var entries: [Entry] = []
  private var scheduled = 0

  /// How many entries wait.
  var count: Int { entries.count }

  /// The earliest entry.
  var first: Entry? { entries.first }

  /// Adds `work` due at `due` seconds.
  mutating func insert(due: TimeInterval, _ work: @escaping @Sendable () -> Void) {
    entries.append(Entry(due: due, order: scheduled, work: work))
    scheduled += 1
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].precedes(entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the earliest entry; the heap must not be empty.
  mutating func removeFirst() {
    entries.swapAt(0, entries.count - 1)
    entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < entries.count, entries[left].precedes(entries[smallest]) { smallest = left }
      if right < entries.count, entries[right].precedes(entries[smallest]) { smallest = right }
      guard smallest != parent else { return }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
