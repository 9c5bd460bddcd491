// SPDX-License-Identifier: MIT
import Foundation

/// One process-wide lock around everything that reaches Cairo's font machinery: shaping and
/// measuring text with Pango, drawing glyphs, replaying recorded glyphs (ink measurement, SVG
/// output), drawing SVG images (librsvg draws their text with Pango and Cairo). The backends
/// take it; it is declared here, below them all, so that each can.
///
/// Cairo 1.16 (Debian 12) is not safe here when several threads do it at once, whatever objects
/// each owns: its FreeType back end closes an open face (at most ten are kept open) while another
/// thread is loading a glyph from it (a crash in `_cairo_ft_scaled_glyph_init`), and its shared
/// glyph caches deadlock when fonts at many sizes are drawn in parallel. Both reproduce in a few
/// seconds with eight threads drawing text in twenty families; neither does under this lock.
/// Everything else a frame draws (shapes, images, blurs) still runs in parallel.
///
/// Recursive: a drawing that holds it may draw text, which takes it again.
package enum FontLock {
  private static let lock = NSRecursiveLock()

  /// Runs `body` holding the lock and returns its result.
  package static func run<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
