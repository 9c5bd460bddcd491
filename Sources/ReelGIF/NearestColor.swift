// SPDX-License-Identifier: MIT

/// Nearest-colour search over a palette (squared RGB distance), exactly what a full scan returns —
/// the nearest entry, the lowest palette index among equals — at a few comparisons a query.
///
/// RGB space is cut into cubic cells. The first query in a cell lists, in palette order, the
/// entries that can be nearest to some colour of the cell: those whose least distance to the cell
/// is at most the smallest greatest distance of any entry. The true nearest entry (and every entry
/// tied with it) is always listed, so scanning the list is exact. Cells are listed lazily — a
/// frame's colours touch few of them — and in two sizes: a small cell (16³ colours), where queries
/// are answered, takes its candidates from the list of the large cell (32³) around it, since an
/// entry that cannot be nearest anywhere in the large cell cannot be in the small one.
struct NearestColor {
  /// The palette's channels, by palette index.
  private let red: [Int32]
  private let green: [Int32]
  private let blue: [Int32]
  /// Per cell of each size, `start << 9 | count` of its list in `candidates`; -1 when not listed.
  private var smallCells: [Int32]
  private var largeCells: [Int32]
  private var candidates: [UInt8] = []
  /// Scratch: each pooled entry's least distance to the cell being listed.
  private var least: [Int32]

  init(_ palette: [UInt32]) {
    red = palette.map { Int32($0 >> 16 & 0xFF) }
    green = palette.map { Int32($0 >> 8 & 0xFF) }
    blue = palette.map { Int32($0 & 0xFF) }
    least = [Int32](repeating: 0, count: palette.count)
    smallCells = [Int32](repeating: -1, count: palette.isEmpty ? 0 : 1 << 12)
    largeCells = [Int32](repeating: -1, count: palette.isEmpty ? 0 : 1 << 9)
  }

  /// The palette index nearest to (r, g, b), each 0…255; 0 for an empty palette.
  mutating func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
    guard !red.isEmpty else { return 0 }
    let cell = Int((r >> 4) << 8 | (g >> 4) << 4 | b >> 4)
    var list = smallCells[cell]
    if list < 0 {
      list = smallList(r, g, b)
      smallCells[cell] = list
    }
    let start = Int(list >> 9)
    var best = Int32.max
    var bestIndex = 0
    red.withUnsafeBufferPointer { red in
      green.withUnsafeBufferPointer { green in
        blue.withUnsafeBufferPointer { blue in
          candidates.withUnsafeBufferPointer { candidates in
            for k in start..<start &+ Int(list & 0x1FF) {
              let i = Int(candidates[k])
              let dr = r &- red[i]
              let dg = g &- green[i]
              let db = b &- blue[i]
              let d = dr &* dr &+ dg &* dg &+ db &* db
              if d < best {
                best = d
                bestIndex = i
              }
            }
          }
        }
      }
    }
    return bestIndex
  }

  /// The list of the small cell holding (r, g, b), chosen from its large cell's list.
  private mutating func smallList(_ r: Int32, _ g: Int32, _ b: Int32) -> Int32 {
    let large = Int((r >> 5) << 6 | (g >> 5) << 3 | b >> 5)
    var list = largeCells[large]
    if list < 0 {
      list = makeList(from: -1, count: red.count, low: (r & ~31, g & ~31, b & ~31), side: 32)
      largeCells[large] = list
    }
    return makeList(
      from: Int(list >> 9), count: Int(list & 0x1FF), low: (r & ~15, g & ~15, b & ~15), side: 16)
  }

  /// Lists the entries that can be nearest in the cell `low…low + side - 1` (each channel),
  /// choosing from `candidates[start..<start + count]` (every palette index when `start` is -1),
  /// and returns the list's `start << 9 | count`.
  private mutating func makeList(
    from start: Int, count: Int, low: (Int32, Int32, Int32), side: Int32
  ) -> Int32 {
    var threshold = Int32.max
    red.withUnsafeBufferPointer { red in
      green.withUnsafeBufferPointer { green in
        blue.withUnsafeBufferPointer { blue in
          candidates.withUnsafeBufferPointer { pool in
            least.withUnsafeMutableBufferPointer { least in
              for k in 0..<count {
                let i = start < 0 ? k : Int(pool[start &+ k])
                let (lr, mr) = Self.span(red[i], low.0, side)
                let (lg, mg) = Self.span(green[i], low.1, side)
                let (lb, mb) = Self.span(blue[i], low.2, side)
                least[k] = lr &+ lg &+ lb
                threshold = min(threshold, mr &+ mg &+ mb)
              }
            }
          }
        }
      }
    }
    let first = candidates.count
    candidates.append(contentsOf: repeatElement(0, count: count))
    var listed = 0
    least.withUnsafeBufferPointer { least in
      candidates.withUnsafeMutableBufferPointer { all in
        for k in 0..<count where least[k] <= threshold {
          all[first &+ listed] = start < 0 ? UInt8(truncatingIfNeeded: k) : all[start &+ k]
          listed &+= 1
        }
      }
    }
    candidates.removeLast(count - listed)
    return Int32(first) << 9 | Int32(listed)
  }

  /// The least and the greatest squared distance from channel value `v` to the values
  /// `low…low + side - 1`.
  @inline(__always)
  private static func span(_ v: Int32, _ low: Int32, _ side: Int32) -> (least: Int32, most: Int32) {
    let high = low &+ side &- 1
    let near = max(low &- v, 0) &+ max(v &- high, 0)
    let far = max(v &- low, high &- v)
    return (near &* near, far &* far)
  }
}
