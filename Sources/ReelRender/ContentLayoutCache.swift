// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// Content laid out once per content, size, direction and scale (`ContentTree.layout`), for
/// every frame and thread that draws it: a solver run costs far more than a lookup, and most
/// elements keep their content and size for many frames. Safe from any thread; holds at most
/// `capacity` layouts (it starts afresh when full), so memory stays bounded. A layout is a pure
/// function of its key, so what the cache holds never changes what is drawn.
package final class ContentLayoutCache: @unchecked Sendable {
  private struct Key: Hashable {
    var views: [ContentView]
    var size: CGSize
    var direction: UserInterfaceLayoutDirection
    var scale: CGFloat
  }

  /// The most layouts kept.
  package let capacity: Int
  private let measurer: any TextMeasuring
  private let lock = NSLock()
  private var layouts: [Key: [PlacedView]] = [:]

  /// A cache measuring text with `measurer` (which must be safe to use from any thread).
  package init(measurer: any TextMeasuring, capacity: Int = 4096) {
    self.measurer = measurer
    self.capacity = max(capacity, 1)
  }

  /// `ContentTree.layout(views, size:, direction:, scale:, measurer:)`, remembered.
  package func layout(
    _ views: [ContentView], size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
    scale: CGFloat = 1
  ) -> [PlacedView] {
    let key = Key(views: views, size: size, direction: direction, scale: scale)
    if let known = lock.withLock({ layouts[key] }) { return known }
    let placed = ContentTree.layout(
      views, size: size, direction: direction, scale: scale, measurer: measurer)
    lock.withLock {
      if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
      layouts[key] = placed
    }
    return placed
  }
}
