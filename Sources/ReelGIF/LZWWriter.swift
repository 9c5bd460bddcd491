// SPDX-License-Identifier: MIT

/// The code side of GIF's LZW, as giflib writes it: variable-width codes, least significant bit
/// first, from `codeSize + 1` bits up to 12; a clear code first, and again whenever the table
/// would hold code 4095; an end code last. Both coders (`LZWEncoder`, exact, and `LossyLZW`) write
/// through it, so a frame compressed here is byte for byte what `EGifPutLine` would write.
struct LZWWriter {
  /// The largest code a 12-bit table holds; giflib clears the table instead of assigning it.
  static let largestCode = 4095
  /// GIF's minimum code size: the palette's bits, at least 2.
  let codeSize: Int
  let clearCode: Int
  /// The code the next table entry gets.
  private(set) var nextCode: Int
  private var width: Int
  /// One more than the largest code `width` bits hold.
  private var widthLimit: Int
  private var accumulator: UInt64 = 0
  private var bits = 0
  private(set) var bytes: [UInt8] = []

  /// A stream for `codeSize` (2…8) that expects about `pixels` pixels, with its clear code
  /// written.
  init(codeSize: Int, pixels: Int) {
    self.codeSize = codeSize
    clearCode = 1 << codeSize
    nextCode = clearCode + 2
    width = codeSize + 1
    widthLimit = 1 << width
    // A GIF's codes rarely outnumber its pixels by more than this; the array grows if they do.
    bytes.reserveCapacity(pixels + pixels / 2 + 16)
    write(clearCode)
  }

  /// Writes `code` at the current width, then widens it when the table has outgrown it (giflib's
  /// rule: the width grows after the code that is written while the next entry needs more bits).
  @inline(__always)
  mutating func write(_ code: Int) {
    accumulator |= UInt64(code) << UInt64(bits)
    bits += width
    while bits >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      bits -= 8
    }
    if nextCode >= widthLimit, code <= Self.largestCode {
      width += 1
      widthLimit = 1 << width
    }
  }

  /// After a string's code is written: the code for the string extended by one index, or nil when
  /// the table is full — then a clear code is written and the caller empties its table.
  @inline(__always)
  mutating func newEntry() -> Int? {
    guard nextCode >= Self.largestCode else {
      nextCode += 1
      return nextCode - 1
    }
    write(clearCode)
    nextCode = clearCode + 2
    width = codeSize + 1
    widthLimit = 1 << width
    return nil
  }

  /// Writes the last string's code (if any) and the end code, and returns the stream's bytes.
  mutating func finish(_ last: Int?) -> [UInt8] {
    if let last { write(last) }
    write(clearCode + 1)
    if bits > 0 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
    accumulator = 0
    bits = 0
    return bytes
  }
}
