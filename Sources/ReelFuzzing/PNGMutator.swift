// SPDX-License-Identifier: MIT
import Foundation
import ReelPNG
import ReelTestSupport

/// Makes damaged PNG files from good ones, the way images arrive from elsewhere: bits flipped,
/// cut short, chunks repeated, dropped or given wrong lengths, and header fields (size, bit depth,
/// colour type, interlacing) changed with the checksum repaired so the damage reaches the decoder.
/// Deterministic for a seed.
public struct PNGMutator: Sendable {
  let images: [[UInt8]]

  public init(images: [Data]) { self.images = images.map { [UInt8]($0) } }

  /// Mutant number `index` of image `image` (modulo the count).
  public func mutant(of image: Int, index: Int, seed: UInt64 = 0) -> Data {
    guard !images.isEmpty else { return Data() }
    var random = SplitMix64(
      seed: seed &+ UInt64(image) &* 0xD1B5_4A32 &+ UInt64(index) &* 0x2545_F491)
    var bytes = images[image % images.count]
    for _ in 0..<(1 + random.below(3)) { mutate(&bytes, &random) }
    return Data(bytes)
  }

  /// (offset, length) of each whole chunk after the signature.
  static func chunks(_ bytes: [UInt8]) -> [(offset: Int, length: Int)] {
    var result: [(Int, Int)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      guard offset + 12 + length <= bytes.count else { break }
      result.append((offset, 12 + length))
      offset += 12 + length
    }
    return result
  }

  func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard bytes.count > 8 else { return bytes.append(UInt8(truncatingIfNeeded: random.next())) }
    let chunks = Self.chunks(bytes)
    switch random.below(7) {
    case 0:
      for _ in 0..<(1 + random.below(8)) {
        bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8))
      }
    case 1: bytes.removeSubrange(random.below(bytes.count)...)
    case 2 where !chunks.isEmpty:
      let c = chunks[random.below(chunks.count)]
      bytes.insert(
        contentsOf: bytes[c.offset..<(c.offset + c.length)],
        at: chunks[random.below(chunks.count)].offset)
    case 3 where chunks.count > 1:
      let c = chunks[1 + random.below(chunks.count - 1)]
      bytes.removeSubrange(c.offset..<(c.offset + c.length))
    case 4 where !chunks.isEmpty:
      let c = chunks[random.below(chunks.count)]
      let value = [
        0, 1, 0xFFFF_FFFF, 0x7FFF_FFFF, UInt32(c.length - 12) + 1, UInt32(max(0, c.length - 13)),
      ][random.below(6)]
      put(value, at: c.offset, in: &bytes)
    default:
      // An IHDR field changed, its CRC repaired.
      guard bytes.count >= 33 else { return }
      switch random.below(5) {
      case 0: put([0, 1, 2, 8192, 8193, 65_535, 1 << 20][random.below(7)], at: 16, in: &bytes)
      case 1: put([0, 1, 2, 8192, 8193, 65_535, 1 << 20][random.below(7)], at: 20, in: &bytes)
      case 2: bytes[24] = [0, 1, 2, 4, 8, 16, 3, 255][random.below(8)]
      case 3: bytes[25] = [0, 1, 2, 3, 4, 5, 6, 7, 255][random.below(9)]
      default: bytes[26 + random.below(3)] = UInt8(random.below(3))
      }
      put(PNGHeader.crc32(bytes[12..<29]), at: 29, in: &bytes)
    }
  }

  func put(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
    for k in 0..<4 where offset + k < bytes.count {
      bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k)))
    }
  }
}
