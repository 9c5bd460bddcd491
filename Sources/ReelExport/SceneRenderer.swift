// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelGIF
import ReelPNG
import ReelRender
import ReelSVG
import ReelScene

/// Renders a scene to files: PNG or SVG frame sequences, a single frame, or an animated GIF.
///
/// Frames are drawn in parallel, in batches, and written in order; the files are the same whatever
/// the parallelism. Every file is written atomically; a frame sequence is written into a hidden
/// folder that replaces the old one only when complete.
public struct SceneRenderer: Sendable {
  public let renderer = CairoRenderer()

  public init() {}

  /// Renders `player` as `options` say; `progress(done, total)` is called after each batch of frames.
  public func render(_ player: ScenePlayer, options: RenderOptions, progress: (Int, Int) -> Void = { _, _ in }) throws(OutputError) -> RenderResult {
    try AtomicWriter.makeDirectory(options.outputDirectory)
    let name = player.document.name
    let fps = frameRate(player, options)
    let frameCount = options.singleTime == nil ? max(1, Int((player.duration * fps).rounded())) : 1
    if frameCount > options.limits.frames {
      throw .limitExceeded(scene: name, message: "the number of frames (\(String(format: "%.2f", player.duration)) s at \(fps) fps) is \(frameCount), over the limit of \(options.limits.frames) (raise it with --max-frames)")
    }
    let times = options.singleTime.map { [$0] } ?? player.frameTimes(fps: fps)
    let scale = options.scale
    switch options.format {
    case .gif,
         .apng where options.singleTime == nil:
      let url = options.outputDirectory.appendingPathComponent(
        options.singleTime.map { "\(name)@\(Self.label($0))s.gif" } ?? options.format.outputName(scene: name))
      var bytes = 0
      try AtomicWriter.stream(to: url) { handle throws(OutputError) in
        if options.format == .gif {
          bytes = try encodeGIF(player, times: times, fps: fps, scale: scale, parallelism: options.parallelism, dithers: options.gifDither, path: url.path, output: handle, progress: progress)
        } else {
          bytes = try encodeAPNG(player, times: times, fps: fps, scale: scale, parallelism: options.parallelism, path: url.path, output: handle, progress: progress)
        }
      }
      return RenderResult(scene: name, files: [url], frameCount: times.count, bytes: bytes)
    case .animatedSVG where options.singleTime == nil:
      let url = options.outputDirectory.appendingPathComponent(options.format.outputName(scene: name))
      let canvas = player.document.canvas
      var writer = AnimatedSVGWriter(size: CGSize(width: canvas.width, height: canvas.height), background: canvas.background, fps: fps)
      for (i, time) in times.enumerated() {
        writer.add(player.displayList(at: time, scale: 1))
        if i % 30 == 29 || i == times.count - 1 { progress(i + 1, times.count) }
      }
      let data = Data(writer.svg().utf8)
      try AtomicWriter.write(data, to: url)
      return RenderResult(scene: name, files: [url], frameCount: times.count, bytes: data.count)
    case .webp where options.singleTime == nil:
      let url = options.outputDirectory.appendingPathComponent(options.format.outputName(scene: name))
      let data = try encodeWebP(player, times: times, fps: fps, scale: scale, options: options, path: url.path, progress: progress)
      try AtomicWriter.write(data, to: url)
      return RenderResult(scene: name, files: [url], frameCount: times.count, bytes: data.count)
    case .sheet where options.singleTime == nil:
      let url = options.outputDirectory.appendingPathComponent(options.format.outputName(scene: name))
      let sheet = ContactSheet(count: options.sheetFrames, scale: scale ?? min(player.document.canvas.scale, 1))
      let data: Data
      do { data = try PNGEncoder().encode(try sheet.raster(player, fps: fps, parallelism: options.parallelism)) } catch let error as OutputError {
        throw error
      } catch {
        throw .encodingFailed(path: url.path, reason: "\(error)")
      }
      try AtomicWriter.write(data, to: url)
      progress(1, 1)
      return RenderResult(scene: name, files: [url], frameCount: sheet.count, bytes: data.count)
    case .png, .svg, .sheet, .apng, .webp, .animatedSVG:
      let ext = options.format == .svg || options.format == .animatedSVG ? "svg" : "png"
      if let time = options.singleTime {
        let url = options.outputDirectory.appendingPathComponent("\(name)@\(Self.label(time))s.\(ext)")
        let data = try encode(player.displayList(at: time, scale: scale), format: options.format, path: url.path)
        try AtomicWriter.write(data, to: url)
        progress(1, 1)
        return RenderResult(scene: name, files: [url], frameCount: 1, bytes: data.count)
      }
      let folder = options.outputDirectory.appendingPathComponent(name)
      let staged = AtomicWriter.temporaryURL(for: folder)
      try AtomicWriter.makeDirectory(staged)
      var files: [URL] = []
      var bytes = 0
      do {
        var previous: (list: DisplayList, data: Data)?
        try forEachBatch(times.count, parallelism: options.parallelism) { range throws(OutputError) in
          let lists = range.map { player.displayList(at: times[$0], scale: scale) }
          let encoded = try encodeDistinct(lists, after: &previous, parallelism: options.parallelism) { list throws(OutputError) in
            try encode(list, format: options.format, path: folder.path)
          }
          for (offset, data) in encoded.enumerated() {
            let file = String(format: "frame-%04d.\(ext)", range.lowerBound + offset)
            try AtomicWriter.write(data, to: staged.appendingPathComponent(file))
            files.append(folder.appendingPathComponent(file))
            bytes += data.count
          }
          progress(range.upperBound, times.count)
        }
      } catch {
        try? FileManager.default.removeItem(at: staged)
        throw error
      }
      try AtomicWriter.replaceDirectory(folder, with: staged)
      return RenderResult(scene: name, files: files, frameCount: times.count, bytes: bytes)
    }
  }

