// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// An item a step names: by index path (now) or by identifier.
public enum ItemReference: Sendable, Hashable, CustomStringConvertible {
  case indexPath(IndexPath)
  case id(String)

  public var description: String {
    switch self {
    case .indexPath(let path): "[\(path.section), \(path.item)]"
    case .id(let id): "'\(id)'"
    }
  }
}

/// A `swipe:` step: a finger swiping a list row open toward one edge, to reveal its actions, all
/// the way (a full swipe performs the first action: a destructive one deletes the row), or
/// closing it again.
public struct SwipeSpec: Sendable {
  /// How far the row goes.
  public enum Target: String, Sendable, CaseIterable {
    /// Open just far enough to show every action.
    case revealed
    /// Across the whole row: performs the first action.
    case full
    case closed
  }

  public var item: ItemReference
  /// `leading` or `trailing` (whose actions show); default trailing.
  public var edge: String = "trailing"
  public var target: Target = .revealed
}

/// An `expand:` or `collapse:` step: outline items (items with `children`) opened or closed, as
/// applying an `NSDiffableDataSourceSectionSnapshot` with those items expanded or collapsed.
public struct OutlineSpec: Sendable {
  public var expand: Bool
  public var ids: [String]
}
