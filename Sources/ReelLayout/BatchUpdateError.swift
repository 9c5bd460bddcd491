// SPDX-License-Identifier: MIT
import Foundation

/// An inconsistent batch update, described with UIKit's own exception text (SPEC §2.5).
///
/// Each case keeps the numbers so tests can match the case, not the string. Where UIKit prints an
/// `NSIndexPath` (`%@`), Reel prints `<NSIndexPath> {length = 2, path = S - I}` — UIKit's format
/// without the (meaningless, non-deterministic) object address.
public enum BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidNumberOfItems(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
  case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
  case deleteItemBeyondItems(item: Int, section: Int, count: Int)
  case deleteItemBeyondSections(item: Int, section: Int, sectionCount: Int)
  case deleteSectionBeyondSections(section: Int, sectionCount: Int)
  case reloadItemBeyondItems(item: Int, section: Int, count: Int)
  case reloadItemBeyondSections(item: Int, section: Int, sectionCount: Int)
  case reloadSectionBeyondSections(section: Int, sectionCount: Int)
  case insertItemBeyondItems(item: Int, section: Int, count: Int)
  case insertItemBeyondSections(item: Int, section: Int, sectionCount: Int)
  case insertSectionBeyondSections(section: Int, sectionCount: Int)
  case moveItemFromBeyondItems(from: IndexPath, to: IndexPath, count: Int)
  case moveItemToBeyondItems(from: IndexPath, to: IndexPath, count: Int)
  case moveSectionBeyondSections(from: Int, to: Int, before: Int, after: Int)
  case deleteAndReloadSameIndexPath(IndexPath)
  case deleteAndReloadSameSection(Int)
  case deleteAndMoveSameSection(Int)
  case deleteAndMoveSameIndexPath(IndexPath)
  case reloadAndMoveSameIndexPath(IndexPath)
  case moveFromDeletedSection(Int)
  case insertAndMoveSameSection(Int)
  case insertAndMoveSameIndexPath(IndexPath)
  case moveIntoInsertedSection(Int)
  case moveSectionToTwo(section: Int, first: Int, second: Int)
  case moveItemToTwo(IndexPath, first: IndexPath, second: IndexPath)
  case moveTwoSectionsToOne(first: Int, second: Int, to: Int)
  case moveTwoItemsToOne(first: IndexPath, second: IndexPath, to: IndexPath)

  /// UIKit's `NSIndexPath` description without the address.
  static func path(_ p: IndexPath) -> String {
    "<NSIndexPath> {length = \(p.count), path = \(p.map(String.init).joined(separator: " - "))}"
  }

  public var description: String {
    countMessage ?? removalRangeMessage ?? additionRangeMessage ?? conflictMessage ?? ""
  }

  /// The count invariants: items or sections after = before ± changes.
  private var countMessage: String? {
    switch self {
    case .invalidNumberOfItems(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      return
        """
        Invalid update: invalid number of items in section \(section).  The number of items \
        contained in an existing section after the update (\(after)) must be equal to the \
        number of items contained in that section before the update (\(before)), plus or minus \
        the number of items inserted or deleted from that section (\(inserted) inserted, \
        \(deleted) deleted) and plus or minus the number of items moved into or out of that \
        section (\(movedIn) moved in, \(movedOut) moved out).
        """
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      return
        """
        Invalid update: invalid number of sections.  The number of sections contained in the \
        collection view after the update (\(after)) must be equal to the number of sections \
        contained in the collection view before the update (\(before)), plus or minus the \
        number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).
        """
    default: return nil
    }
  }

  /// A deleted or reloaded index path or section outside the data.
  private var removalRangeMessage: String? {
    switch self {
    case .deleteItemBeyondItems(let item, let section, let count):
      return
        """
        attempt to delete item \(item) from section \(section) which only contains \(count) \
        items before the update
        """
    case .deleteItemBeyondSections(let item, let section, let sectionCount):
      return
        """
        attempt to delete item \(item) from section \(section), but there are only \
        \(sectionCount) sections before the update
        """
    case .deleteSectionBeyondSections(let section, let sectionCount):
      return
        """
        attempt to delete section \(section), but there are only \(sectionCount) sections \
        before the update
        """
    case .reloadItemBeyondItems(let item, let section, let count):
      return
        """
        attempt to reload item \(item) from section \(section) which only contains \(count) \
        items before the update
        """
    case .reloadItemBeyondSections(let item, let section, let sectionCount):
      return
        """
        attempt to reload item \(item) from section \(section), but there are only \
        \(sectionCount) sections before the update
        """
    case .reloadSectionBeyondSections(let section, let sectionCount):
      return
        """
        attempt to reload section \(section), but there are only \(sectionCount) sections \
        before the update
        """
    default: return nil
    }
  }

  /// An inserted or moved index path or section outside the data.
  private var additionRangeMessage: String? {
    let p = Self.path
    switch self {
    case .insertItemBeyondItems(let item, let section, let count):
      return
        """
        attempt to insert item \(item) into section \(section), but there are only \(count) \
        items in section \(section) after the update
        """
    case .insertItemBeyondSections(let item, let section, let sectionCount):
      return
        """
        attempt to insert item \(item) into section \(section), but there are only \
        \(sectionCount) sections after the update
        """
    case .insertSectionBeyondSections(let section, let sectionCount):
      return
        """
        attempt to insert section \(section) but there are only \(sectionCount) sections after \
        the update
        """
    case .moveItemFromBeyondItems(let from, let to, let count):
      return
        """
        attempt to move index path (\(p(from))) to index path (\(p(to))) that does not exist - \
        there are only \(count) items in section \(from.section) before the update
        """
    case .moveItemToBeyondItems(let from, let to, let count):
      return
        """
        attempt to move index path (\(p(from))) to index path (\(p(to))) that does not exist - \
        there are only \(count) items in section \(to.section) after the update
        """
    case .moveSectionBeyondSections(let from, let to, let before, let after):
      return
        """
        attempt to move section \(from) to section \(to), but there are only \(before) sections \
        before the update and \(after) sections after the update
        """
    default: return nil
    }
  }

  /// Two operations on the same item or section.
  private var conflictMessage: String? {
    let p = Self.path
    switch self {
    case .deleteAndReloadSameIndexPath(let path):
      return "attempt to delete and reload the same index path (\(p(path)))"
    case .deleteAndReloadSameSection(let section):
      return "attempt to delete and reload the same section (\(section))"
    case .deleteAndMoveSameSection(let section):
      return "attempt to perform a delete and a move from the same section (\(section))"
    case .deleteAndMoveSameIndexPath(let path):
      return "attempt to perform a delete and a move from the same index path (\(p(path)))"
    case .reloadAndMoveSameIndexPath(let path):
      return "attempt to perform a reload and a move from the same index path (\(p(path)))"
    case .moveFromDeletedSection(let section):
      return "cannot move an item from a deleted section (\(section))"
    case .insertAndMoveSameSection(let section):
      return "attempt to perform an insert and a move to the same section (\(section))"
    case .insertAndMoveSameIndexPath(let path):
      return "attempt to perform an insert and a move to the same index path (\(p(path)))"
    case .moveIntoInsertedSection(let section):
      return "cannot move an item into a newly inserted section (\(section))"
    case .moveSectionToTwo(let section, let first, let second):
      return "attempt to move section \(section) to both section \(first) and section \(second)"
    case .moveItemToTwo(let path, let first, let second):
      return "attempt to move item at index path \(p(path)) to both \(p(first)) and \(p(second))"
    case .moveTwoSectionsToOne(let first, let second, let to):
      return "attempt to move both section \(first) and section \(second) to section \(to)"
    case .moveTwoItemsToOne(let first, let second, let to):
      return "attempt to move both item at index path \(p(first)) and \(p(second)) to \(p(to))"
    default: return nil
    }
  }

}
