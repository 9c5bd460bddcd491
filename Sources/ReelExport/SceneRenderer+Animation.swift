// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelGIF
import ReelPNG
import ReelRender
import ReelRuntime
import ReelScene
import ReelWebP

extension SceneRenderer {
  /// Draws the frames at `times` in parallel batches (frames equal to the one before are not drawn
  /// again) and hands each to `consume` in order with its index. Memory stays flat: one batch at a
  /// time.
  func drawFrames(
    _ player: any FrameSource, times: [Double], scale: CGFloat?, parallelism: Int, path: String,
    progress: (Int, Int) -> Void,
    consume: (Raster, Int) throws(OutputError) -> Void
  ) throws(OutputError) {
    var previous: (list: DisplayList, data: Raster)?
    let frameBytes = RenderBudget.pixels(player.canvasSize, scale: scale ?? player.scale) * 4
    try forEachBatch(times.count, parallelism: parallelism, perCore: 2, frameBytes: frameBytes) {
      range throws(OutputError) in
      let lists = range.map { player.displayList(at: times[$0], scale: scale) }
      let rasters = try encodeDistinct(lists, after: &previous, parallelism: parallelism) {
        list throws(OutputError) in
        do { return try renderer.raster(list) } catch {
          throw .encodingFailed(path: path, reason: "\(error)")
        }
      }
      for (offset, raster) in rasters.enumerated() {
        try consume(raster, range.lowerBound + offset)
      }
      progress(range.upperBound, times.count)
    }
  }

  /// How long frame `frame` shows at `fps`, in milliseconds, rounded on the running time so the
  /// delays
  /// add up to the duration (as `GIFFrameTiming` does in hundredths).
  static func milliseconds(frame: Int, fps: Double) -> Int {
    Int((1000 * Double(frame + 1) / fps).rounded()) - Int((1000 * Double(frame) / fps).rounded())
  }

  /// Draws the frames at `times` and streams them as a GIF into `output`; returns the bytes
  /// written.
  public func encodeGIF(
    _ player: any FrameSource, times: [Double], fps: Double, scale: CGFloat?, parallelism: Int,
    dithers: Bool = false, path: String, output: FileHandle,
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws(OutputError) -> Int {
    let first = player.displayList(at: times.first ?? 0, scale: scale)
    let delays = GIFFrameTiming.delays(frameCount: times.count, fps: fps)
    func wrap<T>(_ body: () throws(GIFEncodingError) -> T) throws(OutputError) -> T {
      do { return try body() } catch {
        throw .encodingFailed(path: path, reason: error.description)
      }
    }
    let encoder = try wrap { () throws(GIFEncodingError) in
      try GIFEncoder(
        width: first.pixelWidth, height: first.pixelHeight, parallelism: parallelism, output: output
      )
    }
    encoder.dithers = dithers
    try drawFrames(
      player, times: times, scale: scale, parallelism: parallelism, path: path, progress: progress
    ) { raster, i throws(OutputError) in
      try wrap { () throws(GIFEncodingError) in try encoder.addFrame(raster, delay: delays[i]) }
    }
    _ = try wrap { () throws(GIFEncodingError) in try encoder.finish() }
    return encoder.byteCount
  }

  /// Draws the frames at `times` and streams them as an APNG into `output`; returns the bytes
  /// written.
  /// RGB when the canvas background is opaque (then every frame is), RGBA otherwise; delays in
  /// milliseconds, rounded on the running time so they add up to the duration.
  public func encodeAPNG(
    _ player: any FrameSource, times: [Double], fps: Double, scale: CGFloat?, parallelism: Int,
    path: String, output: FileHandle,
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws(OutputError) -> Int {
    let first = player.displayList(at: times.first ?? 0, scale: scale)
    func wrap<T>(_ body: () throws(PNGEncodingError) -> T) throws(OutputError) -> T {
      do { return try body() } catch {
        throw .encodingFailed(path: path, reason: error.description)
      }
    }
    let encoder = try wrap { () throws(PNGEncodingError) in
      try APNGEncoder(
        width: first.pixelWidth, height: first.pixelHeight,
        opaque: player.background.alpha >= 1, output: output)
    }
    try drawFrames(
      player, times: times, scale: scale, parallelism: parallelism, path: path, progress: progress
    ) { raster, i throws(OutputError) in
      try wrap { () throws(PNGEncodingError) in
        try encoder.addFrame(raster, delay: Self.milliseconds(frame: i, fps: fps))
      }
    }
    _ = try wrap { () throws(PNGEncodingError) in try encoder.finish() }
    return encoder.byteCount
  }

  /// Draws the frames at `times` and encodes them as an animated WebP (libwebp keeps only the
  /// compressed frames until the end).
  func encodeWebP(
    _ player: any FrameSource, times: [Double], fps: Double, scale: CGFloat?,
    options: RenderOptions,
    path: String, progress: (Int, Int) -> Void
  ) throws(OutputError) -> Data {
    let first = player.displayList(at: times.first ?? 0, scale: scale)
    func wrap<T>(_ body: () throws(WebPEncodingError) -> T) throws(OutputError) -> T {
      do { return try body() } catch {
        throw .encodingFailed(path: path, reason: error.description)
      }
    }
    let encoder = try wrap { () throws(WebPEncodingError) in
      try WebPEncoder(
        width: first.pixelWidth, height: first.pixelHeight, lossless: options.webpLossless,
        quality: options.webpQuality)
    }
    try drawFrames(
      player, times: times, scale: scale, parallelism: options.parallelism, path: path,
      progress: progress
    ) { raster, i throws(OutputError) in
      try wrap { () throws(WebPEncodingError) in
        try encoder.addFrame(raster, delay: Self.milliseconds(frame: i, fps: fps))
      }
    }
    return try wrap { () throws(WebPEncodingError) in try encoder.finish() }
  }
}
