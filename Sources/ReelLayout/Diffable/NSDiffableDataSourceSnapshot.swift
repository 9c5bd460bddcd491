// SPDX-License-Identifier: MIT
import Foundation

/// The state of a collection view's data by identifier: sections of items, each identifier unique
/// (SPEC-MODERN §9.1). Applying one to a collection view computes the inserts, deletes and moves
/// from the identifiers and runs them as one batch update.
/// Mirrors `UIKit.NSDiffableDataSourceSnapshot`.
///
/// ## Differences from UIKit
/// UIKit raises an exception at the first invalid call. Here the call is ignored, the first such
/// problem is kept in `invalidOperation` (in UIKit's words), and applying the snapshot throws it.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable {
  struct Section: Sendable, Equatable {
    let id: SectionIdentifierType
    var items: [ItemIdentifierType]
  }

  var sections: [Section] = []
  /// Identifiers to reload (a new cell, cross-faded). Mirrors `reloadedItemIdentifiers`.
  public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Identifiers to reconfigure (the same cell, new content). Mirrors
  /// `reconfiguredItemIdentifiers`.
  public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Mirrors `reloadedSectionIdentifiers`.
  public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
  /// The first invalid call made on this snapshot, nil when all were valid.
  public internal(set) var invalidOperation: DiffableDataSourceError?

  /// An empty snapshot.
  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }

  /// Sections and items by their descriptions: the collection view's ids for them.
  package var describedSections: [IdentifierDiff.Section] {
    sections.map { (id: "\($0.id)", items: $0.items.map { "\($0)" }) }
  }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// Items in `identifier`'s section; 0 for a section the snapshot does not have.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sections.first { $0.id == identifier }?.items.count ?? 0
  }

  /// The items of `identifier`'s section, empty for a section the snapshot does not have.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sections.first { $0.items.contains(identifier) }?.id
  }

  /// The item's index among all items, nil when absent. Mirrors `indexOfItem(_:)`.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  // MARK: - Sections

  /// Adds sections at the end. Mirrors `appendSections(_:)`.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard checkNewSections(identifiers) else { return }
    sections += identifiers.map { Section(id: $0, items: []) }
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType
  ) {
    guard checkNewSections(identifiers), let index = indexOfSection(beforeSection) else {
      return fail(invalidOperation ?? .sectionNotFound)
    }
    sections.insert(contentsOf: identifiers.map { Section(id: $0, items: []) }, at: index)
  }

  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType
  ) {
    guard checkNewSections(identifiers), let index = indexOfSection(afterSection) else {
      return fail(invalidOperation ?? .sectionNotFound)
    }
    sections.insert(contentsOf: identifiers.map { Section(id: $0, items: []) }, at: index + 1)
  }

  /// Removes sections and their items. Mirrors `deleteSections(_:)`.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    guard checkUnique(identifiers, kind: "section") else { return }
    let doomed = Set(identifiers)
    sections.removeAll { doomed.contains($0.id) }
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: beforeSection, after: false)
  }

  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: afterSection, after: true)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool
  ) {
    guard identifier != other else { return fail(.moveToItself("\(identifier)")) }
    guard let from = indexOfSection(identifier), indexOfSection(other) != nil else {
      return fail(.sectionNotFound)
    }
    let section = sections.remove(at: from)
    let to = indexOfSection(other)! + (after ? 1 : 0)
    sections.insert(section, at: to)
  }

  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for id in identifiers where indexOfSection(id) == nil {
      return fail(.reloadMissingSection("\(id)"))
    }
    reloadedSectionIdentifiers += identifiers
  }

  // MARK: - Checks

  mutating func fail(_ error: DiffableDataSourceError) {
    if invalidOperation == nil { invalidOperation = error }
  }

  /// Whether `identifiers` has no duplicates; records UIKit's error otherwise.
  mutating func checkUnique<T: Hashable>(_ identifiers: [T], kind: String) -> Bool {
    var seen = Set<T>()
    let duplicates = identifiers.filter { !seen.insert($0).inserted }
    guard duplicates.isEmpty else {
      fail(.notUnique(kind: kind, duplicates: duplicates.map { "\($0)" }))
      return false
    }
    return true
  }

  private mutating func checkNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
    guard checkUnique(identifiers, kind: "section") else { return false }
    let existing = identifiers.filter { indexOfSection($0) != nil }
    guard existing.isEmpty else {
      fail(.sectionExists(existing.map { "\($0)" }))
      return false
    }
    return true
  }
}
