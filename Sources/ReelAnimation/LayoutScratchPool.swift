// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Collection views on which a timeline lays out moments again, apart from the one its commands
/// change: copies of a recorded model, prepared for the bounds of that model.
///
/// Evaluating a moment takes a copy (or makes one), lays it out and gives it back only if it is
/// still prepared for its model, so a plain scroll of a layout that keeps its attributes costs no
/// `prepare()`. Copies never leave the thread that took them until given back, so moments evaluate
/// in parallel. At most `capacity` idle copies are kept (the least recently used go first); any
/// new command empties the pool, as the layouts' parameters may have changed.
final class LayoutScratchPool: @unchecked Sendable {
  private let lock = NSLock()
  private var idle: [(model: Int, view: CollectionView)] = []
  private let capacity = max(2 * ProcessInfo.processInfo.activeProcessorCount, 2)

  /// An idle copy of the model at `index` in the record's model history, if one is kept.
  func take(model index: Int) -> CollectionView? {
    lock.lock()
    defer { lock.unlock() }
    guard let position = idle.lastIndex(where: { $0.model == index }) else { return nil }
    return idle.remove(at: position).view
  }

  /// Keeps `view`, a copy of the model at `index` prepared for that model, for the next moment.
  func giveBack(_ view: CollectionView, model index: Int) {
    lock.lock()
    defer { lock.unlock() }
    idle.append((index, view))
    if idle.count > capacity { idle.removeFirst(idle.count - capacity) }
  }

  /// Forgets every copy.
  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    idle.removeAll()
  }
}
