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

@Suite struct BatchUpdateValidationTests {
  func failure(_ counts: [Int], newCounts: [Int]? = nil, _ build: (inout BatchUpdates) -> Void)
    -> BatchUpdateError?
  {
    var u = BatchUpdates()
    build(&u)
    do {
      _ = try BatchUpdatePlan(oldItemCounts: counts, updates: u, newItemCounts: newCounts)
      return nil
    } catch { return error }
  }

  @Test func itemCountInvariantUsesUIKitsWordingWithTwoSpaces() {
    let error = failure([3], newCounts: [5]) { $0.insertItems(at: [ip(0)]) }
    #expect(
      error
        == .invalidNumberOfItems(
          section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
    #expect(
      error?.description
        == """
        Invalid update: invalid number of items in section 0.  The number of items contained in \
        an existing section after the update (5) must be equal to the number of items contained \
        in that section before the update (3), plus or minus the number of items inserted or \
        deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items \
        moved into or out of that section (0 moved in, 0 moved out).
        """
    )
  }

  @Test func sectionCountInvariant() {
    let error = failure([3], newCounts: [3, 1]) { _ in }
    #expect(
      error?.description
        == """
        Invalid update: invalid number of sections.  The number of sections contained in the \
        collection view after the update (2) must be equal to the number of sections contained \
        in the collection view before the update (1), plus or minus the number of sections \
        inserted or deleted (0 inserted, 0 deleted).
        """
    )
  }

  @Test(
    arguments: [
      (1, "attempt to delete item 5 from section 0 which only contains 3 items before the update"),
      (
        2,
        "attempt to delete item 0 from section 4, but there are only 1 sections before the update"
      ),
      (3, "attempt to delete section 2, but there are only 1 sections before the update"),
      (
        4,
        """
        attempt to insert item 9 into section 0, but there are only 4 items in section 0 after \
        the update
        """
      ),
      (
        5, "attempt to insert item 0 into section 3, but there are only 1 sections after the update"
      ),
      (6, "attempt to insert section 5 but there are only 2 sections after the update"),
      (
        7,
        """
        attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - \
        1})
        """
      ),
      (
        8,
        """
        attempt to perform a delete and a move from the same index path (<NSIndexPath> {length \
        = 2, path = 0 - 1})
        """
      ),
      (
        9,
        """
        attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = \
        2, path = 0 - 2})
        """
      ),
      (10, "attempt to perform a delete and a move from the same section (0)"),
      (11, "attempt to perform an insert and a move to the same section (1)"),
      (12, "cannot move an item from a deleted section (0)"),
      (13, "cannot move an item into a newly inserted section (1)"),
      (14, "attempt to move section 0 to both section 1 and section 2"),
      (15, "attempt to move both section 0 and section 1 to section 2"),
      (
        16,
        """
        attempt to move item at index path <NSIndexPath> {length = 2, path = 0 - 0} to both \
        <NSIndexPath> {length = 2, path = 0 - 1} and <NSIndexPath> {length = 2, path = 0 - 2}
        """
      ),
      (
        17,
        """
        attempt to move both item at index path <NSIndexPath> {length = 2, path = 0 - 0} and \
        <NSIndexPath> {length = 2, path = 0 - 1} to <NSIndexPath> {length = 2, path = 0 - 2}
        """
      ),
      (18, "attempt to reload item 7 from section 0 which only contains 3 items before the update"),
      (
        19,
        "attempt to reload item 0 from section 2, but there are only 1 sections before the update"
      ),
      (20, "attempt to reload section 3, but there are only 1 sections before the update"),
      (21, "attempt to delete and reload the same section (0)"),
      (
        22,
        """
        attempt to perform a reload and a move from the same index path (<NSIndexPath> {length \
        = 2, path = 0 - 1})
        """
      ),
      (
        23,
        """
        attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 5}) to index path \
        (<NSIndexPath> {length = 2, path = 0 - 0}) that does not exist - there are only 3 items \
        in section 0 before the update
        """
      ),
      (
        24,
        """
        attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path \
        (<NSIndexPath> {length = 2, path = 0 - 3}) that does not exist - there are only 3 items \
        in section 0 after the update
        """
      ),
      (
        25,
        """
        attempt to move section 0 to section 4, but there are only 2 sections before the update \
        and 2 sections after the update
        """
      ),
    ] as [(Int, String)])
  func rangeAndConflictMessages(_ scenario: Int, _ message: String) {
    let error: BatchUpdateError?
    switch scenario {
    case 1: error = failure([3]) { $0.deleteItems(at: [ip(5)]) }
    case 2: error = failure([3]) { $0.deleteItems(at: [ip(0, 4)]) }
    case 3: error = failure([3]) { $0.deleteSections([2]) }
    case 4: error = failure([3]) { $0.insertItems(at: [ip(9)]) }
    case 5: error = failure([3]) { $0.insertItems(at: [ip(0, 3)]) }
    case 6: error = failure([3]) { $0.insertSections([5]) }
    case 7:
      error = failure([3]) {
        $0.deleteItems(at: [ip(1)])
        $0.reloadItems(at: [ip(1)])
      }
    case 8:
      error = failure([3]) {
        $0.deleteItems(at: [ip(1)])
        $0.moveItem(at: ip(1), to: ip(0))
      }
    case 9:
      error = failure([3]) {
        $0.insertItems(at: [ip(2)])
        $0.moveItem(at: ip(0), to: ip(2))
      }
    case 10:
      error = failure([3, 3]) {
        $0.deleteSections([0])
        $0.moveSection(0, toSection: 0)
      }
    case 11:
      error = failure([3, 3]) {
        $0.insertSections([1])
        $0.moveSection(0, toSection: 1)
      }
    case 12:
      error = failure([3, 3]) {
        $0.deleteSections([0])
        $0.moveItem(at: ip(0, 0), to: ip(0, 0))
      }
    case 13:
      error = failure([3]) {
        $0.insertSections([1], itemCount: 1)
        $0.moveItem(at: ip(0, 0), to: ip(0, 1))
      }
    case 14:
      error = failure([1, 1, 1]) {
        $0.moveSection(0, toSection: 1)
        $0.moveSection(0, toSection: 2)
      }
    case 15:
      error = failure([1, 1, 1]) {
        $0.moveSection(0, toSection: 2)
        $0.moveSection(1, toSection: 2)
      }
    case 16:
      error = failure([3]) {
        $0.moveItem(at: ip(0), to: ip(1))
        $0.moveItem(at: ip(0), to: ip(2))
      }
    case 17:
      error = failure([3]) {
        $0.moveItem(at: ip(0), to: ip(2))
        $0.moveItem(at: ip(1), to: ip(2))
      }
    case 18: error = failure([3]) { $0.reloadItems(at: [ip(7)]) }
    case 19: error = failure([3]) { $0.reloadItems(at: [ip(0, 2)]) }
    case 20: error = failure([3]) { $0.reloadSections([3]) }
    case 21:
      error = failure([3]) {
        $0.deleteSections([0])
        $0.reloadSections([0])
      }
    case 22:
      error = failure([3]) {
        $0.reloadItems(at: [ip(1)])
        $0.moveItem(at: ip(1), to: ip(2))
      }
    case 23: error = failure([3]) { $0.moveItem(at: ip(5), to: ip(0)) }
    case 24: error = failure([3]) { $0.moveItem(at: ip(0), to: ip(3)) }
    default: error = failure([3, 1]) { $0.moveSection(0, toSection: 4) }
    }
    #expect(error?.description == message)
  }

  @Test func exactDuplicateMovesAreIgnored() {
    #expect(
      failure([3]) {
        $0.moveItem(at: ip(0), to: ip(2))
        $0.moveItem(at: ip(0), to: ip(2))
      } == nil)
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
