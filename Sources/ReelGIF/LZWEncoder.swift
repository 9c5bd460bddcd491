// SPDX-License-Identifier: MIT

/// GIF's LZW compression of one frame's palette indices, exact: the bytes giflib's `EGifPutLine`
/// writes for the same indices (tested against it), several times faster — the string table is an
/// open-addressing hash of 16 384 slots (64 KB, in cache) probed inline, where giflib calls a
/// function per pixel.
enum LZWEncoder {
  /// Slots of the string table: a power of two, at least twice the 4 096 codes.
  private static let slots = 1 << 14
  /// An empty slot. A slot holds `(prefix << 8 | index) << 12 | code`; prefixes are below 4 095
  /// and codes below 4 095, so no entry equals it.
  private static let empty = UInt32.max

  /// The LZW data (without sub-block framing) of `indices`, for a palette of `codeSize` bits
  /// (2…8; every index must be below `1 << codeSize`).
  static func encode(_ indices: UnsafeBufferPointer<UInt8>, codeSize: Int) -> [UInt8] {
    var writer = LZWWriter(codeSize: codeSize, pixels: indices.count)
    guard var prefix = indices.first.map(UInt32.init) else { return writer.finish(nil) }
    let mask = UInt32(slots - 1)
    var table = [UInt32](repeating: empty, count: slots)
    // Each code's most recent child, as `index << 16 | code` (empty: none): runs and rows like
    // the one above find their next string here without hashing.
    var recent = [UInt32](repeating: empty, count: LZWWriter.largestCode + 1)
    table.withUnsafeMutableBufferPointer { table in
      recent.withUnsafeMutableBufferPointer { recent in
        for i in 1..<indices.count {
          let index = UInt32(indices[i])
          let hint = recent[Int(prefix)]
          if hint >> 16 == index {
            prefix = hint & 0xFFFF
            continue
          }
          let key = prefix << 8 | index
          var slot = Int((key &* 0x9E37_79B1) >> 18 & mask)
          var entry = table[slot]
          while entry != empty, entry >> 12 != key {
            slot = (slot + 1) & Int(mask)
            entry = table[slot]
          }
          if entry != empty {
            recent[Int(prefix)] = index << 16 | entry & 0xFFF
            prefix = entry & 0xFFF
            continue
          }
          writer.write(Int(prefix))
          if let code = writer.newEntry() {
            table[slot] = key << 12 | UInt32(code)
            recent[Int(prefix)] = index << 16 | UInt32(code)
          } else {
            table.update(repeating: empty)
            recent.update(repeating: empty)
          }
          prefix = index
        }
      }
    }
    return writer.finish(Int(prefix))
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
