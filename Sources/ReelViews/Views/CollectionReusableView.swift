// SPDX-License-Identifier: MIT
import Foundation

/// `UICollectionReusableView`: a view a collection view shows for an element (a header, a
/// footer, a decoration) and reuses. Part 15 adds registration and dequeuing; here it is the view.
@MainActor
open class CollectionReusableView: View {
  /// The identifier the view was registered with; nil for a view made directly.
  public internal(set) var reuseIdentifier: String?

  /// Called before the view is handed out again; override to reset state (call `super`).
  open func prepareForReuse() {}
}
