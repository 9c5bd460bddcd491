// SPDX-License-Identifier: MIT
import Foundation

/// The distinct image files a scene has read and their pixels in all: every one is kept decoded
/// while frames are drawn, so their sum, not only each one's size, decides a render's memory.
final class ImageTally: @unchecked Sendable {
  // NSLock rather than Synchronization's Mutex: ThreadSanitizer sees through pthread locks only.
  private let lock = NSLock()
  private var paths: Set<String> = []
  private var pixels = 0

  /// Counts `path` (once, however often the scene names it); returns the pixels of all so far,
  /// saturating instead of overflowing.
  func add(_ path: String, pixels count: Int) -> Int {
    lock.withLock {
      if paths.insert(path).inserted {
        let (sum, overflow) = pixels.addingReportingOverflow(max(count, 0))
        pixels = overflow ? Int.max : sum
      }
      return pixels
    }
  }
}
