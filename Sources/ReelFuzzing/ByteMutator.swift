// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport

/// Damages files of any format the way they arrive from elsewhere, for the decoders with no
/// structure-aware mutator (JPEG, WebP, SVG): bits flipped, cut short, a slice repeated, removed
/// or moved, bytes overwritten with boundary values (0, 0xFF, 0x7F, 0x80 runs: lengths and
/// sizes), and, for text, a slice repeated many times (deep nesting, long runs). Deterministic
/// for a seed.
public struct ByteMutator: Sendable {
  let files: [[UInt8]]

  public init(files: [Data]) { self.files = files.map { [UInt8]($0) } }

  /// Mutant number `index` of file `file` (modulo the count).
  public func mutant(of file: Int, index: Int, seed: UInt64 = 0) -> Data {
    guard !files.isEmpty else { return Data() }
    var random = SplitMix64(
      seed: seed &+ UInt64(file) &* 0x9E37_79B9 &+ UInt64(index) &* 0xBF58_476D)
    var bytes = files[file % files.count]
    for _ in 0..<(1 + random.below(3)) { mutate(&bytes, &random) }
    return Data(bytes)
  }

  func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
    guard bytes.count > 4 else { return bytes.append(UInt8(truncatingIfNeeded: random.next())) }
    let a = random.below(bytes.count)
    let b = min(bytes.count, a + 1 + random.below(64))
    switch random.below(6) {
    case 0:
      for _ in 0..<(1 + random.below(8)) {
        bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8))
      }
    case 1: bytes.removeSubrange(a...)
    case 2: bytes.insert(contentsOf: bytes[a..<b], at: random.below(bytes.count))
    case 3: bytes.removeSubrange(a..<b)
    case 4:
      let value: UInt8 = [0x00, 0xFF, 0x7F, 0x80][random.below(4)]
      for i in a..<min(bytes.count, a + 1 + random.below(4)) { bytes[i] = value }
    default:
      let slice = Array(bytes[a..<b])
      for _ in 0..<(2 + random.below(200)) { bytes.insert(contentsOf: slice, at: a) }
    }
  }
}
