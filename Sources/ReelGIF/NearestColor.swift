// SPDX-License-Identifier: MIT
import Foundation

/// Nearest-colour search over a palette (squared RGB distance): entries sorted by red, searched
/// outwards from the query's red until the red difference alone exceeds the best distance. Returns
/// exactly what a full scan returns — the nearest entry, the lowest palette index among equals.
struct NearestColor {
  /// (red, green, blue, palette index), sorted by red then index.
  private let entries: [(r: Int32, g: Int32, b: Int32, index: Int32)]

  init(_ palette: [UInt32]) {
    entries = palette.enumerated().map { i, p in
      (Int32(p >> 16 & 0xFF), Int32(p >> 8 & 0xFF), Int32(p & 0xFF), Int32(i))
    }
    .sorted { ($0.r, $0.index) < ($1.r, $1.index) }
  }

  /// The palette index nearest to (r, g, b).
  func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
    guard !entries.isEmpty else { return 0 }
    // First entry with red ≥ r.
    var lo = 0
    var hi = entries.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if entries[mid].r < r { lo = mid + 1 } else { hi = mid }
    }
    var best = Int32.max
    var bestIndex = Int32.max
    func consider(_ e: (r: Int32, g: Int32, b: Int32, index: Int32)) {
      let dr = r - e.r
      let dg = g - e.g
      let db = b - e.b
      let d = dr * dr + dg * dg + db * db
      if d < best || (d == best && e.index < bestIndex) {
        best = d
        bestIndex = e.index
      }
    }
    var up = lo
    var down = lo - 1
    while up < entries.count || down >= 0 {
      var progressed = false
      if up < entries.count {
        let dr = entries[up].r - r
        if dr * dr <= best {
          consider(entries[up])
          up += 1
          progressed = true
        } else {
          up = entries.count
        }
      }
      if down >= 0 {
        let dr = r - entries[down].r
        if dr * dr <= best {
          consider(entries[down])
          down -= 1
          progressed = true
        } else {
          down = -1
        }
      }
      if !progressed { break }
    }
    return Int(bestIndex)
  }
}
