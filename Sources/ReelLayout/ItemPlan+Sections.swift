// SPDX-License-Identifier: MIT
import Foundation

extension ItemPlan {
  /// Maps the items of old section `s`, now section `q`: checks the count after the update against
  /// the one the data source gives (`givenCount`) and the inserts and moves against it, then places
  /// the survivors around the inserted and moved-in items.
  mutating func mapSection(
    _ q: Int, from s: Int, oldCount: Int, givenCount: Int?, edits: Edits
  ) throws(BatchUpdateError) {
    let inserts = edits.inserted.filter { $0.section == q }
    let ins = edits.movedIn.filter { $0.key.section == q }
    let outs = edits.movedOut.filter { $0.key.section == s }.count
    let dels = edits.deleted.filter { $0.section == s }.count
    let expected = oldCount - dels + inserts.count + ins.count - outs
    if let givenCount, givenCount != expected {
      throw .invalidNumberOfItems(
        section: q, after: givenCount, before: oldCount, inserted: inserts.count,
        deleted: dels, movedIn: ins.count, movedOut: outs)
    }
    for p in inserts.sorted() where p.item < 0 || p.item >= expected {
      throw .insertItemBeyondItems(item: p.item, section: q, count: expected)
    }
    for (to, from) in ins.sorted(by: { $0.key < $1.key }) where to.item < 0 || to.item >= expected {
      throw .moveItemToBeyondItems(from: from, to: to, count: expected)
    }
    var slots = [BatchUpdatePlan.Slot?](repeating: nil, count: expected)
    for p in inserts { slots[p.item] = .inserted }
    var movedSources: [Int: IndexPath] = [:]
    for (to, from) in ins {
      slots[to.item] = .old(-1 - movedSources.count)
      movedSources[-1 - movedSources.count] = from
    }
    let survivors = (0..<oldCount).filter {
      let p = IndexPath(item: $0, section: s)
      return !edits.deleted.contains(p) && edits.movedOut[p] == nil
    }
    BatchUpdatePlan.fill(&slots, survivors: survivors)
    var column = [IndexPath?](repeating: nil, count: expected)
    for (i, slot) in slots.enumerated() {
      guard case .old(let code)? = slot else { continue }
      let newPath = IndexPath(item: i, section: q)
      let oldPath = code < 0 ? movedSources[code]! : IndexPath(item: code, section: s)
      if edits.reloaded.contains(oldPath) {
        reloaded[oldPath] = newPath
      } else {
        column[i] = oldPath
        oldToNew[oldPath.section][oldPath.item] = newPath
      }
    }
    newCounts.append(expected)
    newToOld.append(column)
  }
}
