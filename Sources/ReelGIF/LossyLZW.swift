// SPDX-License-Identifier: MIT

/// GIF's LZW compression of one frame's palette indices, lossy the way gifsicle's `--lossy` is:
/// where the string being matched has no entry for the next pixel's exact index, it may continue
/// with an entry whose colour is within the tolerance of the pixel's true colour — longer strings,
/// fewer codes — and the pixel shows that colour. Transparent (kept) pixels match only exactly.
///
/// The stream is the standard one (variable-width codes from `minimumCodeSize + 1` to 12 bits,
/// a clear code when the table is full, least significant bit first), so any decoder reads it.
struct LossyLZW {
  let minimumCodeSize: Int
  /// Squared RGB distance a substituted colour may be from the pixel's own.
  let tolerance: Int
  let palette: [UInt32]

  /// The frame's LZW data (without sub-block framing). `colors[i]` is pixel i's true colour as
  /// 0xRRGGBB, or nil for a pixel that must keep `indices[i]` exactly (transparent ones).
  func encode(_ indices: [UInt8], colors: [UInt32?]) -> [UInt8] {
    var state = State(minimumCodeSize: minimumCodeSize)
    guard var prefix = indices.first.map(Int.init) else {
      state.finish(nil)
      return state.bytes
    }
    for i in 1..<indices.count {
      let exact = Int(indices[i])
      if let code = state.child(prefix, exact) {
        prefix = code
        continue
      }
      if let color = colors[i], let code = closestChild(of: prefix, to: color, in: state) {
        prefix = code
        continue
      }
      state.emit(prefix, then: exact)
      prefix = exact
    }
    state.finish(prefix)
    return state.bytes
  }

  /// The entry after `prefix` whose last colour is nearest `color`, within the tolerance.
  private func closestChild(of prefix: Int, to color: UInt32, in state: State) -> Int? {
    var best: Int?
    var bestDistance = tolerance + 1
    var child = state.firstChild[prefix]
    while child >= 0 {
      let suffix = state.suffix[child]
      if suffix < palette.count {
        let d = Self.distance(palette[suffix], color)
        if d < bestDistance {
          bestDistance = d
          best = child
        }
      }
      child = state.sibling[child]
    }
    return best
  }

  static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    let dr = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
    let dg = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
    let db = Int(a & 0xFF) - Int(b & 0xFF)
    return dr * dr + dg * dg + db * db
  }

  /// The code table (a trie: exact lookups by prefix and index, children in lists for the lossy
  /// search) and the bit writer.
  struct State {
    static let maximumCodes = 4096
    let minimumCodeSize: Int
    let clearCode: Int
    var nextCode: Int
    var width: Int
    var maximumCode: Int
    var clearing = false
    /// `(prefix << 8 | index)` → code + 1 (0: none), and the slots set since the last clear.
    var lookup = [Int16](repeating: 0, count: maximumCodes * 256)
    var used: [Int] = []
    var firstChild = [Int](repeating: -1, count: maximumCodes)
    var sibling = [Int](repeating: -1, count: maximumCodes)
    var suffix = [Int](repeating: 0, count: maximumCodes)
    var bytes: [UInt8] = []
    var accumulator = 0
    var bits = 0

    init(minimumCodeSize: Int) {
      self.minimumCodeSize = minimumCodeSize
      clearCode = 1 << minimumCodeSize
      nextCode = clearCode + 2
      width = minimumCodeSize + 1
      maximumCode = (1 << width) - 1
      write(clearCode)
    }

    func child(_ prefix: Int, _ index: Int) -> Int? {
      let code = Int(lookup[prefix << 8 | index])
      return code == 0 ? nil : code - 1
    }

    /// Writes `prefix` and adds `prefix + index` to the table, clearing it when full.
    mutating func emit(_ prefix: Int, then index: Int) {
      write(prefix)
      guard nextCode < Self.maximumCodes else {
        reset()
        return
      }
      let slot = prefix << 8 | index
      lookup[slot] = Int16(nextCode + 1)
      used.append(slot)
      suffix[nextCode] = index
      sibling[nextCode] = firstChild[prefix]
      firstChild[prefix] = nextCode
      nextCode += 1
    }

    mutating func finish(_ prefix: Int?) {
      if let prefix { write(prefix) }
      write(clearCode + 1)
      if bits > 0 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
    }

    private mutating func reset() {
      for slot in used { lookup[slot] = 0 }
      used.removeAll(keepingCapacity: true)
      for code in 0..<nextCode {
        firstChild[code] = -1
        sibling[code] = -1
      }
      nextCode = clearCode + 2
      clearing = true
      write(clearCode)
    }

    /// Writes `code` at the current width, then widens as the decoder will (compress's rule).
    private mutating func write(_ code: Int) {
      accumulator |= code << bits
      bits += width
      while bits >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: accumulator))
        accumulator >>= 8
        bits -= 8
      }
      if clearing {
        width = minimumCodeSize + 1
        maximumCode = (1 << width) - 1
        clearing = false
      } else if nextCode > maximumCode {
        width += 1
        maximumCode = width == 12 ? Self.maximumCodes : (1 << width) - 1
      }
    }
  }
}
