// SPDX-License-Identifier: MIT
import Foundation

/// Encoded frames by key, at most `capacity` bytes in all; the oldest go first.
struct PreviewFrameCache {
  let capacity: Int
  private var entries: [String: Data] = [:]
  private var order: [String] = []
  private var bytes = 0

  init(capacity: Int) { self.capacity = capacity }

  subscript(key: String) -> Data? {
    get { entries[key] }
    set {
      guard let newValue, entries[key] == nil, newValue.count <= capacity else { return }
      entries[key] = newValue
      order.append(key)
      bytes += newValue.count
      while bytes > capacity, !order.isEmpty {
        let oldest = order.removeFirst()
        bytes -= entries.removeValue(forKey: oldest)?.count ?? 0
      }
    }
  }

  mutating func removeAll() {
    entries = [:]
    order = []
    bytes = 0
  }
}
