// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelComposition
import ReelFiles
import ReelPNG
import ReelRender
import ReelSVG
import ReelScene

extension SceneRenderer {
  /// One render's settings, resolved: the scene, the options, the frame rate and the times drawn.
  struct Job {
    let player: any FrameSource
    let options: RenderOptions
    let fps: Double
    let progress: (Int, Int) -> Void

    var name: String { player.name }
    var times: [Double] { player.frameTimes(fps: fps) }
    var scale: CGFloat? { options.scale }

    func url(_ file: String) -> URL { options.outputDirectory.appendingPathComponent(file) }
  }

  /// One frame at `time`: `<scene>@<t>s.<ext>`.
  func renderFrame(_ job: Job, at time: Double) throws(OutputError) -> RenderResult {
    let format = job.options.format
    let ext = format == .svg || format == .animatedSVG ? "svg" : format == .gif ? "gif" : "png"
    let url = job.url("\(job.name)@\(Self.label(time))s.\(ext)")
    let data = try encode(
      job.player.displayList(at: time, scale: job.scale), format: format, path: url.path)
    try AtomicWriter.write(data, to: url)
    job.progress(1, 1)
    return RenderResult(scene: job.name, files: [url], frameCount: 1, bytes: data.count)
  }

  /// A GIF, APNG, WebP, MP4 or WebM: frames become chunks, chunks the file, streamed into it as
  /// they are made (GIF, APNG) or written at the end (the others keep compressed frames).
  func renderAnimation(_ job: Job) throws(OutputError) -> RenderResult {
    let url = job.url(job.options.format.outputName(scene: job.name))
    let codec = codec(job)
    let count = job.times.count
    try AtomicWriter.stream(to: url) { handle throws(OutputError) in
      var assembler: ChunkAssembly?
      let header = try encodeRange(job, 0..<count, codec: codec) { header throws(OutputError) in
        assembler = try codec.assembler(streamHeader: header, output: handle)
      } sink: { chunk throws(OutputError) in
        try assembler?.add(chunk)
      }
      let data = try assembler?.finish(streamHeader: header) ?? Data()
      if !data.isEmpty {
        do { try handle.write(contentsOf: data) } catch {
          throw .writeFailed(path: url.path, reason: "\(error)")
        }
      }
    }
    let bytes = RegularFile.size(atPath: url.path) ?? 0
    let sidecar = try writeChapters(job, codec: codec)
    return RenderResult(
      scene: job.name, files: [url] + (sidecar.map { [$0] } ?? []), frameCount: count,
      bytes: bytes)
  }

  /// A video's chapters beside it, `<scene>.chapters.json`: `{"scene", "duration", "chapters":
  /// [{"title", "start", "end"}]}` (seconds); nil, and nothing written, for other formats or a
  /// scene without named steps.
  func writeChapters(_ job: Job, codec: AnimationCodec) throws(OutputError) -> URL? {
    guard job.options.format == .mp4 || job.options.format == .webm, !codec.chapters.isEmpty
    else { return nil }
    let chapters = codec.chapters.map { chapter in
      JSONValue.object([
        ("title", .string(chapter.title)), ("start", .number(chapter.start)),
        ("end", .number(chapter.end)),
      ])
    }
    let json = JSONValue.object([
      ("scene", .string(job.name)), ("duration", .number(job.player.duration)),
      ("chapters", .array(chapters)),
    ])
    let url = job.url("\(job.name).chapters.json")
    try AtomicWriter.write(Data((json.serialized(pretty: true) + "\n").utf8), to: url)
    return url
  }

  /// One SVG whose views move by CSS keyframes.
  func renderAnimatedSVG(_ job: Job) throws(OutputError) -> RenderResult {
    let url = job.url(job.options.format.outputName(scene: job.name))
    var writer = AnimatedSVGWriter(
      size: job.player.canvasSize, background: job.player.background, fps: job.fps)
    let drawing = SVGViewDrawing()
    let rasterScale = CanvasBounds.resolved(job.scale, scene: job.player.scale)
    writer.drawView = { style, size in drawing.markup(style, size: size, rasterScale: rasterScale) }
    let times = job.times
    for (i, time) in times.enumerated() {
      writer.add(job.player.displayList(at: time, scale: 1))
      if i % 30 == 29 || i == times.count - 1 { job.progress(i + 1, times.count) }
    }
    let data = Data(writer.svg().utf8)
    try AtomicWriter.write(data, to: url)
    return RenderResult(scene: job.name, files: [url], frameCount: times.count, bytes: data.count)
  }

  /// A contact sheet: evenly spaced frames in a grid, one PNG.
  func renderSheet(_ job: Job) throws(OutputError) -> RenderResult {
    let url = job.url(job.options.format.outputName(scene: job.name))
    let sheet = ContactSheet(
      count: job.options.sheetFrames,
      scale: CanvasBounds.resolved(job.scale, scene: min(job.player.scale, 1)))
    let raster = try sheet.raster(job.player, fps: job.fps, parallelism: job.options.parallelism)
    let data: Data
    do { data = try PNGEncoder().encode(raster) } catch {
      throw .encodingFailed(path: url.path, reason: "\(error)")
    }
    try AtomicWriter.write(data, to: url)
    job.progress(1, 1)
    return RenderResult(scene: job.name, files: [url], frameCount: sheet.count, bytes: data.count)
  }

  /// PNG or SVG frames, `<scene>/frame-0000.<ext>…`, written into a hidden folder that replaces the
  /// old one only when complete.
  func renderSequence(_ job: Job) throws(OutputError) -> RenderResult {
    let ext = job.options.format == .svg ? "svg" : "png"
    let folder = job.url(job.name)
    let staged = try AtomicWriter.makeStagingDirectory(for: folder)
    let times = job.times
    var files: [URL] = []
    var bytes = 0
    let pool = FrameCanvasPool(drawsOnlyDamage: job.options.drawsOnlyDamage)
    let parallelism = job.options.parallelism
    do {
      var previous: (list: DisplayList, data: Data)?
      let batches = batchRanges(times.count, parallelism: parallelism)
      try pipelined(batches.count, overlapping: parallelism > 1) { k throws(OutputError) in
        let lists = displayLists(
          job.player, times: times[batches[k]], scale: job.scale,
          parallelism: parallelism)
        return try encodeDistinct(lists, after: &previous, parallelism: parallelism) {
          list throws(OutputError) in
          try encode(list, format: job.options.format, path: folder.path, pool: pool)
        }
      } consume: { encoded, k throws(OutputError) in
        let range = batches[k]
        for (offset, data) in encoded.enumerated() {
          let file = String(format: "frame-%04d.\(ext)", range.lowerBound + offset)
          try AtomicWriter.write(data, to: staged.appendingPathComponent(file), reportedAs: folder)
          files.append(folder.appendingPathComponent(file))
          bytes += data.count
        }
        job.progress(range.upperBound, times.count)
      }
    } catch {
      AtomicWriter.discard(staged)
      throw error
    }
    try AtomicWriter.replaceDirectory(folder, with: staged)
    return RenderResult(scene: job.name, files: files, frameCount: times.count, bytes: bytes)
  }
}
