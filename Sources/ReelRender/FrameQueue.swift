// SPDX-License-Identifier: MIT
import Foundation

/// The distinct frames a chunk encoder holds before encoding them (GIF, APNG, WebP): a frame equal
/// to the one before it lengthens that one instead of being queued, and at a part's start, a
/// frame equal to the frame shown before the part becomes a continuation chunk. The last queued
/// frame is kept back by `take(keepingLast:)`: a repeat may still lengthen it.
public struct FrameQueue {
  /// A distinct frame: its pixels, the frame of the full render it starts at, how many frames it
  /// shows for, and the pixels that can differ from the frame before it (nil: any).
  public typealias Item = (raster: Raster, frame: Int, count: Int, changed: [PixelRect]?)

  public private(set) var items: [Item] = []
  private var next: Int

  /// A queue starting at frame `firstFrame` of the full render.
  public init(firstFrame: Int) { next = max(firstFrame, 0) }

  /// Takes the next frame; `previous` is the frame shown before the queue's first (a part's
  /// start). Returns the continuation chunk a repeat of `previous` makes, if it is one.
  public mutating func add(
    _ raster: Raster, changed: [PixelRect]?, previous: Raster?
  ) -> AnimationChunk? {
    defer { next += 1 }
    if let last = items.last, raster.isEqual(to: last.raster, within: changed) {
      items[items.count - 1].count += 1
      return nil
    }
    if items.isEmpty, let previous, raster.isEqual(to: previous, within: changed) {
      return AnimationChunk(firstFrame: next, frameCount: 1, payload: Data())
    }
    items.append((raster, next, 1, changed))
    return nil
  }

  /// Removes and returns the first queued frame.
  /// - Precondition: the queue is not empty.
  public mutating func takeFirst() -> Item { items.removeFirst() }

  /// Removes and returns the queued frames, all but the last when `keepingLast`.
  public mutating func take(keepingLast: Bool) -> [Item] {
    let count = keepingLast ? max(items.count - 1, 0) : items.count
    defer { items.removeFirst(count) }
    return Array(items[..<count])
  }
}
