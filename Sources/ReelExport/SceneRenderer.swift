// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelGIF
import ReelPNG
import ReelRender
import ReelScene

/// Renders a scene to files: PNG or SVG frame sequences, a single frame, or an animated GIF.
///
/// Frames are drawn in parallel, in batches, and written in order; the files are the same whatever
/// the parallelism. Every file is written atomically; a frame sequence is written into a hidden
/// folder that replaces the old one only when complete.
public struct SceneRenderer: Sendable {
  public let renderer = CairoRenderer()

  public init() {}

  /// Renders `player` as `options` say; `progress(done, total)` is called after each batch of
  /// frames, on the calling thread. It is escaping: the threads that draw the next batch hold the
  /// render's state, and may let go of it a moment after the render returns (a non-escaping
  /// closure there trapped when they did).
  /// - Throws: `SceneError` (located at the scene's canvas) when the render would go over
  ///   `options.limits`; `OutputError` when an output cannot be written.
  public func render(
    _ player: any FrameSource, options: RenderOptions,
    progress: @escaping (Int, Int) -> Void = { _, _ in }
  ) throws -> RenderResult {
    let name = player.name
    if let problem = OutputName.problem(name) {
      throw OutputError.cannotCreate(path: options.outputDirectory.path, reason: problem)
    }
    let fps = frameRate(player, options)
    let budget = RenderBudget(options: options)
    try budget.check(player, fps: fps)
    if let frames = options.partFrames {
      let count = player.frameTimes(fps: fps).count
      try checkPart(frames, format: options.format, scene: name, count: count)
    }
    var options = options
    let memory = FrameMemory(options)
    let pixels = budget.pixels(player)
    options.parallelism =
      memory.workers(
        pixels: pixels,
        parallelism: min(options.parallelism, ProcessInfo.processInfo.activeProcessorCount)) ?? 1
    try AtomicWriter.makeDirectory(options.outputDirectory)
    let bytes = memory.bytes(pixels: pixels, workers: options.parallelism)
    return try FrameMemoryGate.shared.holding(bytes) { () throws(OutputError) in
      try render(player, options: options, fps: fps, progress: progress)
    }
  }

  /// Renders `player` as `options` say (checked, its workers fitted to the memory budget).
  private func render(
    _ player: any FrameSource, options: RenderOptions, fps: Double,
    progress: @escaping (Int, Int) -> Void
  ) throws(OutputError) -> RenderResult {
    let source: any FrameSource =
      options.matte.map { MattedSource(source: player, matte: $0) }
      ?? player
    let job = Job(player: source, options: options, fps: fps, progress: progress)
    if let time = options.singleTime {
      return try renderFrame(job, at: time)
    }
    if let frames = options.partFrames { return try renderPart(job, frames: frames) }
    let result: RenderResult
    switch options.format {
    case .gif, .apng, .webp, .mp4, .webm: result = try renderAnimation(job)
    case .animatedSVG: result = try renderAnimatedSVG(job)
    case .sheet: result = try renderSheet(job)
    case .png, .svg: result = try renderSequence(job)
    }
    guard let time = options.posterTime else { return result }
    return try withPoster(result, job, at: time)
  }

  /// `result` and the frame at `time` (clamped to the scene's length) beside it as
  /// `<scene>.poster.png`.
  func withPoster(_ result: RenderResult, _ job: Job, at time: Double) throws(OutputError)
    -> RenderResult
  {
    let url = job.url("\(job.name).poster.png")
    let list = job.player.displayList(at: min(max(time, 0), job.player.duration), scale: job.scale)
    let data = try encode(list, format: .png, path: url.path)
    try AtomicWriter.write(data, to: url)
    return RenderResult(
      scene: result.scene, files: result.files + [url], frameCount: result.frameCount,
      bytes: result.bytes)
  }

  /// The frame rate used for a format: the option, else the scene's; GIF at most 50 fps.
  public func frameRate(_ player: any FrameSource, _ options: RenderOptions) -> Double {
    switch options.format {
    case .gif:
      return min(
        options.fps ?? player.gifFramesPerSecond, GIFEncoder.maximumFramesPerSecond)
    case .png, .svg, .sheet, .apng, .webp, .animatedSVG, .mp4, .webm:
      return options.fps ?? player.framesPerSecond
    }
  }

  /// Encodes each frame, drawing only frames that differ from the one before (holds and pauses
  /// reuse the previous result). `previous` carries the last frame across batches.
  func encodeDistinct<T>(
    _ lists: [DisplayList], after previous: inout (list: DisplayList, data: T)?, parallelism: Int,
    _ encode: (DisplayList) throws(OutputError) -> T
  ) throws(OutputError) -> [T] {
    var distinct: [Int] = []  // indices in `lists` that need drawing
    // for each frame: index into `distinct`, or -1 for the carried-over frame
    var source: [Int] = []
    var last = previous?.list
    for (i, list) in lists.enumerated() {
      if let last, last == list {
        source.append(distinct.isEmpty ? -1 : distinct.count - 1)
      } else {
        distinct.append(i)
        source.append(distinct.count - 1)
      }
      last = list
    }
    let drawn = try parallelMap(0..<distinct.count, parallelism: parallelism) {
      k throws(OutputError) in try encode(lists[distinct[k]])
    }
    let results = source.map { $0 < 0 ? previous!.data : drawn[$0] }
    if let final = results.last, let list = lists.last { previous = (list, final) }
    return results
  }

  /// One frame as PNG bytes (Reel's PNG writer), for snapshots and single frames.
  public func png(_ list: DisplayList) throws -> Data {
    try PNGEncoder().encode(try renderer.raster(list))
  }

  /// The display lists at `times`, made in parallel.
  func displayLists(
    _ player: any FrameSource, times: ArraySlice<Double>, scale: CGFloat?, parallelism: Int
  ) -> [DisplayList] {
    let start = times.startIndex
    return parallelMap(0..<times.count, parallelism: parallelism) {
      player.displayList(at: times[start + $0], scale: scale)
    }
  }

  /// One frame in `format`; raster formats draw it on `pool`'s canvases when one is given (only
  /// the pixels that changed since the canvas's last frame).
  func encode(
    _ list: DisplayList, format: RenderFormat, path: String, pool: FrameCanvasPool? = nil
  ) throws(OutputError) -> Data {
    do {
      switch format {
      case .png, .sheet, .apng, .webp, .mp4, .webm:
        guard let pool else { return try png(list) }
        return try PNGEncoder().encode(try pool.raster(list))
      case .svg, .animatedSVG: return try renderer.svg(list)
      case .gif:
        let encoder = try GIFEncoder(width: list.pixelWidth, height: list.pixelHeight)
        try encoder.addFrame(try renderer.raster(list))
        return try encoder.finish()
      }
    } catch let error as RenderError {
      throw .encodingFailed(path: path, reason: error.description)
    } catch {
      throw .encodingFailed(path: path, reason: "\(error)")
    }
  }

  /// `1.25` → "1.25", `2` → "2", `1e20` → "1e+20" (any finite time, never a trap).
  static func label(_ time: Double) -> String {
    RenderBudget.number(time)
  }
}
