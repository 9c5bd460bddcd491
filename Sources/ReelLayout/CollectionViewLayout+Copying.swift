// SPDX-License-Identifier: MIT
import Foundation

extension CollectionViewLayout {
  /// A new, unprepared layout of the same class with the same `parameters` values, not installed
  /// in any collection view.
  ///
  /// Reel lays out other moments of an animation (a scroll that re-lays out every frame, a tween
  /// of a parameter) on copies, so frames evaluate in parallel and never disturb the installed
  /// layout. Like `LayoutAttributes.copy()`, a subclass with state beyond its `parameters` (a
  /// delegate, values passed to its own initializer) overrides `copy(into:)` and calls super.
  public func copy() -> CollectionViewLayout {
    type(of: self).init(copying: self)
  }
}
