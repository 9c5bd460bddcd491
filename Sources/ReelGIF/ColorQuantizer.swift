// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// A palette of at most 256 colours for one frame, and the mapping of pixels to it.
///
/// Frames with at most `limit` distinct colours keep every colour exactly (flat UI colours are never
/// shifted). Otherwise the most common colours — the flat fills that make up most of a UI frame —
/// are kept exactly, and the rest of the palette comes from a weighted median cut of the remaining
/// colours (antialiased edges, text); each pixel then takes its nearest palette colour (no
/// dithering, so edges stay clean and static areas never crawl).
struct ColorQuantizer {
  /// Palette entries, RGB packed as 0xRRGGBB.
  private(set) var palette: [UInt32] = []
  private var lookup: [UInt32: UInt8] = [:]

  /// Builds a palette for `colors` (0xRRGGBB with their pixel counts), using at most `limit` entries.
  init(histogram: [UInt32: Int], limit: Int) {
    if histogram.count <= limit {
      palette = histogram.keys.sorted()
    } else {
      let sorted = histogram.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      let total = sorted.reduce(0) { $0 + $1.value }
      // Flat colours: each covering at least 0.2 % of the pixels, up to half the palette.
      let anchors = sorted.prefix { $0.value * 500 >= total }.prefix(limit / 2).map(\.key)
      let anchorSet = Set(anchors)
      let rest = sorted.filter { !anchorSet.contains($0.key) }
      palette = anchors + Self.medianCut(rest, boxes: limit - anchors.count)
    }
    for (i, c) in palette.enumerated() { lookup[c] = UInt8(i) }
  }

  /// The palette index for a colour: exact when the colour is in the palette, nearest otherwise
  /// (squared distance weighted 2:4:3 for R:G:B, ties to the lower index). Memoised.
  mutating func index(of color: UInt32) -> UInt8 {
    if let hit = lookup[color] { return hit }
    let r = Int(color >> 16 & 0xFF), g = Int(color >> 8 & 0xFF), b = Int(color & 0xFF)
    var best = 0, bestDistance = Int.max
    for (i, p) in palette.enumerated() {
      let dr = r - Int(p >> 16 & 0xFF), dg = g - Int(p >> 8 & 0xFF), db = b - Int(p & 0xFF)
      let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
      if d < bestDistance { bestDistance = d; best = i }
    }
    lookup[color] = UInt8(best)
    return UInt8(best)
  }

  /// Weighted median cut into at most `boxes` colours (each the count-weighted mean of its box).
  static func medianCut(_ colors: [(key: UInt32, value: Int)], boxes: Int) -> [UInt32] {
    guard boxes > 0, !colors.isEmpty else { return [] }
    var queue: [[(key: UInt32, value: Int)]] = [colors]
    func channel(_ c: UInt32, _ k: Int) -> Int { Int(c >> UInt32(16 - 8 * k) & 0xFF) }
    func extent(_ box: [(key: UInt32, value: Int)]) -> (axis: Int, range: Int) {
      var best = (axis: 0, range: -1)
      for k in 0..<3 {
        let values = box.map { channel($0.key, k) }
        let range = values.max()! - values.min()!
        if range > best.range { best = (k, range) }
      }
      return best
    }
    while queue.count < boxes {
      // Split the box with the largest range × weight.
      let scored = queue.enumerated().map { i, box in
        (i, box.count > 1 ? extent(box).range * box.reduce(0) { $0 + $1.value } : -1)
      }
      guard let (target, score) = scored.max(by: { $0.1 < $1.1 }), score > 0 else { break }
      let box = queue.remove(at: target)
      let axis = extent(box).axis
      let sorted = box.sorted { (channel($0.key, axis), $0.key) < (channel($1.key, axis), $1.key) }
      let half = sorted.reduce(0) { $0 + $1.value } / 2
      var running = 0, cut = 1
      for (i, c) in sorted.enumerated() {
        running += c.value
        if running >= half { cut = min(max(i + 1, 1), sorted.count - 1); break }
      }
      queue.append(Array(sorted[..<cut]))
      queue.append(Array(sorted[cut...]))
    }
    return queue.map { box in
      let weight = Double(box.reduce(0) { $0 + $1.value })
      let mean = (0..<3).map { k in box.reduce(0.0) { $0 + Double(channel($1.key, k) * $1.value) } / weight }
      return mean.enumerated().reduce(UInt32(0)) { $0 | UInt32(min(max($1.element.rounded(), 0), 255)) << UInt32(16 - 8 * $1.offset) }
    }
  }
}
