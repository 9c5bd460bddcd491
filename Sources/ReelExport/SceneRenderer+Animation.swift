// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelGIF
import ReelPNG
import ReelRender
import ReelVideo
import ReelWebP

extension SceneRenderer {
  /// Draws the frames at `times` in parallel batches (frames equal to the one before are not drawn
  /// again; the others only where they changed, on a pool of canvases) and hands each to
  /// `consume` in order with the pixels that can differ from the frame before it (nil: any) and
  /// its index. The next batch is drawn while one is consumed; memory stays flat: two batches
  /// at a time.
  func drawFrames(
    _ player: any FrameSource, times: [Double], scale: CGFloat?, parallelism: Int, path: String,
    progress: (Int, Int) -> Void,
    consume: (Raster, [PixelRect]?, Int) throws(OutputError) -> Void
  ) throws(OutputError) {
    let pool = FrameCanvasPool()
    var previous: (list: DisplayList, data: Raster)?
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

  /// Draws the frames at `times` and feeds them, in order, to the encoder `makeEncoder` creates
  /// from the first frame's display list; returns what `finish()` returns (empty when the
  /// encoder streams to a file). One path for every animated format.
  func encodeAnimation<Encoder: AnimatedImageEncoder>(
    _ player: any FrameSource, times: [Double], scale: CGFloat?, parallelism: Int, path: String,
    progress: (Int, Int) -> Void,
    makeEncoder: (DisplayList) throws(Encoder.Failure) -> Encoder
  ) throws(OutputError) -> (encoder: Encoder, data: Data) {
    func wrap<T>(_ body: () throws(Encoder.Failure) -> T) throws(OutputError) -> T {
      do { return try body() } catch {
        throw .encodingFailed(path: path, reason: error.description)
      }
    }
    let first = player.displayList(at: times.first ?? 0, scale: scale)
    let encoder = try wrap { () throws(Encoder.Failure) in try makeEncoder(first) }
    try drawFrames(
      player, times: times, scale: scale, parallelism: parallelism, path: path, progress: progress
    ) { raster, changed, _ throws(OutputError) in
      try wrap { () throws(Encoder.Failure) in try encoder.addFrame(raster, changed: changed) }
    }
    let data = try wrap { () throws(Encoder.Failure) in try encoder.finish() }
    return (encoder, data)
  }

  /// Draws the frames at `times` and streams them as a GIF into `output`; returns the bytes
  /// written.
  public func encodeGIF(
    _ player: any FrameSource, times: [Double], fps: Double, scale: CGFloat?, parallelism: Int,
    dithers: Bool = false, lossiness: Int = 0, path: String, output: FileHandle,
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws(OutputError) -> Int {
    try encodeAnimation(
      player, times: times, scale: scale, parallelism: parallelism, path: path, progress: progress
    ) { first throws(GIFEncodingError) in
      let encoder = try GIFEncoder(
        width: first.pixelWidth, height: first.pixelHeight, frameRate: FrameRate(fps),
        parallelism: parallelism, output: output)
      encoder.dithers = dithers
      encoder.lossiness = lossiness
      return encoder
    }.encoder.byteCount
  }

  /// Draws the frames at `times` and streams them as an APNG into `output`; returns the bytes
  /// written. RGB when the canvas background is opaque (then every frame is), RGBA otherwise.
  public func encodeAPNG(
    _ player: any FrameSource, times: [Double], fps: Double, scale: CGFloat?, parallelism: Int,
    path: String, output: FileHandle,
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws(OutputError) -> Int {
    try encodeAnimation(
      player, times: times, scale: scale, parallelism: parallelism, path: path, progress: progress
    ) { first throws(PNGEncodingError) in
      try APNGEncoder(
        width: first.pixelWidth, height: first.pixelHeight,
        opaque: player.background.alpha >= 1, frameRate: FrameRate(fps), output: output)
    }.encoder.byteCount
  }

  /// Draws the frames at `times` and encodes them as an animated WebP (libwebp keeps only the
  /// compressed frames until the end).
  func encodeWebP(
    _ player: any FrameSource, times: [Double], fps: Double, scale: CGFloat?,
    options: RenderOptions, path: String, progress: (Int, Int) -> Void
  ) throws(OutputError) -> Data {
    try encodeAnimation(
      player, times: times, scale: scale, parallelism: options.parallelism, path: path,
      progress: progress
    ) { first throws(WebPEncodingError) in
      try WebPEncoder(
        width: first.pixelWidth, height: first.pixelHeight, frameRate: FrameRate(fps),
        lossless: options.webpLossless, quality: options.quality)
    }.data
  }

  /// Draws the frames at `times` and encodes them as an MP4 (H.264) or WebM (VP9) video at a
  /// constant frame rate (the codecs keep only compressed frames until the end).
  func encodeVideo(
    _ player: any FrameSource, times: [Double], fps: Double, scale: CGFloat?,
    options: RenderOptions, path: String, progress: (Int, Int) -> Void
  ) throws(OutputError) -> Data {
    let rate = FrameRate(fps)
    func encode<E: AnimatedImageEncoder>(
      _ make: (Int, Int) throws(E.Failure) -> E
    ) throws(OutputError) -> Data {
      try encodeAnimation(
        player, times: times, scale: scale, parallelism: options.parallelism, path: path,
        progress: progress
      ) { first throws(E.Failure) in try make(first.pixelWidth, first.pixelHeight) }.data
    }
    if options.format == .webm {
      return try encode { w, h throws(VideoEncodingError) in
        try WebMEncoder(width: w, height: h, frameRate: rate, quality: options.quality)
      }
    }
    return try encode { w, h throws(VideoEncodingError) in
      try MP4Encoder(width: w, height: h, frameRate: rate, quality: options.quality)
    }
  }
}
