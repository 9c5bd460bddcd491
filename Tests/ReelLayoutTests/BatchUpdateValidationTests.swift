// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelLayout

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
    let error = scenario <= 12 ? rangeFailure(scenario) : conflictFailure(scenario)
    #expect(error?.description == message)
  }

  /// Scenarios 1–12: operations out of range, and conflicts of inserts and deletes.
  func rangeFailure(_ scenario: Int) -> BatchUpdateError? {
    switch scenario {
    case 1: return failure([3]) { $0.deleteItems(at: [ip(5)]) }
    case 2: return failure([3]) { $0.deleteItems(at: [ip(0, 4)]) }
    case 3: return failure([3]) { $0.deleteSections([2]) }
    case 4: return failure([3]) { $0.insertItems(at: [ip(9)]) }
    case 5: return failure([3]) { $0.insertItems(at: [ip(0, 3)]) }
    case 6: return failure([3]) { $0.insertSections([5]) }
    case 7:
      return failure([3]) {
        $0.deleteItems(at: [ip(1)])
        $0.reloadItems(at: [ip(1)])
      }
    case 8:
      return failure([3]) {
        $0.deleteItems(at: [ip(1)])
        $0.moveItem(at: ip(1), to: ip(0))
      }
    case 9:
      return failure([3]) {
        $0.insertItems(at: [ip(2)])
        $0.moveItem(at: ip(0), to: ip(2))
      }
    case 10:
      return failure([3, 3]) {
        $0.deleteSections([0])
        $0.moveSection(0, toSection: 0)
      }
    case 11:
      return failure([3, 3]) {
        $0.insertSections([1])
        $0.moveSection(0, toSection: 1)
      }
    case 12:
      return failure([3, 3]) {
        $0.deleteSections([0])
        $0.moveItem(at: ip(0, 0), to: ip(0, 0))
      }
    default: return nil
    }
  }

  /// Scenarios 13–25: conflicting moves and reloads.
  func conflictFailure(_ scenario: Int) -> BatchUpdateError? {
    switch scenario {
    case 13:
      return failure([3]) {
        $0.insertSections([1], itemCount: 1)
        $0.moveItem(at: ip(0, 0), to: ip(0, 1))
      }
    case 14:
      return failure([1, 1, 1]) {
        $0.moveSection(0, toSection: 1)
        $0.moveSection(0, toSection: 2)
      }
    case 15:
      return failure([1, 1, 1]) {
        $0.moveSection(0, toSection: 2)
        $0.moveSection(1, toSection: 2)
      }
    case 16:
      return failure([3]) {
        $0.moveItem(at: ip(0), to: ip(1))
        $0.moveItem(at: ip(0), to: ip(2))
      }
    case 17:
      return failure([3]) {
        $0.moveItem(at: ip(0), to: ip(2))
        $0.moveItem(at: ip(1), to: ip(2))
      }
    case 18: return failure([3]) { $0.reloadItems(at: [ip(7)]) }
    case 19: return failure([3]) { $0.reloadItems(at: [ip(0, 2)]) }
    case 20: return failure([3]) { $0.reloadSections([3]) }
    case 21:
      return failure([3]) {
        $0.deleteSections([0])
        $0.reloadSections([0])
      }
    case 22:
      return failure([3]) {
        $0.reloadItems(at: [ip(1)])
        $0.moveItem(at: ip(1), to: ip(2))
      }
    case 23: return failure([3]) { $0.moveItem(at: ip(5), to: ip(0)) }
    case 24: return failure([3]) { $0.moveItem(at: ip(0), to: ip(3)) }
    default: return failure([3, 1]) { $0.moveSection(0, toSection: 4) }
    }
  }

  @Test func exactDuplicateMovesAreIgnored() {
    #expect(
      failure([3]) {
        $0.moveItem(at: ip(0), to: ip(2))
        $0.moveItem(at: ip(0), to: ip(2))
      } == nil)
  }
}
