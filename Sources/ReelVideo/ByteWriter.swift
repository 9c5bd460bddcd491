// SPDX-License-Identifier: MIT
import Foundation

/// Bytes appended big-endian, as both containers here (ISO BMFF and EBML) store numbers.
struct ByteWriter {
  var data = Data()

  mutating func u8(_ value: Int) { data.append(UInt8(truncatingIfNeeded: value)) }
  mutating func u16(_ value: Int) { append(UInt64(truncatingIfNeeded: value), bytes: 2) }
  mutating func u32(_ value: Int) { append(UInt64(truncatingIfNeeded: value), bytes: 4) }
  mutating func u64(_ value: Int) { append(UInt64(truncatingIfNeeded: value), bytes: 8) }
  mutating func bytes(_ value: Data) { data.append(value) }
  mutating func zeros(_ count: Int) { data.append(Data(count: count)) }
  /// ASCII text, exactly as written (four-character codes, names).
  mutating func ascii(_ text: String) { data.append(contentsOf: Array(text.utf8)) }

  mutating func append(_ value: UInt64, bytes count: Int) {
    for shift in stride(from: (count - 1) * 8, through: 0, by: -8) {
      data.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  /// An ISO BMFF box: 32-bit size, four-character type, then what `body` writes.
  mutating func box(_ type: String, _ body: (inout ByteWriter) -> Void) {
    var inner = ByteWriter()
    body(&inner)
    u32(inner.data.count + 8)
    ascii(type)
    data.append(inner.data)
  }

  /// A "full box": a box whose body starts with a version byte and 24 bits of flags.
  mutating func fullBox(
    _ type: String, version: Int = 0, flags: Int = 0, _ body: (inout ByteWriter) -> Void
  ) {
    box(type) { box in
      box.u8(version)
      box.append(UInt64(flags), bytes: 3)
      body(&box)
    }
  }
}
