// SPDX-License-Identifier: MIT
import Foundation

/// One section's items as a tree (an outline): each item may have children, shown only while
/// every ancestor is expanded (SPEC-MODERN §9.4). Applying it shows `visibleItems`; expanding an
/// item inserts its now-visible descendants after it, collapsing deletes them.
/// Mirrors `UIKit.NSDiffableDataSourceSectionSnapshot`.
///
/// ## Differences from UIKit
/// An invalid operation (an identifier already present) is not raised: it is kept in
/// `invalidOperation` in UIKit's words, the snapshot unchanged, and applying it throws.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  public typealias Item = ItemIdentifierType

  /// Every item, depth first (parents before their children).
  public internal(set) var items: [Item] = []
  var parents: [Item: Item] = [:]
  var levels: [Item: Int] = [:]
  private var expanded: Set<Item> = []
  /// The first invalid operation, if any.
  public internal(set) var invalidOperation: DiffableDataSourceError?

  public init() {}

  /// Adds `newItems` as the last children of `parent` (nil: at the root's end). Mirrors
  /// `append(_:to:)`.
  public mutating func append(_ newItems: [Item], to parent: Item? = nil) {
    guard accept(newItems) else { return }
    guard let parent else {
      insert(newItems, at: items.count, level: 0, parent: nil)
      return
    }
    guard let index = items.firstIndex(of: parent) else {
      fail(.itemNotFound("\(parent)"))
      return
    }
    insert(
      newItems, at: endOfSubtree(at: index), level: levels[parent, default: 0] + 1,
      parent: parent)
  }

  /// Inserts `newItems` before `item`, at its level. Mirrors `insert(_:before:)`.
  public mutating func insert(_ newItems: [Item], before item: Item) {
    guard accept(newItems) else { return }
    guard let index = items.firstIndex(of: item) else { return fail(.itemNotFound("\(item)")) }
    insert(newItems, at: index, level: levels[item, default: 0], parent: parents[item])
  }

  /// Inserts `newItems` after `item` and its children, at its level. Mirrors `insert(_:after:)`.
  public mutating func insert(_ newItems: [Item], after item: Item) {
    guard accept(newItems) else { return }
    guard let index = items.firstIndex(of: item) else { return fail(.itemNotFound("\(item)")) }
    insert(
      newItems, at: endOfSubtree(at: index), level: levels[item, default: 0],
      parent: parents[item])
  }

  /// Removes `doomed` and their descendants. Mirrors `delete(_:)`.
  public mutating func delete(_ doomed: [Item]) {
    var removed = Set<Item>()
    for item in doomed {
      guard let index = items.firstIndex(of: item) else { continue }
      removed.formUnion(items[index..<endOfSubtree(at: index)])
    }
    items.removeAll(where: removed.contains)
    for item in removed {
      parents[item] = nil
      levels[item] = nil
      expanded.remove(item)
    }
  }

  /// Mirrors `deleteAll()`.
  public mutating func deleteAll() { self = Self() }

  /// Marks `items` expanded (whether or not they have children). Mirrors `expand(_:)`.
  public mutating func expand(_ toExpand: [Item]) {
    expanded.formUnion(toExpand.filter { levels[$0] != nil })
  }

  /// Mirrors `collapse(_:)`.
  public mutating func collapse(_ toCollapse: [Item]) { expanded.subtract(toCollapse) }

  /// The items shown: those whose ancestors are all expanded, in order. Mirrors `visibleItems`.
  public var visibleItems: [Item] { items.filter(isVisible) }
  /// Mirrors `rootItems`.
  public var rootItems: [Item] { items.filter { parents[$0] == nil } }
  /// The expanded items, in order.
  public var expandedItems: [Item] { items.filter(expanded.contains) }

  public func contains(_ item: Item) -> Bool { levels[item] != nil }
  public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }
  /// Whether every ancestor of `item` is expanded (false when absent). Mirrors `isVisible(_:)`.
  public func isVisible(_ item: Item) -> Bool {
    guard contains(item) else { return false }
    var current = parents[item]
    while let parent = current {
      if !expanded.contains(parent) { return false }
      current = parents[parent]
    }
    return true
  }
  /// 0 for root items; `NSNotFound` when absent. Mirrors `level(of:)`.
  public func level(of item: Item) -> Int { levels[item] ?? NSNotFound }
  /// The index among all items (visible or not). Mirrors `index(of:)`.
  public func index(of item: Item) -> Int? { items.firstIndex(of: item) }
  /// Mirrors `parent(of:)`.
  public func parent(of item: Item) -> Item? { parents[item] }
}
