// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// Content laid out once per content, size, direction and scale (`ContentTree.layout`), for
/// every frame and thread that draws it: a solver run costs far more than a lookup, and most
/// elements keep their content and size for many frames. Safe from any thread; holds at most
/// `capacity` layouts and `viewCapacity` placed views in all (it starts afresh when either is
/// full: an element may hold 1,000 views), so memory stays bounded. A layout is a pure function
/// of its key, so what the cache holds never changes what is drawn.
package final class ContentLayoutCache: @unchecked Sendable {
  private struct Key: Hashable {
    var views: [ContentView]
    var size: CGSize
    var direction: UserInterfaceLayoutDirection
    var scale: CGFloat
  }

  /// The most layouts kept.
  package let capacity: Int
  /// The most placed views kept, over all layouts.
  package let viewCapacity: Int
  private let measurer: any TextMeasuring
  private let lock = NSLock()
  private var layouts: [Key: [PlacedView]] = [:]
  private var heldViews = 0

  /// A cache measuring text with `measurer` (which must be safe to use from any thread).
  package init(measurer: any TextMeasuring, capacity: Int = 4096, viewCapacity: Int = 65_536) {
    self.measurer = measurer
    self.capacity = max(capacity, 1)
    self.viewCapacity = max(viewCapacity, 1)
  }

  /// The layouts and placed views held now.
  package var held: (layouts: Int, views: Int) { lock.withLock { (layouts.count, heldViews) } }

  /// `ContentTree.layout(views, size:, direction:, scale:, measurer:)`, remembered.
  package func layout(
    _ views: [ContentView], size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
    scale: CGFloat = 1
  ) -> [PlacedView] {
    let key = Key(views: views, size: size, direction: direction, scale: scale)
    if let known = lock.withLock({ layouts[key] }) { return known }
    let placed = ContentTree.layout(
      views, size: size, direction: direction, scale: scale, measurer: measurer)
    let size = Self.count(placed)
    lock.withLock {
      if layouts.count >= capacity || heldViews + size > viewCapacity {
        layouts.removeAll(keepingCapacity: true)
        heldViews = 0
      }
      guard layouts[key] == nil, size <= viewCapacity else { return }
      layouts[key] = placed
      heldViews += size
    }
    return placed
  }

  /// Placed views in `placed`, at every depth.
  private static func count(_ placed: [PlacedView]) -> Int {
    placed.reduce(0) { $0 + 1 + count($1.subviews) }
  }
}
