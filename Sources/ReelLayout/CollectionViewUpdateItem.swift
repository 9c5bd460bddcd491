// SPDX-License-Identifier: MIT
import Foundation

/// One operation of a batch update as the layout sees it in `prepare(forCollectionViewUpdates:)`.
/// Section operations carry an index path whose item is `NSNotFound` (SPEC §2.3.1).
/// Mirrors `UIKit.UICollectionViewUpdateItem`.
public struct CollectionViewUpdateItem: Hashable, Sendable, CustomStringConvertible {
  /// Mirrors `UICollectionViewUpdateItem.Action` (raw values as UIKit's).
  public enum Action: Int, Sendable {
    case insert = 0
    case delete, reload, move, none
  }

  /// nil for inserts. Mirrors `indexPathBeforeUpdate`.
  public let indexPathBeforeUpdate: IndexPath?
  /// nil for deletes. Mirrors `indexPathAfterUpdate`.
  public let indexPathAfterUpdate: IndexPath?
  /// Mirrors `updateAction`.
  public let updateAction: Action

  public init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
  }

  /// Whether this is a whole-section operation.
  public var isSectionOperation: Bool {
    (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.last == NSNotFound
  }

  /// The index path of a section operation: `[section, NSNotFound]`.
  public static func sectionPath(_ section: Int) -> IndexPath {
    IndexPath(indexes: [section, NSNotFound])
  }

  public var description: String {
    func text(_ p: IndexPath?) -> String {
      guard let p else { return "nil" }
      return p.last == NSNotFound ? "section \(p[0])" : p.shortDescription
    }
    return "\(updateAction) \(text(indexPathBeforeUpdate)) -> \(text(indexPathAfterUpdate))"
  }
}
