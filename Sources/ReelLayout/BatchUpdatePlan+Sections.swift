// SPDX-License-Identifier: MIT
import Foundation

/// The section half of a `BatchUpdatePlan`.
struct SectionPlan {
  let oldCount: Int
  let newCount: Int
  let deleted: [Int]
  let inserted: [Int]
  let reloaded: [Int: Int]
  let moves: [BatchUpdates.SectionMove]
  let oldToNew: [Int?]
  let newToOld: [Int?]
  /// After-update sections whose items are all new (inserted or reloaded sections).
  let freshSections: Set<Int>
  /// Before-update sections whose items all go away (deleted or reloaded sections).
  let goneSections: Set<Int>

  init(oldCount: Int, updates u: BatchUpdates, givenNewCount: Int?) throws(BatchUpdateError) {
    self.oldCount = oldCount
    let deletedSet = Set(u.deletedSections)
    for s in u.deletedSections where s < 0 || s >= oldCount {
      throw .deleteSectionBeyondSections(section: s, sectionCount: oldCount)
    }
    for s in u.reloadedSections where s < 0 || s >= oldCount {
      throw .reloadSectionBeyondSections(section: s, sectionCount: oldCount)
    }
    for s in u.reloadedSections where deletedSet.contains(s) {
      throw .deleteAndReloadSameSection(s)
    }
    let insertedSet = Set(u.insertedSections)
    let derived = oldCount - deletedSet.count + insertedSet.count
    let newCount = givenNewCount ?? derived
    if newCount != derived {
      throw .invalidNumberOfSections(
        after: newCount, before: oldCount, inserted: insertedSet.count, deleted: deletedSet.count)
    }
    self.newCount = newCount
    for s in u.insertedSections.sorted() where s < 0 || s >= newCount {
      throw .insertSectionBeyondSections(section: s, sectionCount: newCount)
    }
    let (moves, bySource) = try Self.validMoves(
      u, oldCount: oldCount, newCount: newCount, deleted: deletedSet, inserted: insertedSet)
    var slots = [BatchUpdatePlan.Slot?](repeating: nil, count: newCount)
    for s in insertedSet { slots[s] = .inserted }
    for m in moves { slots[m.to] = .old(m.from) }
    let survivors = (0..<oldCount).filter { !deletedSet.contains($0) && bySource[$0] == nil }
    BatchUpdatePlan.fill(&slots, survivors: survivors)

    let reloadedSet = Set(u.reloadedSections)
    var oldToNew = [Int?](repeating: nil, count: oldCount)
    var newToOld = [Int?](repeating: nil, count: newCount)
    var reloaded: [Int: Int] = [:]
    for (q, slot) in slots.enumerated() {
      guard case .old(let s)? = slot else { continue }
      if reloadedSet.contains(s) {
        reloaded[s] = q
      } else {
        oldToNew[s] = q
        newToOld[q] = s
      }
    }
    self.deleted = deletedSet.sorted()
    self.inserted = insertedSet.sorted()
    self.reloaded = reloaded
    self.moves = moves
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    freshSections = insertedSet.union(reloaded.values)
    goneSections = deletedSet.union(reloadedSet)
  }

  /// The section moves, each once, checked against the counts and the other operations; and the
  /// moves by source section.
  static func validMoves(
    _ u: BatchUpdates, oldCount: Int, newCount: Int, deleted deletedSet: Set<Int>,
    inserted insertedSet: Set<Int>
  ) throws(BatchUpdateError) -> ([BatchUpdates.SectionMove], [Int: Int]) {
    var moves: [BatchUpdates.SectionMove] = []
    var bySource: [Int: Int] = [:]
    var byDestination: [Int: Int] = [:]
    for m in u.movedSections where !moves.contains(m) {
      if m.from < 0 || m.from >= oldCount || m.to < 0 || m.to >= newCount {
        throw .moveSectionBeyondSections(from: m.from, to: m.to, before: oldCount, after: newCount)
      }
      if deletedSet.contains(m.from) { throw .deleteAndMoveSameSection(m.from) }
      if insertedSet.contains(m.to) { throw .insertAndMoveSameSection(m.to) }
      if let other = bySource[m.from] {
        throw .moveSectionToTwo(section: m.from, first: other, second: m.to)
      }
      if let other = byDestination[m.to] {
        throw .moveTwoSectionsToOne(first: other, second: m.from, to: m.to)
      }
      bySource[m.from] = m.to
      byDestination[m.to] = m.from
      moves.append(m)
    }
    return (moves, bySource)
  }
}
