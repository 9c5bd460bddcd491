// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelLayout

/// The diff as first written — a dictionary lookup per identifier per question — kept as the
/// oracle for the integer rewrite: both must give the same batch update on any arrangements.
struct ReferenceDiff {
  /// One section: its identifier and its items' identifiers, in order.
  typealias Section = (id: String, items: [String])

  let old: [Section]
  let new: [Section]
  private let oldSectionIndex: [String: Int]
  private let newSectionIndex: [String: Int]
  private let oldItemPath: [String: IndexPath]
  private let newItemPath: [String: IndexPath]

  init(from old: [Section], to new: [Section]) {
    self.old = old
    self.new = new
    oldSectionIndex = Self.index(old.map(\.id))
    newSectionIndex = Self.index(new.map(\.id))
    oldItemPath = Self.paths(old)
    newItemPath = Self.paths(new)
  }

  static func index(_ ids: [String]) -> [String: Int] {
    Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
  }

  static func paths(_ sections: [Section]) -> [String: IndexPath] {
    var result: [String: IndexPath] = [:]
    for (s, section) in sections.enumerated() {
      for (i, id) in section.items.enumerated() where result[id] == nil {
        result[id] = IndexPath(item: i, section: s)
      }
    }
    return result
  }

  /// The operations, with inserted items' and sections' identifiers; `reloading` items that stay
  /// where they are are reloaded (a moved item just moves).
  func batchUpdates(reloading: Set<String> = []) -> BatchUpdates {
    var updates = BatchUpdates()
    addSectionChanges(to: &updates)
    addItemChanges(to: &updates)
    for id in reloading.sorted() {
      guard let from = oldItemPath[id], let to = newItemPath[id],
        !updates.movedItems.contains(where: { $0.from == from }),
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
    for (id, from) in oldItemPath.sorted(by: { $0.value < $1.value }) {
      let sectionSurvives = newSectionIndex[old[from.section].id] != nil
      guard let to = newItemPath[id] else {
        if sectionSurvives { updates.deleteItems(at: [from]) }
        continue
      }
      let targetIsNew = oldSectionIndex[new[to.section].id] == nil
      if !sectionSurvives || targetIsNew {
        // Out of a deleted section or into an inserted one: UIKit cannot move it there.
        if sectionSurvives { updates.deleteItems(at: [from]) }
        if !targetIsNew { insert(id, at: to, into: &updates) }
      } else if !keepsSection(from.section, to.section) {
        updates.moveItem(at: from, to: to)
      }
    }
    for (id, to) in newItemPath.sorted(by: { $0.value < $1.value }) where oldItemPath[id] == nil {
      if oldSectionIndex[new[to.section].id] != nil { insert(id, at: to, into: &updates) }
    }
    for (q, section) in new.enumerated() {
      guard let s = oldSectionIndex[section.id] else { continue }
      let stays = { (id: String) in
        self.oldItemPath[id]?.section == s && self.newItemPath[id]?.section == q
      }
      for id in Self.moved(from: old[s].items.filter(stays), to: section.items.filter(stays)) {
        updates.moveItem(at: oldItemPath[id]!, to: newItemPath[id]!)
      }
    }
  }

  private func insert(_ id: String, at path: IndexPath, into updates: inout BatchUpdates) {
    updates.insertItems(at: [path])
    updates.itemIDs[path] = id
  }

  /// The identifiers outside the longest common subsequence of two orders of the same set.
  static func moved(from old: [String], to new: [String]) -> [String] {
    new.difference(from: old).inferringMoves().compactMap {
      if case .insert(_, let id, let associated) = $0, associated != nil { return id }
      return nil
    }
  }
}

@Suite struct IdentifierDiffOracleTests {
  /// Random arrangements: sections kept, dropped, added and reordered; items kept, moved within and
  /// across sections, deleted, inserted, and some repeated.
  @Test func theRewriteAgreesWithTheOracle() {
    var random = SplitMix64(seed: 18)
    for round in 0..<400 {
      let sectionCount = Int.random(in: 0...4, using: &random)
      var old: [IdentifierDiff.Section] = []
      var next = 0
      for s in 0..<sectionCount {
        let count = Int.random(in: 0...12, using: &random)
        var items: [String] = []
        for _ in 0..<count {
          // Now and then an identifier already used (diffable data sources refuse them; the
          // diff must still agree).
          if next > 0, Int.random(in: 0..<20, using: &random) == 0 {
            items.append("i\(Int.random(in: 0..<next, using: &random))")
          } else {
            items.append("i\(next)")
            next += 1
          }
        }
        old.append(("s\(s)", items))
      }
      var pool = old.flatMap(\.items).shuffled(using: &random)
      pool.removeLast(min(pool.count, Int.random(in: 0...3, using: &random)))
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        pool.insert("n\(next)", at: Int.random(in: 0...pool.count, using: &random))
        next += 1
      }
      var sectionIDs = old.map(\.id).filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
      if Int.random(in: 0..<3, using: &random) == 0 { sectionIDs.append("s\(sectionCount + 1)") }
      sectionIDs.shuffle(using: &random)
      var new: [IdentifierDiff.Section] = sectionIDs.map { ($0, []) }
      if !new.isEmpty {
        for id in pool { new[Int.random(in: 0..<new.count, using: &random)].items.append(id) }
      }
      let reloading = Set(pool.prefix(2))
      let expected = ReferenceDiff(from: old, to: new).batchUpdates(reloading: reloading)
      let found = IdentifierDiff(from: old, to: new).batchUpdates(reloading: reloading)
      #expect(found == expected, "round \(round): \(old) → \(new)")
    }
  }
}
