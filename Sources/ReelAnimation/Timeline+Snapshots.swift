// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

extension Timeline {
  /// Applies a diffable data source snapshot at `time`: the inserts, deletes and moves come from
  /// the identifiers (`IdentifierDiff`), as `apply(_:animatingDifferences:)` computes them, and run
  /// as one batch update with `timing` (at once when `animatingDifferences` is false). Identifiers
  /// become the collection view's section and item ids by their description (`"\(id)"`), so
  /// distinct identifiers must describe themselves distinctly. Reloaded and reconfigured items get
  /// new cells. Mirrors `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)`.
  /// - Throws: the snapshot's `invalidOperation` (UIKit's words), or `BatchUpdateError`.
  @discardableResult
  public func apply<SectionID, ItemID>(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>,
    animatingDifferences: Bool = true, at time: Double, timing: AnimationTiming = .default
  ) throws -> UpdateTransaction {
    if let problem = snapshot.invalidOperation { throw problem }
    let target = snapshot.describedSections
    let current = collectionView.sections.map { (id: $0.id, items: $0.items.map(\.id)) }
    let reloading = snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers
    let updates = IdentifierDiff(from: current, to: target).batchUpdates(
      reloading: Set(reloading.map { "\($0)" }))
    return try apply(updates, at: time, timing: animatingDifferences ? timing : .immediate)
  }
}
