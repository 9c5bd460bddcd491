// SPDX-License-Identifier: MIT

/// A value kept once in memory and shared by its copies until one of them changes it
/// (copy-on-write), as Swift's arrays and strings are.
///
/// A large struct written `@Indirect` costs one reference where it is stored: a million items
/// that share one style hold one copy of it, not a million. Reading is one indirection; writing
/// to a shared value copies it first, so copies never see each other's changes.
@propertyWrapper
public struct Indirect<Value: Sendable>: Sendable {
  /// Mutated only while uniquely referenced, so sharing it across threads is safe.
  private final class Box: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  /// Stores `wrappedValue` in a box of its own.
  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  /// The value; setting it copies the box first if another copy shares it.
  public var wrappedValue: Value {
    get { box.value }
    set {
      if isKnownUniquelyReferenced(&box) {
        box.value = newValue
      } else {
        box = Box(newValue)
      }
    }
  }

  /// Whether `other` is a copy of this value that neither has changed since (the same storage):
  /// a constant-time test that implies equal values. Different storage says nothing either way.
  public func sharesStorage(with other: Indirect<Value>) -> Bool {
    box === other.box
  }
}
