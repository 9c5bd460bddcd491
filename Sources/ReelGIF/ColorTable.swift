// SPDX-License-Identifier: MIT

/// A hash table from 0xRRGGBB colours to values, for the per-pixel work of GIF frames (colour
/// ids, palette lookups): open addressing with linear probing and a multiplicative hash, far
/// cheaper per lookup than `Dictionary`'s seeded SipHash.
struct ColorTable<Value> {
  /// 0xFFFF_FFFF marks an empty slot: colours are 24-bit.
  private static var empty: UInt32 { 0xFFFF_FFFF }
  private var keys: [UInt32]
  private var values: [Value]
  private let filler: Value
  private(set) var count = 0

  /// An empty table whose unused slots hold `filler`.
  init(filler: Value, capacity: Int = 256) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    keys = [UInt32](repeating: Self.empty, count: size)
    values = [Value](repeating: filler, count: size)
    self.filler = filler
  }

  @inline(__always)
  private func slot(of key: UInt32) -> (index: Int, found: Bool) {
    let mask = keys.count - 1
    var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 7) & mask
    while true {
      let k = keys[i]
      if k == key { return (i, true) }
      if k == Self.empty { return (i, false) }
      i = (i + 1) & mask
    }
  }

  /// The value stored for `key`, or nil.
  subscript(key: UInt32) -> Value? {
    let (i, found) = slot(of: key)
    return found ? values[i] : nil
  }

  /// Stores `value` for `key`.
  mutating func set(_ key: UInt32, _ value: Value) {
    let (i, found) = slot(of: key)
    values[i] = value
    if !found { insert(key, at: i) }
  }

  private mutating func insert(_ key: UInt32, at i: Int) {
    keys[i] = key
    count += 1
    if count * 2 > keys.count { grow() }
  }

  private mutating func grow() {
    let old = zip(keys, values).filter { $0.0 != Self.empty }
    keys = [UInt32](repeating: Self.empty, count: keys.count * 2)
    values = [Value](repeating: filler, count: keys.count)
    count = 0
    for (key, value) in old { set(key, value) }
  }
}
