// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

extension PreparedGIFFrame {
  /// What one pass over a frame's changed rectangle finds.
  struct Scan {
    /// Per pixel of the rectangle: 0 keep (unchanged, in a run of at least `keptRun` along its
    /// row), 1 transparent (alpha < 128), 2 colour.
    var kinds: [UInt8]
    /// Whether any pixel is transparent; then nothing is kept (the frame is disposed to the
    /// background, so the next one is written whole).
    var clears: Bool
    /// Whether any pixel is kept.
    var keeps: Bool
    /// The colours (0xRRGGBB) of the colour pixels and how often each occurs; a colour's place
    /// in this list is its id in `segments`.
    var histogram: [(key: UInt32, value: Int)]
    /// The colour pixels as stretches of one colour along a row, in order; nil when there were
    /// too many to list (more than one per four pixels: noise, photographs), so the pixels are
    /// mapped one by one.
    var segments: Segments?
  }

  /// A stretch of colour pixels of one colour: `length` pixels from `start` (an index into the
  /// rectangle's pixels, row by row), of colour `id` (its place in `Scan.histogram`).
  struct Segment {
    var start: Int32
    var length: Int32
    var id: Int32
  }

  /// A frame's stretches, in a buffer allocated once at its greatest size (only the part
  /// written is touched) and filled without a check of the array's uniqueness a stretch.
  final class Segments {
    let base: UnsafeMutablePointer<Segment>
    let capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
      self.capacity = capacity
      base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Appends a stretch; false (and nothing appended) when the buffer is full.
    @inline(__always)
    func append(start: Int, length: Int, id: Int) -> Bool {
      guard count < capacity else { return false }
      base[count] = Segment(
        start: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: length),
        id: Int32(truncatingIfNeeded: id))
      count += 1
      return true
    }
  }

  /// Classifies the pixels of the rectangle against `previous` (nil: every pixel is written),
  /// counts the colours of those written and lists their stretches, row by row while the row is
  /// in cache.
  static func scan(
    _ raster: Raster, previous: Raster?, x x0: Int, y y0: Int, width w: Int, height h: Int
  ) -> Scan {
    let clears = hasTransparency(raster, x: x0, y: y0, width: w, height: h)
    // Every row's kinds are written below before they are read.
    var kinds = [UInt8](unsafeUninitializedCapacity: w * h) { _, count in count = w * h }
    var keeps = false
    var counter = StretchCounter(limit: max(w * h / 4, 1024))
    let fullWidth = raster.width
    raster.pixels.withUnsafeBytes { bytes in
      let px = bytes.bindMemory(to: UInt32.self)
      previous.map { $0.pixels }.withUnsafeBufferPointerOrEmpty { oldBytes in
        let old = UnsafeRawBufferPointer(oldBytes).bindMemory(to: UInt32.self)
        kinds.withUnsafeMutableBufferPointer { kinds in
          for yy in 0..<h {
            let row = (y0 + yy) * fullWidth + x0
            let out = kinds.baseAddress! + yy * w
            let now = px.baseAddress! + row
            if clears {
              let opaqueBit = UInt32(littleEndian: 0x8000_0000)  // alpha ≥ 128
              for xx in 0..<w { out[xx] = now[xx] & opaqueBit == 0 ? 1 : 2 }
            } else if let before = old.baseAddress.map({ $0 + row }) {
              for xx in 0..<w { out[xx] = now[xx] == before[xx] ? 0 : 2 }
              if keepLongRuns(out, width: w) { keeps = true }
            } else {
              out.update(repeating: 2, count: w)
            }
            // Flat UI frames are long runs of one pixel: count stretches, not pixels.
            var xx = 0
            while xx < w {
              guard out[xx] == 2 else {
                xx = nextColorPixel(in: out, from: xx + 1, to: w)
                continue
              }
              let pixel = now[xx]
              let length =
                1 + repeats(of: pixel, in: now + xx + 1, kinds: out + xx + 1, count: w - xx - 1)
              counter.add(pixel, at: yy * w + xx, length: length)
              xx += length
            }
          }
        }
      }
    }
    return Scan(
      kinds: kinds, clears: clears, keeps: keeps, histogram: counter.histogram,
      segments: counter.segments)
  }

  /// The first colour pixel (kind 2) of a row of kinds at or after `start`, or `end` when none.
  @inline(__always)
  static func nextColorPixel(in kinds: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard start < end, let found = memchr(kinds + start, 2, end - start) else { return end }
    return kinds.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// How many pixels from the first on are colour pixels (kind 2) of exactly `value`: eight at a
  /// time while they can be.
  @inline(__always)
  static func repeats(
    of value: UInt32, in pixels: UnsafePointer<UInt32>, kinds: UnsafePointer<UInt8>, count: Int
  ) -> Int {
    var n = 0
    // Two pixels a word, four words OR-ed together without a branch (SIMD8's `==` compiles to a
    // loop over the lanes through memory).
    let pair = UInt64(value) | UInt64(value) << 32
    while n + 8 <= count,
      UnsafeRawPointer(kinds + n).loadUnaligned(as: UInt64.self) == 0x0202_0202_0202_0202
    {
      let p = UnsafeRawPointer(pixels + n)
      let differs =
        (p.loadUnaligned(as: UInt64.self) ^ pair)
        | (p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ pair)
        | (p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ pair)
        | (p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ pair)
      guard differs == 0 else { break }
      n += 8
    }
    while n < count, kinds[n] == 2, pixels[n] == value { n += 1 }
    return n
  }

  /// In one row of kinds, unchanged pixels (0) are kept only in runs of at least `keptRun`:
  /// scattered transparent pixels would break the runs LZW compresses best. Shorter runs become
  /// colour pixels (2). Returns whether any run is kept.
  static func keepLongRuns(_ row: UnsafeMutablePointer<UInt8>, width w: Int) -> Bool {
    var keeps = false
    var xx = 0
    while xx < w, let found = memchr(row + xx, 0, w - xx) {
      let start = row.distance(to: found.assumingMemoryBound(to: UInt8.self))
      var end = start + 1
      while end + 8 <= w, UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self) == 0 {
        end += 8
      }
      while end < w, row[end] == 0 { end += 1 }
      if end - start < keptRun {
        (row + start).update(repeating: 2, count: end - start)
      } else {
        keeps = true
      }
      xx = end
    }
    return keeps
  }

  /// Whether any pixel of `rect` (clipped to the raster) is transparent (alpha < 128).
  static func hasTransparency(_ raster: Raster, within rect: PixelRect) -> Bool {
    let whole = PixelRect(x: 0, y: 0, width: raster.width, height: raster.height)
    guard let r = rect.intersection(whole) else { return false }
    return hasTransparency(raster, x: r.x, y: r.y, width: r.width, height: r.height)
  }

  /// Whether any pixel of the rectangle is transparent (alpha < 128).
  static func hasTransparency(
    _ raster: Raster, x x0: Int, y y0: Int, width w: Int, height h: Int
  ) -> Bool {
    // Alpha below 128 ⟺ the alpha byte's top bit is clear: AND a row's pixels together (a loop
    // the compiler vectorises) and look at that bit once a row.
    raster.pixels.withUnsafeBytes { bytes in
      let px = bytes.bindMemory(to: UInt32.self)
      let top = UInt32(littleEndian: 0x8000_0000)
      for yy in 0..<h {
        let row = px.baseAddress! + (y0 + yy) * raster.width + x0
        var all: UInt32 = 0xFFFF_FFFF
        for xx in 0..<w { all &= row[xx] }
        if all & top == 0 { return true }
      }
      return false
    }
  }
}
