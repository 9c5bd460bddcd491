// SPDX-License-Identifier: MIT

/// GIF's LZW compression of one frame's palette indices, exact: the bytes giflib's `EGifPutLine`
/// writes for the same indices (tested against it), several times faster. The string table is an
/// open-addressing hash of 16 384 slots (64 KB, in cache) probed inline, behind a cache of each
/// code's most recent child; and a run of one index — most of a UI frame — is taken a string at a
/// time, since the strings of one repeated index form a chain whose codes are kept in order.
struct LZWEncoder {
  /// Slots of the string table: a power of two, at least twice the 4 096 codes.
  private static let slots = 1 << 14
  /// An empty slot. A slot holds `(prefix << 8 | index) << 12 | code`; prefixes are below 4 095
  /// and codes below 4 095, so no entry equals it.
  private static let empty = UInt32.max

  private let table: UnsafeMutableBufferPointer<UInt32>
  /// Each code's most recent child, as `index << 16 | code` (empty: none).
  private let recent: UnsafeMutableBufferPointer<UInt32>
  /// Per index c, the code of the longest string c…c the table holds.
  private let chainTops: UnsafeMutableBufferPointer<UInt16>
  /// Per index c, the codes of c, cc, ccc, … that the table holds.
  private var chains: [[UInt16]]

  /// The LZW data (without sub-block framing) of `indices`, for a palette of `codeSize` bits
  /// (2…8; every index must be below `1 << codeSize`).
  static func encode(_ indices: UnsafeBufferPointer<UInt8>, codeSize: Int) -> [UInt8] {
    let symbols = 1 << codeSize
    let table = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: slots)
    let recent = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: LZWWriter.largestCode + 1)
    let chainTops = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: symbols)
    defer {
      table.deallocate()
      recent.deallocate()
      chainTops.deallocate()
    }
    table.initialize(repeating: empty)
    recent.initialize(repeating: empty)
    for c in 0..<symbols { chainTops[c] = UInt16(c) }
    var coder = LZWEncoder(
      table: table, recent: recent, chainTops: chainTops,
      chains: (0..<symbols).map { [UInt16(truncatingIfNeeded: $0)] })
    return LZWWriter.stream(codeSize: codeSize, pixels: indices.count) { writer in
      coder.compress(indices, to: &writer).map(Int.init)
    }
  }

  /// Compresses every index but the last string, which it returns (nil when there are none).
  private mutating func compress(
    _ indices: UnsafeBufferPointer<UInt8>, to writer: inout LZWWriter
  ) -> UInt32? {
    guard var prefix = indices.first.map(UInt32.init) else { return nil }
    var i = 1
    while i < indices.count {
      let index = UInt32(indices[i])
      i += 1
      let hint = recent[Int(prefix)]
      if hint >> 16 == index {
        prefix = hint & 0xFFFF
        continue
      }
      let key = prefix << 8 | index
      var slot = Int((key &* 0x9E37_79B1) >> 18) & (Self.slots - 1)
      var entry = table[slot]
      while entry != Self.empty, entry >> 12 != key {
        slot = (slot + 1) & (Self.slots - 1)
        entry = table[slot]
      }
      if entry != Self.empty {
        recent[Int(prefix)] = index << 16 | entry & 0xFFF
        prefix = entry & 0xFFF
        continue
      }
      emit(prefix, index, slot: slot, to: &writer)
      prefix = index
      // The string is now the index alone: a run of it is walked along its chain.
      if i < indices.count, UInt32(indices[i]) == index {
        (prefix, i) = takeRun(of: index, in: indices, from: i, to: &writer)
      }
    }
    return prefix
  }

  /// Takes the run of `index` from `start` on, the current string being `index` alone: whole
  /// chains are written a code at a time. Returns the string then current and where it stops.
  private mutating func takeRun(
    of index: UInt32, in indices: UnsafeBufferPointer<UInt8>, from start: Int,
    to writer: inout LZWWriter
  ) -> (prefix: UInt32, next: Int) {
    var run = Self.runLength(indices, from: start, of: UInt8(index))
    var i = start
    while run > 0 {
      let count = chains[Int(index)].count
      // The string is `index` alone; the chain holds strings up to `count` long.
      if run < count { return (UInt32(chains[Int(index)][run]), i + run) }
      // The whole chain, then one more pixel that no string holds: write the longest.
      let top = UInt32(chainTops[Int(index)])
      emit(top, index, slot: emptySlot(top << 8 | index), to: &writer)
      i += count
      run -= count
    }
    return (index, i)
  }

  /// Writes `prefix`'s code and adds `prefix + index` to the table in `slot` (found empty), or
  /// clears the table when it is full.
  @inline(__always)
  private mutating func emit(
    _ prefix: UInt32, _ index: UInt32, slot: Int, to writer: inout LZWWriter
  ) {
    writer.write(Int(prefix))
    guard let code = writer.newEntry() else {
      clear()
      return
    }
    table[slot] = (prefix << 8 | index) << 12 | UInt32(code)
    recent[Int(prefix)] = index << 16 | UInt32(code)
    if chainTops[Int(index)] == UInt16(prefix) {
      chainTops[Int(index)] = UInt16(code)
      chains[Int(index)].append(UInt16(code))
    }
  }

  private mutating func clear() {
    table.update(repeating: Self.empty)
    recent.update(repeating: Self.empty)
    for c in chains.indices where chains[c].count > 1 {
      chains[c].removeSubrange(1...)
      chainTops[c] = UInt16(c)
    }
  }

  private func emptySlot(_ key: UInt32) -> Int {
    var slot = Int((key &* 0x9E37_79B1) >> 18) & (Self.slots - 1)
    while table[slot] != Self.empty { slot = (slot + 1) & (Self.slots - 1) }
    return slot
  }

  /// How many indices from `start` on equal `value`.
  static func runLength(_ indices: UnsafeBufferPointer<UInt8>, from start: Int, of value: UInt8)
    -> Int
  {
    var end = start
    let wide = UInt64(value) &* 0x0101_0101_0101_0101
    let raw = UnsafeRawPointer(indices.baseAddress!)
    while end + 8 <= indices.count, raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) == wide
    {
      end += 8
    }
    while end < indices.count, indices[end] == value { end += 1 }
    return end - start
  }

  /// `data` cut into GIF sub-blocks: a length byte (1…255) before each run of at most 255 bytes.
  /// The terminator (an empty block) is not included.
  static func subBlocks(_ data: [UInt8]) -> [UInt8] {
    var framed = [UInt8]()
    framed.reserveCapacity(data.count + data.count / 255 + 1)
    var offset = 0
    while offset < data.count {
      let count = min(255, data.count - offset)
      framed.append(UInt8(count))
      framed.append(contentsOf: data[offset..<offset + count])
      offset += count
    }
    return framed
  }
}
