// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Canvases for the threads of one render: each frame is drawn on whichever canvas is free, over
/// the frame that canvas drew last (a few frames back when several threads draw), so unchanged
/// pixels are not drawn again. Which canvas draws a frame does not change a byte of it.
public final class FrameCanvasPool: @unchecked Sendable {
  private let lock = NSLock()
  private var free: [FrameCanvas] = []
  private var all: [FrameCanvas] = []
  /// Whether frames are drawn only where they changed (false: whole, for measuring what that
  /// saves; the pixels are the same).
  public let drawsOnlyDamage: Bool

  public init(drawsOnlyDamage: Bool = true) { self.drawsOnlyDamage = drawsOnlyDamage }

  /// The frame as straight-alpha RGBA pixels, drawn on a free canvas. Safe from any thread.
  public func raster(_ list: DisplayList) throws(RenderError) -> Raster {
    let canvas = lock.withLock {
      if let canvas = free.popLast() { return canvas }
      let made = FrameCanvas(drawsOnlyDamage: drawsOnlyDamage)
      all.append(made)
      return made
    }
    defer { lock.withLock { free.append(canvas) } }
    return try canvas.raster(list)
  }

  /// The share of the frames' pixels that were drawn (1 when every frame was drawn whole); 0
  /// before any frame.
  public var drawnShare: Double {
    lock.withLock {
      let frame = all.reduce(0) { $0 + $1.framePixels }
      return frame == 0 ? 0 : Double(all.reduce(0) { $0 + $1.drawnPixels }) / Double(frame)
    }
  }
}
