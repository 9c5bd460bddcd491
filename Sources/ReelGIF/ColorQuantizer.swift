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
      let total = counts.reduce(0) { $0 + $1.value }
      // Flat colours: each covering at least 0.2 % of the pixels, up to half the palette, by
      // count then colour.
      let flat = Self.byCountThenColor(counts.filter { $0.value * 500 >= total })
      let anchors = flat.prefix(limit / 2).map(\.key)
      let rest = counts.filter { $0.value * 500 < total } + flat.dropFirst(limit / 2)
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
      var search = NearestColor(palette)
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

  /// Weighted median cut into at most `boxes` colours (each the count-weighted mean of its box).
  /// A box is split where the running weight along its widest channel, in the order (channel,
  /// colour), reaches half its weight; the order of colours within a box never matters.
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
      let (left, right) = split(box)
      queue.append(Box(left))
      queue.append(Box(right))
    }
    return queue.map(\.mean)
  }

  /// `box`'s colours cut at the weighted median of its axis: in the order (channel, colour), the
  /// colours up to the one where the running weight reaches half the box's go first — at least
  /// one, and all but one at most. Linear: a weight per channel value finds the median's value,
  /// and only the colours with that value are sorted.
  static func split(_ box: Box) -> (
    [(key: UInt32, value: Int)], [(key: UInt32, value: Int)]
  ) {
    let axis = box.axis
    var bins = [Int](repeating: 0, count: 256)
    for c in box.colors { bins[Box.channel(c.key, axis)] += c.value }
    let half = box.weight / 2
    var median = 0
    var before = 0
    while median < 255, before + bins[median] < half {
      before += bins[median]
      median += 1
    }
    var below: [(key: UInt32, value: Int)] = []
    var equal: [(key: UInt32, value: Int)] = []
    var above: [(key: UInt32, value: Int)] = []
    for c in box.colors {
      let v = Box.channel(c.key, axis)
      if v < median {
        below.append(c)
      } else if v > median {
        above.append(c)
      } else {
        equal.append(c)
      }
    }
    equal.sort { $0.key < $1.key }
    var crossing = equal.count - 1
    var running = before
    for (j, c) in equal.enumerated() {
      running += c.value
      if running >= half {
        crossing = j
        break
      }
    }
    let count = box.colors.count
    let cut = min(max(below.count + crossing + 1, 1), count - 1) - below.count
    return (below + equal[..<cut], Array(equal[cut...]) + above)
  }

  /// A box of colours in the median cut, with its widest channel and its weight.
  struct Box {
    let colors: [(key: UInt32, value: Int)]
    let axis: Int
    let weight: Int
    /// The count-weighted sums of each channel.
    private let sums: (r: Int, g: Int, b: Int)
    /// Total squared error of the box's colours around their mean; 0 for a box that cannot be
    /// split.
    let score: Int

    static func channel(_ c: UInt32, _ k: Int) -> Int { Int(c >> UInt32(16 - 8 * k) & 0xFF) }

    init(_ colors: [(key: UInt32, value: Int)]) {
      self.colors = colors
      // Integer sums: exact, so the order of the colours never changes a box.
      var (r, g, b, rr, gg, bb) = (0, 0, 0, 0, 0, 0)
      var weight = 0
      for c in colors {
        let (w, red, green, blue) = (
          c.value, Int(c.key >> 16 & 0xFF), Int(c.key >> 8 & 0xFF),
          Int(c.key & 0xFF)
        )
        weight += w
        r += red * w
        g += green * w
        b += blue * w
        rr += red * red * w
        gg += green * green * w
        bb += blue * blue * w
      }
      // The channel with the largest squared error is split; boxes are ranked by their total
      // squared error, which is what the palette's error (and PSNR) is made of.
      var axis = 0
      var worst = -1.0
      var total = 0.0
      for (k, (sum, squares)) in [(r, rr), (g, gg), (b, bb)].enumerated() {
        let error = Double(squares) - Double(sum) * Double(sum) / Double(max(weight, 1))
        total += error
        if error > worst {
          worst = error
          axis = k
        }
      }
      self.axis = axis
      self.weight = weight
      sums = (r, g, b)
      score = colors.count > 1 ? Int(total.rounded()) : 0
    }

    /// The count-weighted mean colour.
    var mean: UInt32 {
      let w = max(weight, 1)
      return [sums.r, sums.g, sums.b].enumerated().reduce(UInt32(0)) {
        $0 | UInt32(min(max(($1.element + w / 2) / w, 0), 255)) << UInt32(16 - 8 * $1.offset)
      }
    }
  }
}
