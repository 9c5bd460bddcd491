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
  private let output: UnsafeMutableBufferPointer<UInt8>
  private var count = 0

  private init(codeSize: Int, output: UnsafeMutableBufferPointer<UInt8>) {
    self.codeSize = codeSize
    clearCode = 1 << codeSize
    nextCode = clearCode + 2
    width = codeSize + 1
    widthLimit = 1 << width
    self.output = output
    write(clearCode)
  }

  /// The bytes of a stream for `codeSize` (2…8) over `pixels` indices: `body` writes every code
  /// but the last string's, which it returns (nil when there are no pixels).
  static func stream(codeSize: Int, pixels: Int, _ body: (inout LZWWriter) -> Int?) -> [UInt8] {
    // Every code takes at least one pixel, and at most 12 bits; add the clear codes (one per
    // 3 837 codes at least) and the first clear and end codes.
    let capacity = (pixels + pixels / 1024 + 8) * 3 / 2 + 8
    let output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    defer { output.deallocate() }
    var writer = LZWWriter(codeSize: codeSize, output: output)
    let last = body(&writer)
    if let last { writer.write(last) }
    writer.write(writer.clearCode + 1)
    if writer.bits > 0 { writer.put(UInt8(truncatingIfNeeded: writer.accumulator)) }
    return Array(output[..<writer.count])
  }

  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    precondition(count < output.count, "LZW output outgrew its bound")
    output[count] = byte
    count += 1
  }

  /// Writes `code` at the current width, then widens it when the table has outgrown it (giflib's
  /// rule: the width grows after the code that is written while the next entry needs more bits).
  @inline(__always)
  mutating func write(_ code: Int) {
    accumulator |= UInt64(code) << UInt64(bits)
    bits += width
    while bits >= 8 {
      put(UInt8(truncatingIfNeeded: accumulator))
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
}
