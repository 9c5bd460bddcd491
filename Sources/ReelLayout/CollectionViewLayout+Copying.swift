// SPDX-License-Identifier: MIT
import Foundation

extension CollectionViewLayout {
  /// A new, unprepared layout of the same class with the same state (`copy(into:)`: every value
  /// in `parameters`, and what subclasses add), not installed in any collection view; nil when
  /// this class cannot be made (see `makeForCopying()`).
  ///
  /// Reel lays out other moments of an animation (a scroll that re-lays out every frame, a tween
  /// of a parameter) on copies, so frames evaluate in parallel and never disturb the installed
  /// layout; a layout that cannot be copied keeps, at each moment, the attributes it gave when
  /// its data last changed. Like `LayoutAttributes.copy()`, a subclass with state beyond its
  /// `parameters` (a delegate, values passed to its own initializer) overrides `copy(into:)` and
  /// calls super.
  public func copy() -> CollectionViewLayout? {
    guard let made = type(of: self).makeForCopying(), type(of: made) == type(of: self) else {
      return nil
    }
    copy(into: made)
    return made
  }

  /// Lets `copy()` make layouts of exactly `type` with `make` (a new layout with its defaults).
  /// Registering a class again replaces its factory. Thread-safe.
  public static func registerForCopying<T: CollectionViewLayout>(
    _ type: T.Type, make: @escaping @Sendable () -> T
  ) {
    LayoutCopyingFactories.shared.register(ObjectIdentifier(type), make)
  }

  /// `self` made by `make` when it is exactly `type`, else nil: the body of a
  /// `makeForCopying()` override.
  package static func exactly<T: CollectionViewLayout>(
    _ type: T.Type, _ make: () -> T
  ) -> CollectionViewLayout? {
    self == type ? make() : nil
  }
}

/// The factories `registerForCopying(_:make:)` was given, by class.
final class LayoutCopyingFactories: @unchecked Sendable {
  static let shared = LayoutCopyingFactories()
  private let lock = NSLock()
  private var factories: [ObjectIdentifier: @Sendable () -> CollectionViewLayout] = [:]

  func register(_ id: ObjectIdentifier, _ make: @escaping @Sendable () -> CollectionViewLayout) {
    lock.withLock { factories[id] = make }
  }

  /// A new layout of `type` from its factory, or nil.
  func make(_ type: CollectionViewLayout.Type) -> CollectionViewLayout? {
    lock.withLock { factories[ObjectIdentifier(type)] }?()
  }
}
