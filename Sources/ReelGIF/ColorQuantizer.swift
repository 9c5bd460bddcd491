// SPDX-License-Identifier: MIT
import Foundation

/// A palette of at most 256 colours for one frame, and the mapping of pixels to it.
///
/// Frames with at most `limit` distinct colours keep every colour exactly (flat UI colours are
/// never
/// shifted). Otherwise the most common colours — the flat fills that make up most of a UI frame —
/// are kept exactly, and the rest of the palette comes from a weighted median cut of the remaining
/// colours (antialiased edges, text); each pixel then takes its nearest palette colour (no
/// dithering, so edges stay clean and static areas never crawl).
struct ColorQuantizer {
  /// Palette entries, RGB packed as 0xRRGGBB.
  private(set) var palette: [UInt32] = []
  private var lookup = ColorTable<UInt8>(filler: 0)
  private var search = NearestColor([])

  /// Builds a palette for `colors` (0xRRGGBB with their pixel counts), using at most `limit`
  /// entries.
  init(histogram: [UInt32: Int], limit: Int) {
    self.init(counts: Array(histogram), limit: limit)
  }

  /// Builds a palette for `counts` (distinct 0xRRGGBB colours with their pixel counts, in any
  /// order), using at most `limit` entries.
  init(counts: [(key: UInt32, value: Int)], limit: Int) {
    if counts.count <= limit {
      palette = counts.map(\.key).sorted()
    } else {
      let sorted = Self.byCountThenColor(counts)
      let total = sorted.reduce(0) { $0 + $1.value }
      // Flat colours: each covering at least 0.2 % of the pixels, up to half the palette.
      let anchors = sorted.prefix { $0.value * 500 >= total }.prefix(limit / 2).map(\.key)
      let anchorSet = Set(anchors)
      let rest = sorted.filter { !anchorSet.contains($0.key) }
      palette = anchors + Self.medianCut(rest, boxes: limit - anchors.count)
      Self.refine(&palette, keepingFirst: anchors.count, colors: rest, iterations: Self.refinements)
    }
    for (i, c) in palette.enumerated() { lookup.set(c, UInt8(i)) }
    search = NearestColor(palette)
  }

  /// Lloyd (k-means) passes over the median cut's colours: each colour goes to its nearest palette
  /// entry and every entry after the first `keepingFirst` (the exact flat colours) moves to the
  /// weighted mean of its colours. Median cut places boxes well; these passes pull each entry to
  /// the
  /// centre of what it really represents, lowering the error of antialiased edges and text.
  static let refinements = 2

  static func refine(
    _ palette: inout [UInt32], keepingFirst fixed: Int, colors: [(key: UInt32, value: Int)],
    iterations: Int
  ) {
    guard palette.count > fixed, !colors.isEmpty else { return }
    let n = palette.count
    for _ in 0..<iterations {
      var sums = [Int](repeating: 0, count: n * 4)
      let search = NearestColor(palette)
      for c in colors {
        let r = Int(c.key >> 16 & 0xFF)
        let g = Int(c.key >> 8 & 0xFF)
        let b = Int(c.key & 0xFF)
        let best = search.nearest(Int32(r), Int32(g), Int32(b))
        sums[best * 4] += r * c.value
        sums[best * 4 + 1] += g * c.value
        sums[best * 4 + 2] += b * c.value
        sums[best * 4 + 3] += c.value
      }
      var moved = false
      for i in fixed..<n where sums[i * 4 + 3] > 0 {
        let w = sums[i * 4 + 3]
        let mean =
          UInt32((sums[i * 4] + w / 2) / w) << 16 | UInt32((sums[i * 4 + 1] + w / 2) / w) << 8
          | UInt32((sums[i * 4 + 2] + w / 2) / w)
        if mean != palette[i] {
          palette[i] = mean
          moved = true
        }
      }
      if !moved { break }
    }
  }

  /// The palette index for a colour: exact when the colour is in the palette, nearest otherwise
  /// (squared distance weighted 2:4:3 for R:G:B, ties to the lower index). Memoised.
  mutating func index(of color: UInt32) -> UInt8 {
    if let hit = lookup[color] { return hit }
    let best = UInt8(
      search.nearest(Int32(color >> 16 & 0xFF), Int32(color >> 8 & 0xFF), Int32(color & 0xFF)))
    lookup.set(color, best)
    return best
  }

