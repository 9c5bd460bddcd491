// SPDX-License-Identifier: MIT
import Foundation

extension Raster {
  /// The smallest rectangle, in pixels `(x, y, width, height)`, holding every pixel that differs
  /// from `previous` (same size); a 1×1 rectangle at the origin when none does. Animated GIF and
  /// APNG frames are cropped to it.
  ///
  /// - Parameter hint: rectangles known to hold every pixel that differs (a frame's damage); only
  ///   they are compared. Nil compares every pixel.
  public func changedRect(from previous: Raster, within hint: [PixelRect]? = nil)
    -> (x: Int, y: Int, width: Int, height: Int)
  {
    let whole = PixelRect(x: 0, y: 0, width: width, height: height)
    let areas = hint.map { $0.compactMap { $0.intersection(whole) } } ?? [whole]
    var box: PixelRect?
    pixels.withUnsafeBytes { a in
      previous.pixels.withUnsafeBytes { b in
        let a32 = a.bindMemory(to: UInt32.self)
        let b32 = b.bindMemory(to: UInt32.self)
        for area in areas {
          var minX = Int.max
          var minY = Int.max
          var maxX = -1
          var maxY = -1
          // Each row from its left end to its first difference, then from its right end: a row
          // that changed throughout costs two comparisons, an unchanged one a scan.
          for y in area.y..<area.maxY {
            let row = y * width
            guard
              memcmp(
                a32.baseAddress! + row + area.x, b32.baseAddress! + row + area.x,
                area.width * 4) != 0
            else { continue }
            let (now, before) = (a32.baseAddress! + row, b32.baseAddress! + row)
            let left = Self.firstDifference(now, before, from: area.x, to: area.maxX)
            guard left < area.maxX else { continue }
            let right = Self.lastDifference(now, before, from: left, to: area.maxX)
            minX = min(minX, left)
            maxX = max(maxX, right)
            minY = min(minY, y)
            maxY = y
          }
          guard maxX >= 0 else { continue }
          let found = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
          box = box.map { $0.union(found) } ?? found
        }
      }
    }
    guard let box else { return (0, 0, 1, 1) }
    return (box.x, box.y, box.width, box.height)
  }

  /// The first `i` in `start..<end` where the pixels differ, `end` when none: four pixels a step
  /// while they are equal.
  @inline(__always)
  static func firstDifference(
    _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, from start: Int, to end: Int
  ) -> Int {
    var i = start
    while i + 4 <= end, Self.sameFour(a + i, b + i) { i += 4 }
    while i < end, a[i] == b[i] { i += 1 }
    return i
  }

  /// The last `i` in `start..<end` where the pixels differ; `a[start]` must differ from
  /// `b[start]`.
  @inline(__always)
  static func lastDifference(
    _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, from start: Int, to end: Int
  ) -> Int {
    var i = end
    while i - 4 > start, Self.sameFour(a + i - 4, b + i - 4) { i -= 4 }
    repeat { i -= 1 } while a[i] == b[i]
    return i
  }

  /// Whether four pixels from `a` equal four from `b` (two 64-bit words each, no branch between).
  @inline(__always)
  private static func sameFour(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>) -> Bool {
    let (p, q) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
    return (p.loadUnaligned(as: UInt64.self) ^ q.loadUnaligned(as: UInt64.self))
      | (p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        ^ q.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) == 0
  }

  /// Whether every pixel equals `other`'s (same size). `hint`, when given, holds every pixel that
  /// can differ (a frame's damage since `other`): only those are compared — none for `[]`.
  public func isEqual(to other: Raster, within hint: [PixelRect]? = nil) -> Bool {
    guard width == other.width, height == other.height else { return false }
    let whole = PixelRect(x: 0, y: 0, width: width, height: height)
    guard let hint else { return isEqual(to: other, within: [whole]) }
    return pixels.withUnsafeBytes { a in
      other.pixels.withUnsafeBytes { b in
        for area in hint.compactMap({ $0.intersection(whole) }) {
          for y in area.y..<area.maxY {
            let start = (y * width + area.x) * 4
            if memcmp(a.baseAddress! + start, b.baseAddress! + start, area.width * 4) != 0 {
              return false
            }
          }
        }
        return true
      }
    }
  }
}
