// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

/// `LabelText.sizeThatFits` results shared by every thread: shaped layouts belong to one thread
/// (Pango's objects are not thread-safe), but what they measure is a plain size, so a string
/// measured for a width on one thread is not shaped again on another. Bounded: emptied when it
/// holds `limit` sizes.
final class TextMeasurements: @unchecked Sendable {
  static let shared = TextMeasurements()

  /// Sizes kept at most (a few hundred bytes each with their keys).
  static let limit = 65_536

  struct Key: Hashable {
    var text: String
    var properties: TextProperties
    var size: CGSize
    var scale: CGFloat
  }

  private let lock = NSLock()
  private var sizes: [Key: CGSize] = [:]

  /// The size for `key`, measured by `measure` the first time.
  func size(_ key: Key, measure: () -> CGSize) -> CGSize {
    if let known = lock.withLock({ sizes[key] }) { return known }
    let measured = measure()
    lock.withLock {
      if sizes.count >= Self.limit { sizes.removeAll(keepingCapacity: true) }
      sizes[key] = measured
    }
    return measured
  }
}
