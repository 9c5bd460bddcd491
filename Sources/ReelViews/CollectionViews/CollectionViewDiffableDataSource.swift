// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A data source driven by snapshots of identifiers: applying one computes the inserts, deletes
/// and moves from the identifiers (`IdentifierDiff`) and runs them as one batch update on the
/// collection view; cells come from the cell provider, given each item's identifier. It becomes
/// the collection view's data source when made. Mirrors `UIKit.UICollectionViewDiffableDataSource`.
///
/// ## Differences from UIKit
/// Reel plays code in virtual time: an apply happens at once, animated on the scene's timeline
/// when a host plays the code over time (`CollectionViewCells.updateDriver`), and its completion
/// runs right after. An invalid snapshot or update is recorded as a `CodeProblem` (UIKit raises)
/// and the apply is skipped.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewCellDataSource {
  /// Mirrors `UICollectionViewDiffableDataSource.CellProvider`.
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) ->
    CollectionViewCell?
  /// Mirrors `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) ->
    CollectionReusableView?
  /// A snapshot of this data source's identifiers.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// Gives the supplementary views; nil gives none. Mirrors `supplementaryViewProvider`.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// What reordering asks and tells (kept; interactive reordering calls them). Mirrors
  /// `reorderingHandlers`.
  public var reorderingHandlers = ReorderingHandlers()
  /// What expanding and collapsing asks and tells (kept; outline taps call them). Mirrors
  /// `sectionSnapshotHandlers`.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers()

  /// The collection view, weakly (it holds its data source weakly too: keep this object).
  public private(set) weak var collectionView: CollectionView?
  let cellProvider: CellProvider
  /// The identifiers as last applied.
  var current = Snapshot()
  /// Section snapshots applied per section.
  var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
  /// The collection view's ids for identifiers, and back (stable for the data source's life).
  var itemIDs: [ItemIdentifierType: String] = [:]
  var items: [String: ItemIdentifierType] = [:]
  var sectionIDs: [SectionIdentifierType: String] = [:]
  /// Item counts per section as last applied, for layouts asking from any thread.
  nonisolated(unsafe) var counts: [Int] = []

  /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the
  /// collection view's `dataSource`. Mirrors `init(collectionView:cellProvider:)`.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
    collectionView.needsDataReload = false  // its snapshots set the data
    CollectionViewCells.of(collectionView).cellMaker = { [weak self] id, indexPath in
      guard let self, let collectionView = self.collectionView, let item = self.items[id]
      else { return nil }
      return self.cellProvider(collectionView, indexPath, item)
    }
  }

  /// A copy of the identifiers as last applied. Mirrors `snapshot()`.
  public func snapshot() -> Snapshot { current }

  /// Makes the collection view show `snapshot`'s identifiers: one batch update, animated when
  /// `animatingDifferences` and a host plays the code over time; then `completion`. Mirrors
  /// `apply(_:animatingDifferences:completion:)`.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
    file: String = #fileID, line: Int = #line
  ) {
    defer { completion?() }
    guard let collectionView else { return }
    let cells = CollectionViewCells.of(collectionView)
    if let problem = snapshot.invalidOperation {
      cells.report(problem.description, file: file, line: line)
      return
    }
    let target = snapshot.sectionIdentifiers.map { section in
      (id: sectionID(section), items: snapshot.itemIdentifiers(inSection: section).map(itemID))
    }
    let now = collectionView.sections.map { (id: $0.id, items: $0.items.map(\.id)) }
    let reloading = snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers
    let updates = IdentifierDiff(from: now, to: target).batchUpdates(
      reloading: Set(reloading.map(itemID)))
    let previous = (current, counts)
    current = snapshot
    counts = target.map(\.items.count)
    for id in Set(reloading.map(itemID)) { cells.cells[id] = nil }
    do {
      try cells.play(updates, animated: animatingDifferences)
    } catch {
      (current, counts) = previous
      cells.report("\(error)", file: file, line: line)
    }
  }

  /// Shows `snapshot` without animation, as `reloadData()` after changing the data. Mirrors
  /// `applySnapshotUsingReloadData(_:completion:)`.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The identifier of the item at `indexPath`, nil if none. Mirrors `itemIdentifier(for:)`.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, let id = collectionView?.item(at: indexPath)?.id else {
      return nil
    }
    return items[id]
  }

  /// Where the item `identifier` is, nil if it is not shown. Mirrors `indexPath(for:)`.
  public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    guard let id = itemIDs[identifier], let sections = collectionView?.sections else { return nil }
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(where: { $0.id == id }) {
        return IndexPath(item: i, section: s)
      }
    }
    return nil
  }

  /// The identifier of section `index`, nil if none. Mirrors `sectionIdentifier(for:)`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of the section `identifier`, nil if none. Mirrors `index(for:)`.
  public func index(for identifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(identifier)
  }

  // MARK: - CollectionViewCellDataSource

  /// The sections as last applied.
  nonisolated public func numberOfSections(in collectionView: CollectionView) -> Int {
    counts.count
  }

  /// The items of `section` as last applied.
  nonisolated public func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cell provider's cell for the item (a plain cell when it gives none).
  public func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    guard let item = itemIdentifier(for: indexPath) else { return CollectionViewCell(frame: .zero) }
    return cellProvider(collectionView, indexPath, item) ?? CollectionViewCell(frame: .zero)
  }

  /// The supplementary provider's view (a plain view when there is none).
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? CollectionReusableView(frame: .zero)
  }

  /// The collection view's id for an item identifier: a serial number the first time it is met.
  func itemID(_ identifier: ItemIdentifierType) -> String {
    if let id = itemIDs[identifier] { return id }
    let id = "d\(itemIDs.count)"
    itemIDs[identifier] = id
    items[id] = identifier
    return id
  }

  /// The collection view's id for a section identifier.
  func sectionID(_ identifier: SectionIdentifierType) -> String {
    if let id = sectionIDs[identifier] { return id }
    let id = "ds\(sectionIDs.count)"
    sectionIDs[identifier] = id
    return id
  }
}
