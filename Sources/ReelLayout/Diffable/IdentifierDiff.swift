// SPDX-License-Identifier: MIT
import Foundation

/// The batch update that turns one arrangement of identified sections and items into another, as
/// a diffable data source computes it (SPEC-MODERN §9.3): sections and items that are only in the
/// old arrangement are deleted, those only in the new one inserted, and those in both moved when
/// they change section or fall outside the longest run kept in order (Swift's
/// `difference(from:).inferringMoves()`, the open counterpart of Foundation's ordered-set diff).
///
/// Identifiers are hashed once each (`ItemTable`); the rest works on integer positions, so
/// 100,000 items with 10,000 changes diff in tens of milliseconds.
public struct IdentifierDiff: Sendable {
  /// One section: its identifier and its items' identifiers, in order.
  public typealias Section = (id: String, items: [String])

  let old: [Section]
  let new: [Section]
  private let oldSectionIndex: [String: Int]
  private let newSectionIndex: [String: Int]
  private let items: ItemTable

  public init(from old: [Section], to new: [Section]) {
    self.old = old
    self.new = new
    oldSectionIndex = Self.index(old.map(\.id))
    newSectionIndex = Self.index(new.map(\.id))
    items = ItemTable(old: old, new: new)
  }

  static func index(_ ids: [String]) -> [String: Int] {
    Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// The operations, with inserted items' and sections' identifiers; `reloading` items that stay
  /// where they are are reloaded (a moved item just moves).
  public func batchUpdates(reloading: Set<String> = []) -> BatchUpdates {
    var updates = BatchUpdates()
    addSectionChanges(to: &updates)
    addItemChanges(to: &updates)
    for id in reloading.sorted() {
      guard let k = items.oldFirst[id], let j = items.newFirst[id] else { continue }
      let (from, to) = (items.oldPath(k), items.newPath(j))
      guard !updates.movedItems.contains(where: { $0.from == from }),
        !updates.deletedItems.contains(from), keepsSection(from.section, to.section)
      else { continue }
      updates.reloadItems(at: [from])
    }
    return updates
  }

  /// Whether old section `s` and new section `q` are the same surviving section.
  private func keepsSection(_ s: Int, _ q: Int) -> Bool {
    newSectionIndex[old[s].id] == q
  }

  private func addSectionChanges(to updates: inout BatchUpdates) {
    for (s, section) in old.enumerated() where newSectionIndex[section.id] == nil {
      updates.deleteSections([s])
    }
    for (q, section) in new.enumerated() where oldSectionIndex[section.id] == nil {
      updates.insertSections([q], itemCount: section.items.count)
      updates.sectionIDs[q] = section.id
      for (i, id) in section.items.enumerated() {
        updates.itemIDs[IndexPath(item: i, section: q)] = id
      }
    }
    let kept = old.map(\.id).filter { newSectionIndex[$0] != nil }
    let order = new.map(\.id).filter { oldSectionIndex[$0] != nil }
    for id in Self.moved(from: kept, to: order) {
      updates.moveSection(oldSectionIndex[id]!, toSection: newSectionIndex[id]!)
    }
  }

  private func addItemChanges(to updates: inout BatchUpdates) {
    // Old sections that survive, by old index; new sections that are not new, by new index.
    let survives = old.map { newSectionIndex[$0.id] }
    let existed = new.map { oldSectionIndex[$0.id] != nil }
    for k in items.oldOrder {
      let from = items.oldPath(k)
      let sectionSurvives = survives[from.section] != nil
      let j = items.oldToNew[k]
      guard j >= 0 else {
        if sectionSurvives { updates.deleteItems(at: [from]) }
        continue
      }
      let to = items.newPath(j)
      if !sectionSurvives || !existed[to.section] {
        // Out of a deleted section or into an inserted one: UIKit cannot move it there.
        if sectionSurvives { updates.deleteItems(at: [from]) }
        if existed[to.section] { insert(new[to.section].items[to.item], at: to, into: &updates) }
      } else if survives[from.section] != to.section {
        updates.moveItem(at: from, to: to)
      }
    }
    for j in items.newOrder where items.newToOld[j] < 0 {
      let to = items.newPath(j)
      if existed[to.section] { insert(new[to.section].items[to.item], at: to, into: &updates) }
    }
    for q in new.indices {
      guard let s = oldSectionIndex[new[q].id] else { continue }
      let (before, after) = items.stayingTokens(oldSection: s, newSection: q)
      for k in Self.moved(from: before, to: after) {
        updates.moveItem(at: items.oldPath(k), to: items.newPath(items.oldToNew[k]))
      }
    }
  }

  private func insert(_ id: String, at path: IndexPath, into updates: inout BatchUpdates) {
    updates.insertItems(at: [path])
    updates.itemIDs[path] = id
  }

  /// The elements outside the longest common subsequence of two orders of the same set.
  static func moved<T: Hashable>(from old: [T], to new: [T]) -> [T] {
    new.difference(from: old).inferringMoves().compactMap {
      if case .insert(_, let id, let associated) = $0, associated != nil { return id }
      return nil
    }
  }
}
