// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelRender

extension SceneRenderer {
  /// Draws the frames at `times` in parallel batches (frames equal to the one before are not drawn
  /// again; the others only where they changed, on a pool of canvases) and hands each to
  /// `consume` in order with the pixels that can differ from the frame before it (nil: any) and
  /// its index; `start` is the frame before the first, when there is one. The next batch is drawn
  /// while one is consumed; memory stays flat: two batches at a time.
  func drawFrames(
    _ player: any FrameSource, times: [Double], scale: CGFloat?, parallelism: Int, path: String,
    after start: (list: DisplayList, data: Raster)? = nil, progress: (Int, Int) -> Void,
    consume: (Raster, [PixelRect]?, Int) throws(OutputError) -> Void
  ) throws(OutputError) {
    let pool = FrameCanvasPool()
    var previous = start
    let frameBytes = RenderBudget.pixels(player.canvasSize, scale: scale ?? player.scale) * 4
    let batches = batchRanges(
      times.count, parallelism: parallelism, perCore: 2, frameBytes: frameBytes)
    try pipelined(batches.count) { k throws(OutputError) in
      let lists = displayLists(
        player, times: times[batches[k]], scale: scale, parallelism: parallelism)
      let before = previous?.list
      let rasters = try encodeDistinct(lists, after: &previous, parallelism: parallelism) {
        list throws(OutputError) in
        do { return try pool.raster(list) } catch {
          throw .encodingFailed(path: path, reason: "\(error)")
        }
      }
      let changed = parallelMap(0..<lists.count, parallelism: parallelism) { i in
        (i > 0 ? lists[i - 1] : before).flatMap { FrameCanvas.changes(from: $0, to: lists[i]) }
      }
      return (rasters, changed)
    } consume: { batch, k throws(OutputError) in
      let start = batches[k].lowerBound
      for (offset, raster) in batch.0.enumerated() {
        try consume(raster, batch.1[offset], start + offset)
      }
      progress(batches[k].upperBound, times.count)
    }
  }

  /// Draws the frames `range` of `times` and feeds them to `encoder`, passing each chunk it makes
  /// to `sink` as soon as it is made. The frame before `range` (if any) is drawn first for the
  /// encoder to start after, so the chunks are those a render of every frame makes for `range`.
  func encodeChunks(
    _ job: Job, range: Range<Int>, encoder: ChunkEncoding,
    sink: (AnimationChunk) throws(OutputError) -> Void
  ) throws(OutputError) {
    let times = job.times
    let path = job.url(job.options.format.outputName(scene: job.name)).path
    var start: (list: DisplayList, data: Raster)?
    if range.lowerBound > 0, range.lowerBound < times.count {
      let list = job.player.displayList(at: times[range.lowerBound - 1], scale: job.scale)
      do { start = (list, try FrameCanvasPool().raster(list)) } catch {
        throw .encodingFailed(path: path, reason: "\(error)")
      }
    }
    try drawFrames(
      job.player, times: Array(times[range]), scale: job.scale,
      parallelism: job.options.parallelism, path: path, after: start,
      progress: job.progress
    ) { raster, changed, _ throws(OutputError) in
      try encoder.addFrame(raster, changed: changed)
      for chunk in encoder.takeChunks() { try sink(chunk) }
    }
    try encoder.finish()
    for chunk in encoder.takeChunks() { try sink(chunk) }
  }

  /// The chunk formats' codec for `job`.
  func codec(_ job: Job) -> AnimationCodec {
    let list = job.player.displayList(at: job.times.first ?? 0, scale: job.scale)
    return AnimationCodec(
      format: job.options.format, options: job.options, width: list.pixelWidth,
      height: list.pixelHeight, opaque: job.player.background.alpha >= 1,
      rate: FrameRate(job.fps), path: job.url(job.options.format.outputName(scene: job.name)).path)
  }
}