  /// The frame rate used for a format: the option, else the scene's; GIF at most 50 fps.
  public func frameRate(_ player: ScenePlayer, _ options: RenderOptions) -> Double {
    switch options.format {
    case .gif: return min(options.fps ?? player.document.canvas.gifFPS, GIFFrameTiming.maximumFramesPerSecond)
    case .png, .svg, .sheet, .apng, .webp, .animatedSVG: return options.fps ?? player.document.canvas.fps
    }
  }

  /// Encodes each frame, drawing only frames that differ from the one before (holds and pauses
  /// reuse the previous result). `previous` carries the last frame across batches.
  func encodeDistinct<T>(
    _ lists: [DisplayList], after previous: inout (list: DisplayList, data: T)?, parallelism: Int,
    _ encode: (DisplayList) throws(OutputError) -> T
  ) throws(OutputError) -> [T] {
    var distinct: [Int] = []  // indices in `lists` that need drawing
    var source: [Int] = []  // for each frame: index into `distinct`, or -1 for the carried-over frame
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
    let drawn = try parallelMap(0..<distinct.count, parallelism: parallelism) { k throws(OutputError) in try encode(lists[distinct[k]]) }
    let results = source.map { $0 < 0 ? previous!.data : drawn[$0] }
    if let final = results.last, let list = lists.last { previous = (list, final) }
    return results
  }

  /// One frame as PNG bytes (Reel's PNG writer), for snapshots and single frames.
  public func png(_ list: DisplayList) throws -> Data {
    try PNGEncoder().encode(try renderer.raster(list))
  }

  func encode(_ list: DisplayList, format: RenderFormat, path: String) throws(OutputError) -> Data {
    do {
      switch format {
      case .png, .sheet, .apng, .webp: return try png(list)
      case .svg, .animatedSVG: return try renderer.svg(list)
      case .gif:
        let encoder = try GIFEncoder(width: list.pixelWidth, height: list.pixelHeight)
        try encoder.addFrame(try renderer.raster(list), delay: 0)
        return try encoder.finish()
      }
    } catch let error as RenderError {
      throw .encodingFailed(path: path, reason: error.description)
    } catch {
      throw .encodingFailed(path: path, reason: "\(error)")
    }
  }

  /// `1.25` → "1.25", `2` → "2".
  static func label(_ time: Double) -> String {
    time == time.rounded() ? String(Int(time)) : String(format: "%g", time)
  }
}
