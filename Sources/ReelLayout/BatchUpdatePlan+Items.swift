// SPDX-License-Identifier: MIT
import Foundation

/// The item half of a `BatchUpdatePlan`.
struct ItemPlan {
  var newCounts: [Int] = []
  var oldToNew: [[IndexPath?]] = []
  var newToOld: [[IndexPath?]] = []
  var reloaded: [IndexPath: IndexPath] = [:]
  var deleted: [IndexPath] = []
  var inserted: [IndexPath] = []
  var moves: [BatchUpdates.ItemMove] = []

  /// The item operations of one update, checked against each other and the data, in the order
  /// UIKit checks them (SPEC §3.1).
  struct Edits {
    var deleted = Set<IndexPath>()
    var reloaded = Set<IndexPath>()
    var movedOut: [IndexPath: IndexPath] = [:]
    var movedIn: [IndexPath: IndexPath] = [:]
    var inserted = Set<IndexPath>()
  }

  init(oldItemCounts: [Int], sections: SectionPlan, updates u: BatchUpdates, givenNewCounts: [Int]?)
    throws(BatchUpdateError)
  {
    var edits = try Self.removals(u, oldItemCounts: oldItemCounts, sections: sections)
    moves = try Self.validMoves(u, oldItemCounts: oldItemCounts, sections: sections, &edits)
    try Self.insertions(u, sections: sections, &edits)
    oldToNew = oldItemCounts.map { [IndexPath?](repeating: nil, count: $0) }
    for q in 0..<sections.newCount {
      guard let s = sections.newToOld[q] else {
        let fresh: Int
        if let old = sections.reloaded.first(where: { $0.value == q })?.key {
          fresh = givenNewCounts?[q] ?? oldItemCounts[old]
        } else {
          fresh = givenNewCounts?[q] ?? u.insertedSectionItemCounts[q] ?? 0
        }
        newCounts.append(fresh)
        newToOld.append([IndexPath?](repeating: nil, count: fresh))
        continue
      }
      try mapSection(
        q, from: s, oldCount: oldItemCounts[s], givenCount: givenNewCounts?[q], edits: edits)
    }
    deleted = edits.deleted.sorted()
    inserted = edits.inserted.sorted()
  }

  /// Throws unless `p` is an item of the data before the update.
  static func checkOld(
    _ p: IndexPath, _ oldItemCounts: [Int],
    beyondSections: (Int, Int, Int) -> BatchUpdateError,
    beyondItems: (Int, Int, Int) -> BatchUpdateError
  ) throws(BatchUpdateError) {
    let oldN = oldItemCounts.count
    if p.section < 0 || p.section >= oldN { throw beyondSections(p.item, p.section, oldN) }
    if p.item < 0 || p.item >= oldItemCounts[p.section] {
      throw beyondItems(p.item, p.section, oldItemCounts[p.section])
    }
  }

  /// Deleted and reloaded items (those in deleted or reloaded sections go with their section).
  static func removals(_ u: BatchUpdates, oldItemCounts: [Int], sections: SectionPlan)
    throws(BatchUpdateError) -> Edits
  {
    let oldN = oldItemCounts.count
    var edits = Edits()
    for p in u.deletedItems {
      if p.section >= 0, p.section < oldN, sections.goneSections.contains(p.section) { continue }
      try checkOld(
        p, oldItemCounts, beyondSections: BatchUpdateError.deleteItemBeyondSections,
        beyondItems: BatchUpdateError.deleteItemBeyondItems)
      edits.deleted.insert(p)
    }
    for p in u.reloadedItems {
      if p.section >= 0, p.section < oldN, sections.goneSections.contains(p.section) { continue }
      try checkOld(
        p, oldItemCounts, beyondSections: BatchUpdateError.reloadItemBeyondSections,
        beyondItems: BatchUpdateError.reloadItemBeyondItems)
      if edits.deleted.contains(p) { throw .deleteAndReloadSameIndexPath(p) }
      edits.reloaded.insert(p)
    }
    return edits
  }

  /// The moves, each once, checked against the sections and the other operations.
  static func validMoves(
    _ u: BatchUpdates, oldItemCounts: [Int], sections: SectionPlan, _ edits: inout Edits
  ) throws(BatchUpdateError) -> [BatchUpdates.ItemMove] {
    let oldN = oldItemCounts.count
    var moves: [BatchUpdates.ItemMove] = []
    for m in u.movedItems where !moves.contains(m) {
      if m.from.section < 0 || m.from.section >= oldN || m.from.item < 0
        || m.from.item >= oldItemCounts[m.from.section]
      {
        let count = m.from.section >= 0 && m.from.section < oldN ? oldItemCounts[m.from.section] : 0
        throw .moveItemFromBeyondItems(from: m.from, to: m.to, count: count)
      }
      if sections.goneSections.contains(m.from.section) {
        throw .moveFromDeletedSection(m.from.section)
      }
      if m.to.section < 0 || m.to.section >= sections.newCount {
        throw .moveItemToBeyondItems(from: m.from, to: m.to, count: 0)
      }
      if sections.freshSections.contains(m.to.section) {
        throw .moveIntoInsertedSection(m.to.section)
      }
      if edits.deleted.contains(m.from) { throw .deleteAndMoveSameIndexPath(m.from) }
      if edits.reloaded.contains(m.from) { throw .reloadAndMoveSameIndexPath(m.from) }
      if let other = edits.movedOut[m.from] {
        throw .moveItemToTwo(m.from, first: other, second: m.to)
      }
      if let other = edits.movedIn[m.to] {
        throw .moveTwoItemsToOne(first: other, second: m.from, to: m.to)
      }
      edits.movedOut[m.from] = m.to
      edits.movedIn[m.to] = m.from
      moves.append(m)
    }
    return moves
  }

  /// Inserted items (those in inserted sections come with their section).
  static func insertions(_ u: BatchUpdates, sections: SectionPlan, _ edits: inout Edits)
    throws(BatchUpdateError)
  {
    let newN = sections.newCount
    for p in u.insertedItems {
      if p.section < 0 || p.section >= newN {
        throw .insertItemBeyondSections(item: p.item, section: p.section, sectionCount: newN)
      }
      if sections.freshSections.contains(p.section) { continue }
      if edits.movedIn[p] != nil { throw .insertAndMoveSameIndexPath(p) }
      edits.inserted.insert(p)
    }
  }
}
