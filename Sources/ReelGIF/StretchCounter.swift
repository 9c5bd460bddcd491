// SPDX-License-Identifier: MIT

/// Counts a frame's colour pixels a stretch of one colour at a time (`PreparedGIFFrame.scan`):
/// each distinct colour gets an id, the order it was first met in, with its pixel count; and the
/// stretches are listed with their colour's id, so mapping them to the palette later is one
/// lookup a stretch, not a hash a pixel. The list is dropped once it passes `limit` stretches
/// (noisy frames), bounding its memory.
struct StretchCounter {
  private var ids = ColorTable<Int>(filler: -1)
  private var colors: [UInt32] = []
  private var counts: [Int] = []
  private let list: PreparedGIFFrame.Segments
  private var listing = true
  /// The last stretch's pixel (R, G, B, A as loaded) and its colour's id; -1 before any.
  private var lastPixel: UInt32 = 0
  private var lastID = -1

  /// A counter that lists at most `limit` stretches.
  init(limit: Int) { list = PreparedGIFFrame.Segments(capacity: limit) }

  /// The stretches in order, nil when there were more than the limit.
  var segments: PreparedGIFFrame.Segments? { listing ? list : nil }

  /// Adds `length` pixels of `pixel` (a raster word, R, G, B, A in memory; alpha is ignored)
  /// starting at `start`, an index into the rectangle's pixels.
  @inline(__always)
  mutating func add(_ pixel: UInt32, at start: Int, length: Int) {
    if lastID < 0 || pixel != lastPixel {
      let color = PreparedGIFFrame.rgb(pixel)
      if let id = ids[color] {
        lastID = id
      } else {
        lastID = colors.count
        ids.set(color, lastID)
        colors.append(color)
        counts.append(0)
      }
      lastPixel = pixel
    }
    counts[lastID] += length
    if listing { listing = list.append(start: start, length: length, id: lastID) }
  }

  /// Every colour (0xRRGGBB) with its pixel count, in id order.
  var histogram: [(key: UInt32, value: Int)] {
    zip(colors, counts).map { (key: $0, value: $1) }
  }
}
