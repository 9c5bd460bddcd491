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

  init(oldItemCounts: [Int], sections: SectionPlan, updates u: BatchUpdates, givenNewCounts: [Int]?)
    throws(BatchUpdateError)
  {
    let oldN = oldItemCounts.count
    let newN = sections.newCount
    func checkOld(
      _ p: IndexPath, beyondSections: (Int, Int, Int) -> BatchUpdateError,
      beyondItems: (Int, Int, Int) -> BatchUpdateError
    ) throws(BatchUpdateError) {
      if p.section < 0 || p.section >= oldN { throw beyondSections(p.item, p.section, oldN) }
      if p.item < 0 || p.item >= oldItemCounts[p.section] {
        throw beyondItems(p.item, p.section, oldItemCounts[p.section])
      }
    }
    var deletedSet = Set<IndexPath>()
    for p in u.deletedItems {
      if p.section >= 0, p.section < oldN, sections.goneSections.contains(p.section) { continue }
      try checkOld(
        p, beyondSections: BatchUpdateError.deleteItemBeyondSections,
        beyondItems: BatchUpdateError.deleteItemBeyondItems)
      deletedSet.insert(p)
    }
    var reloadedSet = Set<IndexPath>()
    for p in u.reloadedItems {
      if p.section >= 0, p.section < oldN, sections.goneSections.contains(p.section) { continue }
      try checkOld(
        p, beyondSections: BatchUpdateError.reloadItemBeyondSections,
        beyondItems: BatchUpdateError.reloadItemBeyondItems)
      if deletedSet.contains(p) { throw .deleteAndReloadSameIndexPath(p) }
      reloadedSet.insert(p)
    }
    var movedOut: [IndexPath: IndexPath] = [:]
    var movedIn: [IndexPath: IndexPath] = [:]
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
      if m.to.section < 0 || m.to.section >= newN {
        throw .moveItemToBeyondItems(from: m.from, to: m.to, count: 0)
      }
      if sections.freshSections.contains(m.to.section) {
        throw .moveIntoInsertedSection(m.to.section)
      }
      if deletedSet.contains(m.from) { throw .deleteAndMoveSameIndexPath(m.from) }
      if reloadedSet.contains(m.from) { throw .reloadAndMoveSameIndexPath(m.from) }
      if let other = movedOut[m.from] { throw .moveItemToTwo(m.from, first: other, second: m.to) }
      if let other = movedIn[m.to] {
        throw .moveTwoItemsToOne(first: other, second: m.from, to: m.to)
      }
      movedOut[m.from] = m.to
      movedIn[m.to] = m.from
      moves.append(m)
    }
    var insertedSet = Set<IndexPath>()
    for p in u.insertedItems {
      if p.section < 0 || p.section >= newN {
        throw .insertItemBeyondSections(item: p.item, section: p.section, sectionCount: newN)
      }
      if sections.freshSections.contains(p.section) { continue }
      if movedIn[p] != nil { throw .insertAndMoveSameIndexPath(p) }
      insertedSet.insert(p)
    }

    oldToNew = oldItemCounts.map { [IndexPath?](repeating: nil, count: $0) }
    newToOld = []
    newCounts = []
    for q in 0..<newN {
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
      let inserts = insertedSet.filter { $0.section == q }
      let ins = movedIn.filter { $0.key.section == q }
      let outs = movedOut.filter { $0.key.section == s }.count
      let dels = deletedSet.filter { $0.section == s }.count
      let expected = oldItemCounts[s] - dels + inserts.count + ins.count - outs
      if let given = givenNewCounts?[q], given != expected {
        throw .invalidNumberOfItems(
          section: q, after: given, before: oldItemCounts[s], inserted: inserts.count,
          deleted: dels, movedIn: ins.count, movedOut: outs)
      }
      for p in inserts.sorted() where p.item < 0 || p.item >= expected {
        throw .insertItemBeyondItems(item: p.item, section: q, count: expected)
      }
      for (to, from) in ins.sorted(by: { $0.key < $1.key }) where to.item < 0 || to.item >= expected
      {
        throw .moveItemToBeyondItems(from: from, to: to, count: expected)
      }
      var slots = [BatchUpdatePlan.Slot?](repeating: nil, count: expected)
      for p in inserts { slots[p.item] = .inserted }
      var movedSources: [Int: IndexPath] = [:]
      for (to, from) in ins {
        slots[to.item] = .old(-1 - movedSources.count)
        movedSources[-1 - movedSources.count] = from
      }
      let survivors = (0..<oldItemCounts[s]).filter {
        let p = IndexPath(item: $0, section: s)
        return !deletedSet.contains(p) && movedOut[p] == nil
      }
      BatchUpdatePlan.fill(&slots, survivors: survivors)
      var column = [IndexPath?](repeating: nil, count: expected)
      for (i, slot) in slots.enumerated() {
        guard case .old(let code)? = slot else { continue }
        let newPath = IndexPath(item: i, section: q)
        let oldPath = code < 0 ? movedSources[code]! : IndexPath(item: code, section: s)
        if reloadedSet.contains(oldPath) {
          reloaded[oldPath] = newPath
        } else {
          column[i] = oldPath
          oldToNew[oldPath.section][oldPath.item] = newPath
        }
      }
      newCounts.append(expected)
      newToOld.append(column)
    }
    deleted = deletedSet.sorted()
    inserted = insertedSet.sorted()
  }
}
