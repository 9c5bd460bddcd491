// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension SolvedSection {
  /// Indexes the cells along the layout's axis for `cells(reaching:)`: for each cell, the furthest
  /// end of it and every cell before it, and the nearest start of it and every cell after it
  /// (supplementaries included). Both run monotonically, so binary search finds the cells a
  /// range can reach, however the groups nest.
  mutating func indexCells(along axis: ScrollDirection) {
    var ends: [CGFloat] = []
    ends.reserveCapacity(cells.count)
    var starts = [CGFloat](repeating: 0, count: cells.count)
    var furthest = -CGFloat.infinity
    for cell in cells {
      furthest = max(
        furthest,
        cell.supplementaries.reduce(axis.end(cell.frame)) {
          max($0, axis.end($1.frame))
        })
      ends.append(furthest)
    }
    var nearest = CGFloat.infinity
    for i in cells.indices.reversed() {
      nearest = min(
        nearest,
        cells[i].supplementaries.reduce(axis.start(cells[i].frame)) {
          min($0, axis.start($1.frame))
        })
      starts[i] = nearest
    }
    reachEnds = ends
    reachStarts = starts
  }

  /// The cells that can reach from `start` to `end` along the axis (each still to be tested on
  /// its own): all of them when the section was not indexed.
  func cells(reaching start: CGFloat, to end: CGFloat) -> Range<Int> {
    guard reachEnds.count == cells.count, reachStarts.count == cells.count else {
      return cells.indices
    }
    // The first cell whose furthest end so far reaches `start`; the last whose nearest start
    // from there on is not past `end`.
    let first = partition(reachEnds) { $0 < start }
    let last = partition(reachStarts) { $0 <= end }
    return first < last ? first..<last : first..<first
  }

  /// The number of leading elements of a sorted `values` for which `isBefore` holds.
  private func partition(_ values: [CGFloat], _ isBefore: (CGFloat) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(values[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
