// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Which of PNG's row filters (types 0–4) the writer may use; each row takes the allowed filter
/// that leaves the smallest sum of absolute byte values (the heuristic libpng uses), which is what
/// deflate then compresses best.
public enum PNGFilterChoice: String, Sendable, CaseIterable {
  /// Rows as they are.
  case none
  /// Each byte minus the one a pixel to its left.
  case sub
  /// Each byte minus the one above.
  case up
  /// Up or Sub, whichever is smaller: flat areas and vertical edges become runs of zeros.
  case upOrSub
  /// All five filters (None, Sub, Up, Average, Paeth), whichever is smallest.
  case adaptive

  /// The filter types the choice may pick from.
  var types: [UInt8] {
    switch self {
    case .none: [0]
    case .sub: [1]
    case .up: [2]
    case .upOrSub: [2, 1]
    case .adaptive: [0, 1, 2, 3, 4]
    }
  }
}

/// PNG's filtered scanlines of a rectangle of a raster: each row a filter-type byte and the
/// filtered bytes (RGB when `opaque`, else RGBA).
enum PNGRowFilter {
  static func filtered(
    _ raster: Raster, x x0: Int, y y0: Int, width: Int, height: Int, opaque: Bool,
    choice: PNGFilterChoice
  ) -> [UInt8] {
    let channels = opaque ? 3 : 4
    let rowBytes = width * channels
    let types = choice.types
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
    defer { rows.deallocate() }
    var previous = rows
    var current = rows + rowBytes
    previous.initialize(repeating: 0, count: rowBytes)
    return [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { out, count in
      raster.pixels.withUnsafeBufferPointer { px in
        for y in 0..<height {
          let source = px.baseAddress! + ((y0 + y) * raster.width + x0) * 4
          copyRow(source, into: current, width: width, opaque: opaque)
          let line = out.baseAddress! + y * (rowBytes + 1)
          let type =
            types.count == 1 ? types[0] : cheapest(types, current, previous, rowBytes, channels)
          line[0] = type
          apply(type, current, previous, into: line + 1, count: rowBytes, bpp: channels)
          swap(&previous, &current)
        }
      }
      count = (rowBytes + 1) * height
    }
  }

  /// A row of RGBA pixels as RGB (opaque) or RGBA bytes.
  private static func copyRow(
    _ source: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, width: Int,
    opaque: Bool
  ) {
    guard opaque else {
      row.update(from: source, count: width * 4)
      return
    }
    var (s, d) = (source, row)
    for _ in 0..<width {
      d[0] = s[0]
      d[1] = s[1]
      d[2] = s[2]
      s += 4
      d += 3
    }
  }

  /// The filter type among `types` whose output has the smallest sum of absolute values (as
  /// signed bytes); the first of equals.
  private static func cheapest(
    _ types: [UInt8], _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int,
    _ bpp: Int
  ) -> UInt8 {
    var costs = (none: 0, sub: 0, up: 0, average: 0, paeth: 0)
    // The first pixel has no left neighbour (0); the loops after it have no branches.
    for i in 0..<min(bpp, count) {
      costs.sub += magnitude(row[i])
      costs.up += magnitude(row[i] &- above[i])
    }
    if bpp < count {
      costs.sub += sumOfMagnitudes(row + bpp, minus: row, count - bpp)
      costs.up += sumOfMagnitudes(row + bpp, minus: above + bpp, count - bpp)
    }
    if types.count > 2 {
      for i in 0..<count {
        let (x, b) = (row[i], above[i])
        let a = i >= bpp ? row[i - bpp] : 0
        let c = i >= bpp ? above[i - bpp] : 0
        costs.none += magnitude(x)
        costs.average += magnitude(x &- UInt8((Int(a) + Int(b)) / 2))
        costs.paeth += magnitude(x &- paeth(a, b, c))
      }
    }
    func cost(_ type: UInt8) -> Int {
      switch type {
      case 1: costs.sub
      case 2: costs.up
      case 3: costs.average
      case 4: costs.paeth
      default: costs.none
      }
    }
    var best = types[0]
    for type in types.dropFirst() where cost(type) < cost(best) { best = type }
    return best
  }

  /// The sum over `count` bytes of |x − y| taken as signed bytes: what a filter's output costs.
  @inline(__always) private static func sumOfMagnitudes(
    _ x: UnsafePointer<UInt8>, minus y: UnsafePointer<UInt8>, _ count: Int
  ) -> Int {
    var total: UInt32 = 0
    var i = 0
    while i < count {
      // Blocks of at most 2^16 bytes keep the 32-bit sum from overflowing.
      let end = min(i + 65_536, count)
      var block: UInt32 = 0
      for k in i..<end {
        let d = Int8(bitPattern: x[k] &- y[k])
        block &+= UInt32(d.magnitude)
      }
      total &+= block
      i = end
    }
    return Int(total)
  }

  private static func apply(
    _ type: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
    into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
  ) {
    let first = min(bpp, count)
    switch type {
    case 1:
      out.update(from: row, count: first)
      for i in first..<count { out[i] = row[i] &- row[i - bpp] }
    case 2:
      for i in 0..<count { out[i] = row[i] &- above[i] }
    case 3:
      for i in 0..<count {
        let a = Int(i >= bpp ? row[i - bpp] : 0)
        out[i] = row[i] &- UInt8((a + Int(above[i])) / 2)
      }
    case 4:
      for i in 0..<count {
        let a = i >= bpp ? row[i - bpp] : 0
        let c = i >= bpp ? above[i - bpp] : 0
        out[i] = row[i] &- paeth(a, above[i], c)
      }
    default:
      out.update(from: row, count: count)
    }
  }

  @inline(__always) private static func magnitude(_ v: UInt8) -> Int {
    Int(Int8(bitPattern: v).magnitude)
  }

  /// PNG's Paeth predictor: of left, above and upper left, the one closest to left + above −
  /// upper left.
  @inline(__always) static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
  }
}
