// SPDX-License-Identifier: MIT
import Foundation

/// One of N disjoint shares of a list of scenes (`--shard K/N`), for splitting a batch across
/// machines:
/// the sorted list is dealt out round-robin, so every scene belongs to exactly one shard and the
/// shards
/// differ in size by at most one.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// 1…count.
  public let index: Int
  public let count: Int

  /// `K/N` with 1 ≤ K ≤ N; nil otherwise.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1,
      (1...n).contains(k)
    else { return nil }
    index = k
    count = n
  }

  /// All of the work.
  public static let whole = Shard("1/1")!

  /// This shard's share of `items` (in their sorted order).
  public func select<T: Comparable>(_ items: [T]) -> [T] {
    items.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }

  public var description: String { "\(index)/\(count)" }
}
