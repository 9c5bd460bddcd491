// SPDX-License-Identifier: MIT
import Foundation

/// A rectangle of pixels: origin at the top left, sizes ≥ 1 (an empty rectangle is never made by
/// the functions here: they return nil instead).
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  /// The pixels a rectangle of device units touches, grown by `outset` pixels on every side and
  /// kept inside `width × height`; nil when nothing of it is inside (or it is not finite).
  public init?(covering rect: CGRect, outset: Int = 0, width: Int, height: Int) {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else { return nil }
    let limit = Double(Int32.max)
    func clamped(_ v: CGFloat) -> Int { Int(max(min(Double(v), limit), -limit)) }
    let x0 = max(clamped(rect.minX.rounded(.down)) - outset, 0)
    let y0 = max(clamped(rect.minY.rounded(.down)) - outset, 0)
    let x1 = min(clamped(rect.maxX.rounded(.up)) + outset, width)
    let y1 = min(clamped(rect.maxY.rounded(.up)) + outset, height)
    guard x1 > x0, y1 > y0 else { return nil }
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  /// Pixels covered.
  public var area: Int { width * height }

  /// Whether the two are at most `gap` pixels apart on both axes.
  public func isNear(_ other: PixelRect, gap: Int) -> Bool {
    x <= other.maxX + gap && other.x <= maxX + gap && y <= other.maxY + gap
      && other.y <= maxY + gap
  }

  /// The smallest rectangle holding both.
  public func union(_ other: PixelRect) -> PixelRect {
    let (left, top) = (min(x, other.x), min(y, other.y))
    return PixelRect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The pixels in both; nil when they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect? {
    let (left, top) = (max(x, other.x), max(y, other.y))
    let (right, bottom) = (min(maxX, other.maxX), min(maxY, other.maxY))
    guard right > left, bottom > top else { return nil }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The smallest rectangle holding all of `rects`; nil for none.
  public static func bounds(_ rects: [PixelRect]) -> PixelRect? {
    guard let first = rects.first else { return nil }
    return rects.dropFirst().reduce(first) { $0.union($1) }
  }

  /// `rects` with every two that are within `gap` pixels of each other replaced by their union,
  /// until none are; then, while more than `limit` remain, the gap doubles. The result covers
  /// every pixel of `rects` (and some between them). Quadratic in the count: keep it small.
  public static func merged(_ rects: [PixelRect], gap: Int, limit: Int) -> [PixelRect] {
    var result = rects
    var gap = max(gap, 0)
    while true {
      var changed = false
      var i = 0
      while i < result.count {
        var j = i + 1
        while j < result.count {
          if result[i].isNear(result[j], gap: gap) {
            result[i] = result[i].union(result.remove(at: j))
            changed = true
          } else {
            j += 1
          }
        }
        i += 1
      }
      if !changed {
        guard result.count > max(limit, 1) else { break }
        gap = max(gap * 2, 1)
      }
    }
    return result
  }

  public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
