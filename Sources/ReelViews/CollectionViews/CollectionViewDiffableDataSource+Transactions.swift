// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// What a reordering changed, as a whole and section by section.
extension CollectionViewDiffableDataSource.NSDiffableDataSourceTransaction {
  /// The change from the initial items to the final ones, every section's in order. Mirrors
  /// `difference`.
  public var difference: CollectionDifference<ItemIdentifierType> {
    finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
  }

  /// The change in each section of the final snapshot, in order. Mirrors
  /// `sectionTransactions`.
  public var sectionTransactions:
    [CollectionViewDiffableDataSource.NSDiffableDataSourceSectionTransaction]
  {
    finalSnapshot.sectionIdentifiers.map { section in
      let before =
        initialSnapshot.sectionIdentifiers.contains(section)
        ? initialSnapshot.itemIdentifiers(inSection: section) : []
      return .init(
        sectionIdentifier: section, before: before,
        after: finalSnapshot.itemIdentifiers(inSection: section))
    }
  }
}

extension CollectionViewDiffableDataSource {
  /// What a reordering changed in one section. Mirrors
  /// `NSDiffableDataSourceSectionTransaction`.
  public struct NSDiffableDataSourceSectionTransaction {
    /// The section. Mirrors `sectionIdentifier`.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before. Mirrors `initialSnapshot`.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after. Mirrors `finalSnapshot`.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the items before to those after. Mirrors `difference`.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(
      sectionIdentifier: SectionIdentifierType, before: [ItemIdentifierType],
      after: [ItemIdentifierType]
    ) {
      self.sectionIdentifier = sectionIdentifier
      var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      initial.append(before)
      var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      final.append(after)
      initialSnapshot = initial
      finalSnapshot = final
      difference = after.difference(from: before)
    }
  }
}
