// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation

/// Images scaled down once to the device size they are drawn at, shared by every drawing thread:
/// a scrolling avatar is resampled from its file's pixels once, not on every frame. Each copy is
/// made from the decoded image with Cairo's GOOD filter, so it depends only on the file and the
/// size (output stays the same at any parallelism). Holds at most `budget` pixels, dropping the
/// copies used least recently.
final class ScaledImageCache: @unchecked Sendable {
  static let shared = ScaledImageCache()

  /// Pixels kept at most (4 bytes each): 32 000 000, 128 MB.
  static let budget = 32_000_000

  private struct Entry {
    let surface: OpaquePointer
    /// The decoded image it was scaled from: a copy of an image decoded again is not reused.
    let source: OpaquePointer
    var lastUse: Int
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var pixels = 0
  private var clock = 0

  /// `source` (the decoded image at `path`) scaled to `width` × `height` pixels, with a reference
  /// the caller owns; nil when the copy cannot be made.
  func surface(_ path: String, source: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0, width * height <= Self.budget / 4 else { return nil }
    let key = "\(width)x\(height)#\(path)"
    lock.lock()
    defer { lock.unlock() }
    clock += 1
    if let entry = entries[key], entry.source == source {
      entries[key]?.lastUse = clock
      return cairo_surface_reference(entry.surface)
    }
    remove(key)
    guard let scaled = Self.scale(source, width: width, height: height) else { return nil }
    entries[key] = Entry(surface: scaled, source: source, lastUse: clock)
    pixels += width * height
    while pixels > Self.budget,
      let (victim, _) = entries.filter({ $0.key != key }).min(by: {
        $0.value.lastUse < $1.value.lastUse
      })
    {
      remove(victim)
    }
    return cairo_surface_reference(scaled)
  }

  /// Drops every copy of the image at `path` (its file changed).
  func forget(_ path: String) {
    lock.withLock {
      for key in entries.keys where key.hasSuffix("#" + path) { remove(key) }
    }
  }

  /// Drops the copy under `key`, if any (under the lock).
  private func remove(_ key: String) {
    guard let entry = entries.removeValue(forKey: key) else { return }
    pixels -=
      Int(cairo_image_surface_get_width(entry.surface))
      * Int(cairo_image_surface_get_height(entry.surface))
    cairo_surface_destroy(entry.surface)
  }

  private static func scale(_ source: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
    guard
      let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(target) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let cr = cairo_create(target)
    defer { cairo_destroy(cr) }
    cairo_scale(
      cr, Double(width) / Double(cairo_image_surface_get_width(source)),
      Double(height) / Double(cairo_image_surface_get_height(source)))
    cairo_set_source_surface(cr, source, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_paint(cr)
    cairo_surface_flush(target)
    return target
  }
}
