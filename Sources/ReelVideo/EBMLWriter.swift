// SPDX-License-Identifier: MIT
import Foundation

/// EBML, Matroska's binary format (RFC 8794): elements of an ID, a variable-length size and a
/// body. Bodies are built first, so every size is known and written in its shortest form.
struct EBMLWriter {
  var writer = ByteWriter()
  var data: Data { writer.data }

  /// An element holding other elements.
  mutating func master(_ id: UInt32, _ body: (inout EBMLWriter) -> Void) {
    var inner = EBMLWriter()
    body(&inner)
    element(id, inner.data)
  }

  /// An element whose body is `bytes`.
  mutating func element(_ id: UInt32, _ bytes: Data) {
    writeID(id)
    writeSize(bytes.count)
    writer.bytes(bytes)
  }

  /// An unsigned integer in as few bytes as it needs, or exactly `width` bytes.
  mutating func uint(_ id: UInt32, _ value: UInt64, width: Int? = nil) {
    let needed = max(1, (64 - value.leadingZeroBitCount + 7) / 8)
    var body = ByteWriter()
    body.append(value, bytes: width ?? needed)
    element(id, body.data)
  }

  mutating func float(_ id: UInt32, _ value: Double) {
    var body = ByteWriter()
    body.append(value.bitPattern, bytes: 8)
    element(id, body.data)
  }

  mutating func string(_ id: UInt32, _ value: String) { element(id, Data(value.utf8)) }

  private mutating func writeID(_ id: UInt32) {
    let bytes = max(1, (32 - id.leadingZeroBitCount + 7) / 8)
    writer.append(UInt64(id), bytes: bytes)
  }

  /// A size as a variable-length integer: the number of leading zero bits of the first byte says
  /// how many bytes follow (all ones is reserved for "unknown").
  private mutating func writeSize(_ size: Int) {
    var length = 1
    while length < 8, UInt64(size) >= (UInt64(1) << UInt64(7 * length)) - 1 { length += 1 }
    writer.append(UInt64(size) | (UInt64(1) << UInt64(7 * length)), bytes: length)
  }
}
