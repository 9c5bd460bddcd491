// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// UIKit's batch updates for code with a data source of its own.
extension CollectionView {
  /// Runs `updates` (inserts, deletes, moves, reloads the data source already reflects) as one
  /// change, animated on the scene's timeline when a host plays the code over time, then
  /// `completion` with whether it was applied. Inside another batch it joins that batch. What
  /// UIKit raises for ("Invalid update: invalid number of items in section 0…") is recorded as
  /// the code's problem at `file`:`line` and changes nothing. Mirrors
  /// `performBatchUpdates(_:completion:)`.
  @preconcurrency @MainActor
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil, file: String = #fileID,
    line: Int = #line
  ) {
    guard !isRecordingUpdates else {
      updates?()
      completion?(true)
      return
    }
    let recorded = recordUpdates { updates?() }
    let applied = CollectionViewCells.of(self).play(
      recorded, animated: true, file: file, line: line)
    completion?(applied)
  }
}
