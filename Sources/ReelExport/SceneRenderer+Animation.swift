// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelRender
import ReelScene

extension SceneRenderer {
  /// Draws the frames at `times` in parallel batches (frames equal to the one before are not drawn
  /// again; the others only where they changed, on a pool of canvases) and hands each to
  /// `consume` in order with the pixels that can differ from the frame before it (nil: any) and
  /// its index; `start` is the frame before the first, when there is one. The next batch is drawn
  /// while one is consumed; memory stays flat: two batches at a time.
  func drawFrames(
    _ player: any FrameSource, times: [Double], scale: CGFloat?, parallelism: Int, path: String,
    after start: (list: DisplayList, data: Raster)? = nil, drawsOnlyDamage: Bool = true,
    progress: (Int, Int) -> Void,
    consume: (Raster, [PixelRect]?, Int) throws(OutputError) -> Void
  ) throws(OutputError) {
    let pool = FrameCanvasPool(drawsOnlyDamage: drawsOnlyDamage)
    var previous = start
    let frameBytes =
      RenderBudget.pixels(
        player.canvasSize, scale: CanvasBounds.resolved(scale, scene: player.scale)) * 4
    let batches = batchRanges(
      times.count, parallelism: parallelism, perCore: 2, frameBytes: frameBytes)
    try pipelined(batches.count, overlapping: parallelism > 1) { k throws(OutputError) in
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
        drawsOnlyDamage
          ? (i > 0 ? lists[i - 1] : before).flatMap { FrameCanvas.changes(from: $0, to: lists[i]) }
          : nil
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

  /// A chunk encoder starting at frame `first` of the render, and the frame before it drawn (the
  /// formats that start anywhere are told it, so they make the chunks a whole render makes).
  private func startEncoder(
    _ job: Job, codec: AnimationCodec, at first: Int
  ) throws(OutputError) -> (ChunkEncoding, start: (list: DisplayList, data: Raster)?) {
    let times = job.times
    guard first > 0, first <= times.count, codec.groupLength == nil else {
      return (try codec.encoder(firstFrame: first, after: nil), nil)
    }
    let list = job.player.displayList(at: times[first - 1], scale: job.scale)
    let raster: Raster
    do { raster = try FrameCanvasPool().raster(list) } catch {
      throw .encodingFailed(path: codec.path, reason: "\(error)")
    }
    return (try codec.encoder(firstFrame: first, after: raster), (list, raster))
  }

  /// Draws the frames `range` of the render and feeds them to `encoder` (made by `startEncoder`
  /// for the range's first frame, with `start`), passing each chunk it makes to `sink` as soon as
  /// it is made.
  private func encodeChunks(
    _ job: Job, range: Range<Int>, encoder: ChunkEncoding,
    start: (list: DisplayList, data: Raster)?,
    sink: (AnimationChunk) throws(OutputError) -> Void
  ) throws(OutputError) {
    try drawFrames(
      job.player, times: Array(job.times[range]), scale: job.scale,
      parallelism: job.options.parallelism,
      path: job.url(job.options.format.outputName(scene: job.name)).path, after: start,
      drawsOnlyDamage: job.options.drawsOnlyDamage, progress: job.progress
    ) { raster, changed, _ throws(OutputError) in
      try encoder.addFrame(raster, changed: changed)
      for chunk in encoder.takeChunks() { try sink(chunk) }
    }
    try encoder.finish()
    for chunk in encoder.takeChunks() { try sink(chunk) }
  }

  /// Frames `range` of the render as `codec`'s chunks, passed to `sink` in order: a video's a
  /// group per worker, the others' drawn in batches after the frame before `range`. `begin` gets
  /// the stream header known before the first chunk (empty for video, whose header comes from its
  /// encoder); returns the complete stream header.
  func encodeRange(
    _ job: Job, _ range: Range<Int>, codec: AnimationCodec,
    begin: (Data) throws(OutputError) -> Void,
    sink: (AnimationChunk) throws(OutputError) -> Void
  ) throws(OutputError) -> Data {
    if let group = codec.groupLength {
      try begin(Data())
      return try encodeGroups(job, range: range, codec: codec, group: group, sink: sink)
    }
    let (encoder, start) = try startEncoder(job, codec: codec, at: range.lowerBound)
    try begin(encoder.streamHeader())
    try encodeChunks(job, range: range, encoder: encoder, start: start, sink: sink)
    return encoder.streamHeader()
  }

  /// The chunk formats' codec for `job`.
  func codec(_ job: Job) -> AnimationCodec {
    let list = job.player.displayList(at: job.times.first ?? 0, scale: job.scale)
    var codec = AnimationCodec(
      format: job.options.format, options: job.options, width: list.pixelWidth,
      height: list.pixelHeight, opaque: job.player.background.alpha >= 1,
      rate: FrameRate(job.fps), path: job.url(job.options.format.outputName(scene: job.name)).path)
    codec.chapters = job.player.chapters
    return codec
  }
}
