// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// The random numbers of a view controller's code: in a scene, the scene's sequence
/// (`SceneClock.nextRandom()`: the same in every scene and on every run); outside one, the
/// system's. What `Int.random(in:)`, `shuffled()` and the other calls without a generator use in
/// a ported file.
public struct SceneRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var system = SystemRandomNumberGenerator()

  /// A generator.
  public init() {}

  /// The next 64 random bits.
  public mutating func next() -> UInt64 { SceneClock.shared.nextRandom() ?? system.next() }
}

// MARK: - The standard library's random calls without a generator, on the scene's sequence
// Declared here over the standard library's, as `DispatchQueue` is over Dispatch's.

extension FixedWidthInteger {
  /// A random value in `range` (not empty), from the scene's sequence in a scene.
  public static func random(in range: Range<Self>) -> Self {
    var generator = SceneRandomNumberGenerator()
    return random(in: range, using: &generator)
  }

  /// A random value in `range`, from the scene's sequence in a scene.
  public static func random(in range: ClosedRange<Self>) -> Self {
    var generator = SceneRandomNumberGenerator()
    return random(in: range, using: &generator)
  }
}

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
  /// A random value in `range` (not empty, finite), from the scene's sequence in a scene.
  public static func random(in range: Range<Self>) -> Self {
    var generator = SceneRandomNumberGenerator()
    return random(in: range, using: &generator)
  }

  /// A random value in `range` (finite), from the scene's sequence in a scene.
  public static func random(in range: ClosedRange<Self>) -> Self {
    var generator = SceneRandomNumberGenerator()
    return random(in: range, using: &generator)
  }
}

extension Bool {
  /// A random Boolean, from the scene's sequence in a scene.
  public static func random() -> Bool {
    var generator = SceneRandomNumberGenerator()
    return random(using: &generator)
  }
}

extension Sequence {
  /// The elements in a random order, from the scene's sequence in a scene.
  public func shuffled() -> [Element] {
    var generator = SceneRandomNumberGenerator()
    return shuffled(using: &generator)
  }
}

extension MutableCollection where Self: RandomAccessCollection {
  /// Puts the elements in a random order, from the scene's sequence in a scene.
  public mutating func shuffle() {
    var generator = SceneRandomNumberGenerator()
    shuffle(using: &generator)
  }
}

extension Collection {
  /// A random element (nil when empty), from the scene's sequence in a scene.
  public func randomElement() -> Element? {
    var generator = SceneRandomNumberGenerator()
    return randomElement(using: &generator)
  }
}

extension UUID {
  /// A random (version 4) UUID: from the scene's sequence in a scene, else the system's.
  public init() {
    var generator = SceneRandomNumberGenerator()
    var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
