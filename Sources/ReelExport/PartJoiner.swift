// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelRender
import ReelScene

/// `reel join`: the parts of a split render (`reel render --frames`) joined into the file a whole
/// render writes, byte for byte — their chunks passed, in frame order, to the format's assembler.
///
/// Parts may come in any order; they must be of one render (same scene drawing, format, size, rate
/// and settings, same Reel version) and hold every frame exactly once. The file is written
/// atomically; parts are mapped, not read, so memory stays that of the format's assembler.
public enum PartJoiner {
  /// Joins `paths` into `output`, or `<outputDirectory>/<scene>.<ext>` when nil.
  /// - Throws: `PartError` for missing, damaged, mismatched, overlapping or missing frames;
  ///   `OutputError` when the file cannot be written.
  public static func join(
    _ paths: [String], output: URL?, outputDirectory: URL
  ) throws -> RenderResult {
    guard !paths.isEmpty else { throw PartError.noParts }
    var parts: [PartFile] = []
    for path in paths { parts.append(try PartFile(path: path)) }
    let info = parts[0].info
    for part in parts.dropFirst() {
      if let what = part.info.differences(from: info) {
        throw PartError.mismatch(path: part.path, other: parts[0].path, what: what)
      }
    }
    parts.sort { $0.info.firstFrame < $1.info.firstFrame }
    try checkCoverage(parts)
    let header = try streamHeader(parts)
    guard let format = RenderFormat(rawValue: info.format),
      AnimationCodec.formats.contains(format), OutputName.problem(info.scene) == nil
    else {
      throw PartError.damaged(path: parts[0].path, offset: 0, expected: "a joinable render")
    }
    let url = output ?? outputDirectory.appendingPathComponent(format.outputName(scene: info.scene))
    try AtomicWriter.makeDirectory(url.deletingLastPathComponent())
    var codec = AnimationCodec(
      format: format, options: RenderOptions(format: format, outputDirectory: outputDirectory),
      width: info.width, height: info.height, opaque: info.opaque, rate: FrameRate(info.fps),
      path: url.path)
    codec.chapters = info.videoChapters
    try AtomicWriter.stream(to: url) { handle throws(OutputError) in
      let assembler = try codec.assembler(streamHeader: header, output: handle)
      for part in parts {
        for index in 0..<part.chunkCount { try assembler.add(part.chunk(index)) }
      }
      let data = try assembler.finish(streamHeader: header)
      if !data.isEmpty {
        do { try handle.write(contentsOf: data) } catch {
          throw .writeFailed(path: url.path, reason: SystemErrorText.describe(error))
        }
      }
    }
    return RenderResult(
      scene: info.scene, files: [url], frameCount: info.frameCount,
      bytes: RegularFile.size(atPath: url.path) ?? 0)
  }

  /// Every frame asked for by exactly one part, and chunks that follow each other across parts.
  static func checkCoverage(_ parts: [PartFile]) throws(PartError) {
    var next = 0
    var chunksNext = 0
    var previous: PartFile?
    for part in parts {
      let info = part.info
      if info.firstFrame > next {
        throw .gap(frames: "\(next)..\(info.firstFrame - 1)", after: previous?.path)
      }
      if info.firstFrame < next, let previous {
        throw .overlap(
          path: part.path, other: previous.path,
          frames: "\(info.firstFrame)..\(min(next, info.endFrame) - 1)")
      }
      next = info.endFrame
      if let frames = part.chunkFrames {
        guard frames.lowerBound == chunksNext else {
          throw .damaged(path: part.path, offset: 0, expected: "chunks from frame \(chunksNext)")
        }
        chunksNext = frames.upperBound
      }
      previous = part
    }
    if let last = parts.last, next < last.info.frameCount {
      throw .gap(frames: "\(next)..\(last.info.frameCount - 1)", after: last.path)
    }
    if let last = parts.last, chunksNext != last.info.frameCount {
      throw .damaged(
        path: last.path, offset: 0, expected: "chunks up to frame \(last.info.frameCount - 1)")
    }
  }

  /// The parts' stream header: one for all (a video part whose frames start no group has none).
  static func streamHeader(_ parts: [PartFile]) throws(PartError) -> Data {
    let withChunks = parts.filter { $0.chunkCount > 0 }
    guard let first = withChunks.first else {
      throw .damaged(path: parts[0].path, offset: 0, expected: "a part holding frames")
    }
    for part in withChunks where part.streamHeader != first.streamHeader {
      throw .mismatch(path: part.path, other: first.path, what: "the encoder's stream header")
    }
    return first.streamHeader
  }
}
