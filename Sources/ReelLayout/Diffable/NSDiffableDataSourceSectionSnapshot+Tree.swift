// SPDX-License-Identifier: MIT
import Foundation

extension NSDiffableDataSourceSectionSnapshot {
  /// `parent`'s descendants as a snapshot of their own, levels restarting at 0 (or at the
  /// parent, when included). Mirrors `snapshot(of:includingParent:)`.
  public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
    var result = Self()
    guard let index = items.firstIndex(of: parent) else { return result }
    let start = includingParent ? index : index + 1
    for item in items[start..<endOfSubtree(at: index)] {
      let owner =
        item == parent || (!includingParent && parents[item] == parent)
        ? nil : parents[item]
      result.append([item], to: owner)
      if isExpanded(item) { result.expand([item]) }
    }
    return result
  }

  /// One line per item, indented two spaces a level: `+` expanded, `-` collapsed (items with
  /// children), `*` for a leaf; hidden items in brackets. Mirrors `visualDescription`.
  public var visualDescription: String {
    items.map { item in
      let hasChildren = items.contains { parent(of: $0) == item }
      let marker = hasChildren ? (isExpanded(item) ? "+" : "-") : "*"
      let name = isVisible(item) ? "\(item)" : "[\(item)]"
      return String(repeating: "  ", count: level(of: item)) + "\(marker) \(name)"
    }.joined(separator: "\n")
  }

  /// The index just past the item at `index` and all its descendants.
  func endOfSubtree(at index: Int) -> Int {
    let level = levels[items[index], default: 0]
    var end = index + 1
    while end < items.count, levels[items[end], default: 0] > level { end += 1 }
    return end
  }

  /// Whether `newItems` are unique and new; records UIKit's error otherwise.
  mutating func accept(_ newItems: [Item]) -> Bool {
    guard Set(newItems).count == newItems.count, !newItems.contains(where: contains) else {
      fail(.sectionSnapshotNotUnique)
      return false
    }
    return true
  }

  mutating func insert(_ newItems: [Item], at index: Int, level: Int, parent: Item?) {
    items.insert(contentsOf: newItems, at: index)
    for item in newItems {
      levels[item] = level
      parents[item] = parent
    }
  }

  mutating func fail(_ error: DiffableDataSourceError) {
    if invalidOperation == nil { invalidOperation = error }
  }
}
