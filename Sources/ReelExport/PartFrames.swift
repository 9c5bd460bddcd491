// SPDX-License-Identifier: MIT
import Foundation

/// Which frames of a render a part holds (`reel render --frames`).
public enum PartFrames: Sendable, Equatable {
  /// Frames `A...B`, numbered from 0; `B` past the last frame means the last.
  case range(ClosedRange<Int>)
  /// Share `index` (1…`count`) of `count` equal shares, in order, their sizes differing by at
  /// most one frame — for a CI matrix or an indexed job that does not know the frame count.
  case share(index: Int, count: Int)

  /// Parses `A..B`, `A..` (to the last frame) or `K/N`; nil for anything else.
  public init?(_ text: String) {
    guard text.allSatisfy({ $0.isASCII }) else { return nil }
    let share = text.split(separator: "/", omittingEmptySubsequences: false)
    if share.count == 2 {
      guard let k = Int(share[0]), let n = Int(share[1]), n >= 1, (1...n).contains(k) else {
        return nil
      }
      self = .share(index: k, count: n)
      return
    }
    let ends = text.split(separator: "..", maxSplits: 1, omittingEmptySubsequences: false)
    guard ends.count == 2, let first = Int(ends[0]), first >= 0 else { return nil }
    if ends[1].isEmpty {
      self = .range(first...Int.max)
      return
    }
    guard let last = Int(ends[1]), last >= first else { return nil }
    self = .range(first...last)
  }

  /// The frames of a render of `count` frames, or nil when none of them is asked for.
  public func frames(of count: Int) -> Range<Int>? {
    switch self {
    case .range(let range):
      guard range.lowerBound < count else { return nil }
      return range.lowerBound..<min(range.upperBound, count - 1) + 1
    case .share(let index, let shares):
      // count × index / shares without overflow, however large `K/N` is written.
      func edge(_ k: Int) -> Int {
        shares.dividingFullWidth(max(count, 0).multipliedFullWidth(by: k)).quotient
      }
      let (start, end) = (edge(index - 1), edge(index))
      return start < end ? start..<end : nil
    }
  }

  /// Whether it is a `K/N` share.
  public var isShare: Bool {
    if case .share = self { return true }
    return false
  }

  /// As it was written.
  public var description: String {
    switch self {
    case .range(let range):
      "\(range.lowerBound).." + (range.upperBound == Int.max ? "" : "\(range.upperBound)")
    case .share(let index, let count): "\(index)/\(count)"
    }
  }
}
