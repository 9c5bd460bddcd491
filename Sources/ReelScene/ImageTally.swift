// SPDX-License-Identifier: MIT
import Foundation
import Synchronization

/// The distinct image files a scene has read and their pixels in all: every one is kept decoded
/// while frames are drawn, so their sum, not only each one's size, decides the memory a render needs.
final class ImageTally: Sendable {
  private let state = Mutex<(paths: Set<String>, pixels: Int)>(([], 0))

  /// Counts `path` (once, however often the scene names it); returns the pixels of all so far,
  /// saturating instead of overflowing.
  func add(_ path: String, pixels: Int) -> Int {
    state.withLock { state in
      if state.paths.insert(path).inserted {
        let (sum, overflow) = state.pixels.addingReportingOverflow(max(pixels, 0))
        state.pixels = overflow ? Int.max : sum
      }
      return state.pixels
    }
  }
}
