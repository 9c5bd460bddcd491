// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

extension CollectionViewDiffableDataSource {
  /// What reordering asks and tells. Mirrors
  /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
  public struct ReorderingHandlers {
    /// Whether an item may be moved; nil allows none (as UIKit). Mirrors `canReorderItem`.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Before a move is applied, with the change. Mirrors `willReorder`.
    public var willReorder: ((NSDiffableDataSourceTransaction) -> Void)?
    /// After a move is applied, with the change. Mirrors `didReorder`.
    public var didReorder: ((NSDiffableDataSourceTransaction) -> Void)?
    /// No handlers.
    public init() {}
  }

  /// What expanding and collapsing an outline asks and tells. Mirrors
  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  public struct SectionSnapshotHandlers {
    /// Whether an item may expand. Mirrors `shouldExpandItem`.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Before an item expands. Mirrors `willExpandItem`.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether an item may collapse. Mirrors `shouldCollapseItem`.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Before an item collapses. Mirrors `willCollapseItem`.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// No handlers.
    public init() {}
  }

  /// A reorder's before and after. Mirrors `NSDiffableDataSourceTransaction`.
  public struct NSDiffableDataSourceTransaction {
    /// The identifiers before the move. Mirrors `initialSnapshot`.
    public let initialSnapshot: Snapshot
    /// The identifiers after it. Mirrors `finalSnapshot`.
    public let finalSnapshot: Snapshot
  }

  /// Makes section `section` show `snapshot`'s visible items (the children of collapsed items
  /// hidden), appending the section when it is new; the rest stays. Mirrors
  /// `apply(_:to:animatingDifferences:completion:)`.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil, file: String = #fileID, line: Int = #line
  ) {
    if let problem = snapshot.invalidOperation, let collectionView {
      CollectionViewCells.of(collectionView).report(problem.description, file: file, line: line)
      completion?()
      return
    }
    var whole = current
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    apply(
      whole, animatingDifferences: animatingDifferences, completion: completion, file: file,
      line: line)
  }

  /// The section snapshot last applied to `section` (or one of its items, flat, when the section
  /// came from a whole snapshot). Mirrors `snapshot(for:)`.
  public func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let kept = sectionSnapshots[section] { return kept }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }
}
