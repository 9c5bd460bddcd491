// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelRender

extension SceneRenderer {
  /// Refuses `--frames` for a format that is not one file of chunks, or frames the scene lacks.
  func checkPart(
    _ frames: PartFrames, format: RenderFormat, scene: String, count: Int
  ) throws(PartError) {
    guard AnimationCodec.formats.contains(format) else {
      throw .notJoinable(format: format.rawValue)
    }
    // A share of a short render may hold no frame: it writes nothing (see `renderPart`).
    guard frames.frames(of: count) != nil || frames.isShare else {
      throw .framesOutOfRange(scene: scene, requested: frames.description, frameCount: count)
    }
  }

  /// The file a part of `scene` holding `frames` is written to.
  static func partName(scene: String, format: RenderFormat, frames: Range<Int>) -> String {
    let ext = (format.outputName(scene: scene) as NSString).pathExtension
    return "\(scene).frames-\(frames.lowerBound)-\(frames.upperBound - 1).\(ext).part"
  }

  /// Frames `frames` (clamped to the scene's) of the full render as a part file: the chunks a whole
  /// render makes for them — a video's for the two-second groups that start in them. A share that
  /// holds no frame (more shares than frames) writes nothing.
  func renderPart(_ job: Job, frames: PartFrames) throws(OutputError) -> RenderResult {
    let count = job.times.count
    guard let asked = frames.frames(of: count) else {
      return RenderResult(scene: job.name, files: [], frameCount: 0, bytes: 0)
    }
    let url = job.url(Self.partName(scene: job.name, format: job.options.format, frames: asked))
    let codec = codec(job)
    var drawn = asked
    if let group = codec.groupLength {
      let first = (asked.lowerBound + group - 1) / group * group
      let last = (asked.upperBound - 1) / group * group
      drawn = first <= last ? first..<min(last + group, count) : first..<first
    }
    var info = PartInfo(
      reel: ReelVersion.string, scene: job.name, format: job.options.format.rawValue,
      width: codec.width, height: codec.height, fps: job.fps, opaque: codec.opaque,
      frameCount: count, firstFrame: asked.lowerBound, endFrame: asked.upperBound,
      settings: job.options.settingsSummary, digest: digest(job))
    if !codec.chapters.isEmpty {
      info.chapters = codec.chapters.map { .init(title: $0.title, start: $0.start, end: $0.end) }
    }
    try AtomicWriter.stream(to: url) { handle throws(OutputError) in
      let writer = try PartWriter(info: info, handle: handle, path: url.path)
      guard !drawn.isEmpty else { return try writer.finish(streamHeader: Data()) }
      let header = try encodeRange(job, drawn, codec: codec) { _ throws(OutputError) in
      } sink: {
        chunk throws(OutputError) in
        try writer.add(chunk)
      }
      try writer.finish(streamHeader: header)
    }
    return RenderResult(
      scene: job.name, files: [url], frameCount: asked.count,
      bytes: RegularFile.size(atPath: url.path) ?? 0)
  }

  /// A digest of what the scene draws: its first, middle and last frames' display lists.
  func digest(_ job: Job) -> String {
    let times = job.times
    var hash = FNV1a()
    for index in Set([0, times.count / 2, times.count - 1]).sorted() {
      hash.add(String(reflecting: job.player.displayList(at: times[index], scale: job.scale)))
    }
    return hash.hex
  }
}
