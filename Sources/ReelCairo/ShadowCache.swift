// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

/// Blurred shadow masks, shared by every drawing thread: a mask depends only on what casts the
/// shadow and on the linear part of its transformation (not on where it is drawn), so an element
/// that moves without changing — a cell scrolled, a card flung — is blurred once. Bounded: past
/// `budget` pixels the cache is emptied.
final class ShadowCache: @unchecked Sendable {
  static let shared = ShadowCache()

  /// Mask pixels kept at most (one byte each).
  static let budget = 64_000_000

  struct Key: Hashable {
    var style: ItemStyle
    var size: CGSize
    /// The transformation's linear part, mask pixels per point.
    var linear: [Double]
  }

  /// A blurred A8 mask whose pixel (0, 0) sits at `origin` in the element's mask-pixel space.
  final class Mask: @unchecked Sendable {
    let surface: OpaquePointer
    let origin: (x: Double, y: Double)
    init(surface: OpaquePointer, origin: (x: Double, y: Double)) {
      self.surface = surface
      self.origin = origin
    }
    deinit { cairo_surface_destroy(surface) }
  }

  private let lock = NSLock()
  private var masks: [Key: Mask] = [:]
  private var pixels = 0

  /// The cached mask for `key`, or the one `make` builds (kept for next time).
  func mask(_ key: Key, make: () -> Mask?) -> Mask? {
    if let found = lock.withLock({ masks[key] }) { return found }
    guard let made = make() else { return nil }
    let count =
      Int(cairo_image_surface_get_width(made.surface))
      * Int(cairo_image_surface_get_height(made.surface))
    lock.withLock {
      if pixels + count > Self.budget {
        masks.removeAll()
        pixels = 0
      }
      if masks[key] == nil {
        masks[key] = made
        pixels += count
      }
    }
    return made
  }
}
