// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelLayout

func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

@Suite struct BatchUpdatePlanTests {
  @Test func insertShiftsLaterItems() throws {
    var u = BatchUpdates()
    u.insertItems(at: [ip(1)])
    let plan = try BatchUpdatePlan(oldItemCounts: [3], updates: u)
    #expect(plan.newItemCounts == [4])
    #expect(plan.itemNewToOld[0] == [ip(0), nil, ip(1), ip(2)])
    #expect(plan.updateItems.map(\.updateAction) == [.insert])
  }

  @Test func deletesUseOldPathsAndInsertsNewOnes() throws {
    // Delete old 0 and insert new 0 in the same batch: not a no-op.
    var u = BatchUpdates()
    u.deleteItems(at: [ip(0)])
    u.insertItems(at: [ip(0)])
    let plan = try BatchUpdatePlan(oldItemCounts: [3], updates: u)
    #expect(plan.itemNewToOld[0] == [nil, ip(1), ip(2)])
    #expect(plan.itemOldToNew[0] == [nil, ip(1), ip(2)])
  }

  @Test func moveMapsOldToNewAndShiftsTheRest() throws {
    var u = BatchUpdates()
    u.moveItem(at: ip(0), to: ip(5))
    let plan = try BatchUpdatePlan(oldItemCounts: [9], updates: u)
    #expect(
      plan.itemNewToOld[0] == [ip(1), ip(2), ip(3), ip(4), ip(5), ip(0), ip(6), ip(7), ip(8)])
    #expect(
      plan.updateItems == [CollectionViewUpdateItem(before: ip(0), after: ip(5), action: .move)])
  }

  @Test func reloadIsADeletePlusAnInsertAtTheShiftedPlace() throws {
    var u = BatchUpdates()
    u.reloadItems(at: [ip(2)])
    u.deleteItems(at: [ip(0)])
    let plan = try BatchUpdatePlan(oldItemCounts: [4], updates: u)
    #expect(plan.reloadedItems == [ip(2): ip(1)])
    #expect(plan.itemNewToOld[0] == [ip(1), nil, ip(3)])
    #expect(plan.updateItems.map(\.updateAction) == [.delete, .reload])
  }

  @Test func sectionOperationsCarryNSNotFound() throws {
    var u = BatchUpdates()
    u.deleteSections([0])
    u.insertSections([1], itemCount: 2)
    let plan = try BatchUpdatePlan(oldItemCounts: [3, 4], updates: u)
    #expect(plan.newItemCounts == [4, 2])
    #expect(plan.sectionNewToOld == [1, nil])
    #expect(plan.updateItems.first?.indexPathBeforeUpdate == IndexPath(indexes: [0, NSNotFound]))
    #expect(plan.updateItems.allSatisfy { $0.isSectionOperation })
  }

  @Test func itemOperationsInsideDeletedOrInsertedSectionsAreDropped() throws {
    var u = BatchUpdates()
    u.deleteSections([0])
    u.deleteItems(at: [ip(1, 0)])
    u.insertSections([1], itemCount: 1)
    u.insertItems(at: [ip(0, 1)])
    let plan = try BatchUpdatePlan(oldItemCounts: [3, 1], updates: u)
    #expect(plan.newItemCounts == [1, 1])
  }

  @Test func sectionMovesCarryTheirItems() throws {
    var u = BatchUpdates()
    u.moveSection(0, toSection: 2)
    let plan = try BatchUpdatePlan(oldItemCounts: [1, 2, 3], updates: u)
    #expect(plan.newItemCounts == [2, 3, 1])
    #expect(plan.itemNewToOld[2] == [ip(0, 0)])
  }

  @Test func randomBatchesMatchANaiveArrayModel() throws {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<600 {
      let n = Int.random(in: 0...7, using: &rng)
      var sources = Array(0..<n).shuffled(using: &rng)
      let deletes = Array(sources.prefix(Int.random(in: 0...n, using: &rng)))
      sources.removeFirst(deletes.count)
      let moveCount = Int.random(in: 0...sources.count, using: &rng)
      let moveSources = Array(sources.prefix(moveCount))
      let insertCount = Int.random(in: 0...3, using: &rng)
      let newCount = n - deletes.count + insertCount
      let destinations = Array(
        Array(0..<newCount).shuffled(using: &rng).prefix(insertCount + moveCount))
      let inserts = Array(destinations.prefix(insertCount))
      let moveDestinations = Array(destinations.dropFirst(insertCount))
      var u = BatchUpdates()
      u.deleteItems(at: deletes.map { ip($0) })
      u.insertItems(at: inserts.map { ip($0) })
      for (from, to) in zip(moveSources, moveDestinations) { u.moveItem(at: ip(from), to: ip(to)) }
      let plan = try BatchUpdatePlan(oldItemCounts: [n], updates: u)

      // Naive model: remove deleted and moved items (descending), then place inserts and moves
      // (ascending).
      var array: [Int?] = Array(0..<n)
      for i in (deletes + moveSources).sorted(by: >) { array.remove(at: i) }
      let placed =
        (inserts.map { ($0, Int?.none) }
        + zip(moveDestinations, moveSources).map { ($0, Int?.some($1)) }).sorted { $0.0 < $1.0 }
      for (at, value) in placed { array.insert(value, at: at) }
      #expect(
        plan.itemNewToOld[0].map { $0?.item } == array,
        """
        n=\(n) delete \(deletes) insert \(inserts) move \
        \(Array(zip(moveSources, moveDestinations)))
        """
      )
    }
  }
}

@Suite struct UpdatedIndexPathsTests {
  @Test func updateItemsAreSortedByAction() throws {
    var u = BatchUpdates()
    u.insertItems(at: [ip(0)])
    u.deleteItems(at: [ip(2)])
    u.reloadItems(at: [ip(3)])
    u.moveItem(at: ip(4), to: ip(1))
    u.deleteSections([1])
    let plan = try BatchUpdatePlan(oldItemCounts: [6, 2], updates: u)
    let updated = UpdatedIndexPaths(plan.updateItems)
    #expect(updated.inserted == [ip(0)])
    #expect(updated.deleted == [ip(2)])  // the section delete is not an item
    #expect(updated.moved == [ip(4): ip(1)])
    #expect(
      updated.reloaded.count == 1 && updated.reloadedBefore(updated.reloaded[ip(3)]!) == ip(3))
  }
}
