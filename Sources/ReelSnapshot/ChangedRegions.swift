// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// The changed regions of a comparison: the connected components of the differing pixels
/// (8-connected), boxes closer than `gap` pixels merged, largest first — what a reviewer should
/// look at, even when the change is a few pixels of a corner.
enum ChangedRegions {
  /// Boxes closer than this (pixels) are one region.
  static let gap = 8
  /// The most regions reported; more are merged into their neighbours.
  static let limit = 64

  /// `marks` has one entry a pixel of a `width`-wide image: 2 where pixels differ.
  static func find(marks: [UInt8], width: Int) -> [PixelRect] {
    guard width > 0 else { return [] }
    var seen = [Bool](repeating: false, count: marks.count)
    var boxes: [PixelRect] = []
    var stack: [Int32] = []
    for start in marks.indices where marks[start] == 2 && !seen[start] {
      seen[start] = true
      stack.append(Int32(start))
      var box = PixelRect(x: start % width, y: start / width, width: 1, height: 1)
      while let popped = stack.popLast() {
        let i = Int(popped)
        let (x, y) = (i % width, i / width)
        box = box.union(PixelRect(x: x, y: y, width: 1, height: 1))
        for dy in -1...1 {
          for dx in -1...1 {
            let (nx, ny) = (x + dx, y + dy)
            guard nx >= 0, nx < width, ny >= 0 else { continue }
            let j = ny * width + nx
            guard j < marks.count, marks[j] == 2, !seen[j] else { continue }
            seen[j] = true
            stack.append(Int32(j))
          }
        }
      }
      boxes.append(box)
    }
    return merged(bucketed(boxes, pixels: marks.count))
  }

  /// Many boxes (noise: thousands of specks) first merged per cell of a grid of at most about
  /// 1024 cells, so the pairwise merge that follows stays small.
  static func bucketed(_ boxes: [PixelRect], pixels: Int) -> [PixelRect] {
    guard boxes.count > 1024 else { return boxes }
    let cell = max(64, Int(Double(pixels / 1024).squareRoot().rounded(.up)))
    var cells: [Int: PixelRect] = [:]
    var order: [Int] = []
    for box in boxes {
      let key = (box.y / cell) * 1_000_000 + box.x / cell
      if let known = cells[key] {
        cells[key] = known.union(box)
      } else {
        cells[key] = box
        order.append(key)
      }
    }
    return order.map { cells[$0]! }
  }

  /// Merges boxes within `gap` of each other until none are, then until at most `limit` remain;
  /// largest first.
  static func merged(_ boxes: [PixelRect]) -> [PixelRect] {
    PixelRect.merged(boxes, gap: gap, limit: limit).sorted {
      ($1.width * $1.height, $0.y, $0.x) < ($0.width * $0.height, $1.y, $1.x)
    }
  }
}
