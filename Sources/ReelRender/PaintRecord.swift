// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// One drawing operation of a frame, as damage tracking compares them: what is drawn, with the
/// origin its coordinates start from and the clip it is drawn under (canvas points).
struct PaintRecord: Hashable {
  enum Kind: Equatable {
    /// A layer's background colour over its frame.
    case fill(CGRect, RGBAColor)
    /// An element, in content coordinates.
    case item(DisplayItem)
  }

  var kind: Kind
  var origin: CGPoint
  var clip: CGRect?

  /// Whether the record is drawn in a way a region of the frame cannot reproduce on its own: it
  /// samples the pixels under it (a blurred material), or it is projected pixel by pixel
  /// (perspective).
  var needsWholeFrame: Bool {
    if case .item(let item) = kind {
      return item.style.readsBackdrop || !item.transform.isPlanarAffine
    }
    return false
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(origin)
    switch kind {
    case .fill(let rect, let color):
      hasher.combine(rect.origin)
      hasher.combine(color)
    case .item(let item):
      hasher.combine(item.center)
      hasher.combine(item.size.width)
      hasher.combine(item.size.height)
      hasher.combine(item.alpha)
    }
  }

  /// Which records of `old` and `new` are the same drawing in the same order: equal records
  /// paired first to first, then the longest run of pairs whose order agrees in both. Every other
  /// record changed — it moved, restyled, appeared, disappeared or changed places in the order.
  static func kept(_ old: [PaintRecord], _ new: [PaintRecord]) -> (old: [Bool], new: [Bool]) {
    var positions: [PaintRecord: [Int]] = [:]
    for (i, record) in old.enumerated().reversed() { positions[record, default: []].append(i) }
    var pairs: [(old: Int, new: Int)] = []
    for (j, record) in new.enumerated() {
      if let i = positions[record]?.popLast() { pairs.append((i, j)) }
    }
    var keptOld = [Bool](repeating: false, count: old.count)
    var keptNew = [Bool](repeating: false, count: new.count)
    for k in longestIncreasingRun(pairs.map(\.old)) {
      keptOld[pairs[k].old] = true
      keptNew[pairs[k].new] = true
    }
    return (keptOld, keptNew)
  }

  /// Positions in `values` of a longest strictly increasing subsequence (patience sorting,
  /// O(n log n)).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // positions of the smallest tail of each length
    var before = [Int](repeating: -1, count: values.count)
    for (k, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { before[k] = tails[low - 1] }
      if low == tails.count { tails.append(k) } else { tails[low] = k }
    }
    var run: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 {
      run.append(k)
      k = before[k]
    }
    return run.reversed()
  }
}

/// `PaintRecord`'s longest-run search, for tests.
package enum PaintRecordProbe {
  package static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    PaintRecord.longestIncreasingRun(values)
  }
}
