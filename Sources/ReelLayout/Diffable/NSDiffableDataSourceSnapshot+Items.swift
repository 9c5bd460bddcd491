// SPDX-License-Identifier: MIT
import Foundation

extension NSDiffableDataSourceSnapshot {
  /// Adds items at the end of `section` (default: the last section). An identifier the snapshot
  /// already has is moved into place, as current UIKit does (it logs; iOS 13 dropped the old one).
  /// Mirrors `appendItems(_:toSection:)`.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    guard checkUnique(identifiers, kind: "item") else { return }
    guard !sections.isEmpty else { return fail(.noSections) }
    guard let s = section.map({ indexOfSection($0) }) ?? sections.indices.last else {
      return fail(.sectionNotFound)
    }
    removeExisting(identifiers)
    sections[s].items += identifiers
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType
  ) {
    insertItems(identifiers, relativeTo: beforeItem, after: false)
  }

  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType
  ) {
    insertItems(identifiers, relativeTo: afterItem, after: true)
  }

  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], relativeTo other: ItemIdentifierType, after: Bool
  ) {
    guard checkUnique(identifiers, kind: "item") else { return }
    guard !identifiers.contains(other), position(of: other) != nil else {
      return fail(.sectionNotFound)
    }
    removeExisting(identifiers)
    let (s, i) = position(of: other)!
    sections[s].items.insert(contentsOf: identifiers, at: i + (after ? 1 : 0))
  }

  /// Removes items (absent ones are ignored). Mirrors `deleteItems(_:)`.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    guard checkUnique(identifiers, kind: "item") else { return }
    removeExisting(identifiers)
  }

  /// Removes every item, keeping no sections. Mirrors `deleteAllItems()`.
  public mutating func deleteAllItems() {
    sections = []
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
    moveItem(identifier, relativeTo: beforeItem, after: false)
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
    moveItem(identifier, relativeTo: afterItem, after: true)
  }

  private mutating func moveItem(
    _ identifier: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool
  ) {
    guard identifier != other else { return fail(.moveToItself("\(identifier)")) }
    guard position(of: identifier) != nil, position(of: other) != nil else {
      return fail(.itemNotFound("\(identifier)"))
    }
    removeExisting([identifier])
    let (s, i) = position(of: other)!
    sections[s].items.insert(identifier, at: i + (after ? 1 : 0))
  }

  /// Marks items for a reload: a new cell cross-fades in. Mirrors `reloadItems(_:)`.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard checkUnique(identifiers, kind: "item") else { return }
    for id in identifiers where position(of: id) == nil {
      return fail(.reloadMissingItem("\(id)"))
    }
    reloadedItemIdentifiers += identifiers
  }

  /// Marks items for reconfiguring: the same cell shows new content, without a cross-fade.
  /// Mirrors `reconfigureItems(_:)`.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard checkUnique(identifiers, kind: "item") else { return }
    for id in identifiers where position(of: id) == nil {
      return fail(.reloadMissingItem("\(id)"))
    }
    reconfiguredItemIdentifiers += identifiers
  }

  /// Section and item index of `identifier`.
  func position(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(of: identifier) { return (s, i) }
    }
    return nil
  }

  private mutating func removeExisting(_ identifiers: [ItemIdentifierType]) {
    let set = Set(identifiers)
    for s in sections.indices { sections[s].items.removeAll { set.contains($0) } }
  }
}
