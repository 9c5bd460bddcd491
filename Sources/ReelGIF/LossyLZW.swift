// SPDX-License-Identifier: MIT

/// GIF's LZW compression of one frame's palette indices, lossy the way gifsicle's `--lossy` is:
/// where the string being matched has no entry for the next pixel's exact index, it may continue
/// with an entry whose colour is within the tolerance of the pixel's true colour — longer strings,
/// fewer codes — and the pixel shows that colour. Transparent (kept) pixels match only exactly.
///
/// The stream is written by `LZWWriter`, as giflib writes its own, so any decoder reads it and a
/// frame with nothing to trade is byte for byte the exact coder's.
struct LossyLZW {
  let minimumCodeSize: Int
  /// Squared RGB distance a substituted colour may be from the pixel's own.
  let tolerance: Int
  let palette: [UInt32]

  /// The frame's LZW data (without sub-block framing). `colors[i]` is pixel i's true colour as
  /// 0xRRGGBB, or nil for a pixel that must keep `indices[i]` exactly (transparent ones).
  func encode(_ indices: [UInt8], colors: [UInt32?]) -> [UInt8] {
    LZWWriter.stream(codeSize: minimumCodeSize, pixels: indices.count) { writer in
      var state = State()
      guard var prefix = indices.first.map(Int.init) else { return nil }
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
        state.emit(prefix, then: exact, to: &writer)
        prefix = exact
      }
      return prefix
    }
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

  /// The code table: a trie, with exact lookups by prefix and index and children in lists for
  /// the lossy search.
  struct State {
    /// `(prefix << 8 | index)` → code + 1 (0: none), and the slots set since the last clear.
    var lookup = [Int16](repeating: 0, count: (LZWWriter.largestCode + 1) * 256)
    var used: [Int] = []
    var firstChild = [Int](repeating: -1, count: LZWWriter.largestCode + 1)
    var sibling = [Int](repeating: -1, count: LZWWriter.largestCode + 1)
    var suffix = [Int](repeating: 0, count: LZWWriter.largestCode + 1)

    func child(_ prefix: Int, _ index: Int) -> Int? {
      let code = Int(lookup[prefix << 8 | index])
      return code == 0 ? nil : code - 1
    }

    /// Writes `prefix` and adds `prefix + index` to the table, clearing it when full.
    mutating func emit(_ prefix: Int, then index: Int, to writer: inout LZWWriter) {
      writer.write(prefix)
      guard let code = writer.newEntry() else {
        for slot in used { lookup[slot] = 0 }
        used.removeAll(keepingCapacity: true)
        firstChild.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        sibling.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        return
      }
      let slot = prefix << 8 | index
      lookup[slot] = Int16(code + 1)
      used.append(slot)
      suffix[code] = index
      sibling[code] = firstChild[prefix]
      firstChild[prefix] = code
    }
  }
}