  /// `colors` (distinct) by count, largest first, then by colour: one integer sort of packed
  /// keys (a count is at most a frame's pixels, under 2³²).
  static func byCountThenColor(
    _ colors: [(key: UInt32, value: Int)]
  ) -> [(key: UInt32, value: Int)] {
    var packed = colors.map {
      UInt64(UInt32.max - UInt32(min($0.value, Int(UInt32.max)))) << 32 | UInt64($0.key)
    }
    packed.sort()
    return packed.map {
      (key: UInt32(truncatingIfNeeded: $0), value: Int(UInt32.max - UInt32($0 >> 32)))
    }
  }

  /// `colors` (distinct) by channel `axis`, then by colour: one integer sort of packed keys.
  static func byChannelThenColor(
    _ colors: [(key: UInt32, value: Int)], _ axis: Int
  ) -> [(key: UInt32, value: Int)] {
    var packed = colors.map {
      UInt64(Box.channel($0.key, axis)) << 56 | UInt64($0.key & 0xFF_FFFF) << 32
        | UInt64(UInt32(min($0.value, Int(UInt32.max))))
    }
    packed.sort()
    return packed.map {
      (
        key: UInt32(truncatingIfNeeded: $0 >> 32) & 0xFF_FFFF,
        value: Int(UInt32(truncatingIfNeeded: $0))
      )
    }
  }

  /// Weighted median cut into at most `boxes` colours (each the count-weighted mean of its box).
  /// Each box's extent and weight are computed once, when it is made: O(boxes × colours) in all.
  static func medianCut(_ colors: [(key: UInt32, value: Int)], boxes: Int) -> [UInt32] {
    guard boxes > 0, !colors.isEmpty else { return [] }
    var queue = [Box(colors)]
    while queue.count < boxes {
      // Split the box with the largest squared error (the first of equals).
      var target = -1
      var best = 0
      for (i, box) in queue.enumerated() where box.score > best {
        best = box.score
        target = i
      }
      guard target >= 0 else { break }
      let box = queue.remove(at: target)
      let axis = box.axis
      let sorted = Self.byChannelThenColor(box.colors, axis)
      let half = box.weight / 2
      var running = 0
      var cut = 1
      for (i, c) in sorted.enumerated() {
        running += c.value
        if running >= half {
          cut = min(max(i + 1, 1), sorted.count - 1)
          break
        }
      }
      queue.append(Box(Array(sorted[..<cut])))
      queue.append(Box(Array(sorted[cut...])))
    }
    return queue.map(\.mean)
  }

  /// A box of colours in the median cut, with its widest channel and its weight.
  struct Box {
    let colors: [(key: UInt32, value: Int)]
    let axis: Int
    let weight: Int
    /// Total squared error of the box's colours around their mean; 0 for a box that cannot be
    /// split.
    let score: Int

    static func channel(_ c: UInt32, _ k: Int) -> Int { Int(c >> UInt32(16 - 8 * k) & 0xFF) }

    init(_ colors: [(key: UInt32, value: Int)]) {
      self.colors = colors
      var sum = [0.0, 0.0, 0.0]
      var squares = [0.0, 0.0, 0.0]
      var weight = 0
      for c in colors {
        weight += c.value
        let w = Double(c.value)
        for k in 0..<3 {
          let v = Double(Self.channel(c.key, k))
          sum[k] += v * w
          squares[k] += v * v * w
        }
      }
      // The channel with the largest squared error is split; boxes are ranked by their total
      // squared
      // error, which is what the palette's error (and PSNR) is made of.
      var axis = 0
      var worst = -1.0
      var total = 0.0
      for k in 0..<3 {
        let error = squares[k] - sum[k] * sum[k] / Double(max(weight, 1))
        total += error
        if error > worst {
          worst = error
          axis = k
        }
      }
      self.axis = axis
      self.weight = weight
      score = colors.count > 1 ? Int(total.rounded()) : 0
    }

    /// The count-weighted mean colour.
    var mean: UInt32 {
      var sums = [0, 0, 0]
      for c in colors { for k in 0..<3 { sums[k] += Self.channel(c.key, k) * c.value } }
      let w = max(weight, 1)
      return (0..<3).reduce(UInt32(0)) {
        $0 | UInt32(min(max((sums[$1] + w / 2) / w, 0), 255)) << UInt32(16 - 8 * $1)
      }
    }
  }
}
