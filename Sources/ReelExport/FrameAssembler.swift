// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelGIF
import ReelRender
import ReelScene

/// `reel assemble`: an animated GIF from PNG frames made elsewhere — so Reel's encoder can be
/// compared
/// with other tools on identical input. Frames are decoded and encoded one at a time (memory does
/// not
/// grow with their number); the GIF is written atomically.
public enum FrameAssembler {
  /// Encodes `paths` in order at `fps` into `output`.
  /// - Returns: frames read and bytes written.
  /// - Throws: `AssembleError` for a missing, unreadable or differently sized frame; `OutputError`
  ///   when
  ///   the GIF cannot be written.
  public static func gif(
    frames paths: [String], fps: Double, output: URL, dithers: Bool = false,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
    maximumPixels: Int = SceneLimits.standard.imagePixels
  ) throws -> (frames: Int, bytes: Int) {
    guard let firstPath = paths.first else { throw AssembleError.noFrames }
    let first = try decode(firstPath, maximumPixels: maximumPixels)
    let encoder: GIFEncoder
    do {
      encoder = try GIFEncoder(
        width: first.width, height: first.height, frameRate: FrameRate(fps),
        parallelism: parallelism)
    } catch {
      throw OutputError.encodingFailed(path: output.path, reason: error.description)
    }
    encoder.dithers = dithers
    // Decode a batch in parallel, then hand it to the encoder (which prepares frames in parallel
    // too).
    let batch = max(min(parallelism * 4, batchMemory / max(first.width * first.height * 4, 1)), 1)
    for start in stride(from: 0, to: paths.count, by: batch) {
      let range = start..<min(start + batch, paths.count)
      let decoded = parallelMap(range, parallelism: parallelism) { i in
        Result { () throws(AssembleError) in try decode(paths[i], maximumPixels: maximumPixels) }
      }
      for (offset, result) in decoded.enumerated() {
        let i = range.lowerBound + offset
        let raster = try result.get()
        guard raster.width == first.width, raster.height == first.height else {
          throw AssembleError.sizeMismatch(
            path: paths[i], expected: "\(first.width)×\(first.height)",
            found: "\(raster.width)×\(raster.height)")
        }
        do { try encoder.addFrame(raster) } catch {
          throw OutputError.encodingFailed(path: output.path, reason: error.description)
        }
      }
    }
    let data: Data
    do { data = try encoder.finish() } catch {
      throw OutputError.encodingFailed(path: output.path, reason: error.description)
    }
    try AtomicWriter.makeDirectory(output.deletingLastPathComponent())
    try AtomicWriter.write(data, to: output)
    return (paths.count, data.count)
  }

  static func decode(_ path: String, maximumPixels: Int) throws(AssembleError) -> Raster {
    guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path) }
    guard RegularFile.size(atPath: path) != nil else {
      throw .unreadable(path: path, reason: "not a regular file (a folder, device or pipe)")
    }
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    do { return try PNGCodec.decode(data, maximumPixels: maximumPixels) } catch {
      throw .unreadable(path: path, reason: error.description)
    }
  }
}

/// A frame `reel assemble` cannot use.
public enum AssembleError: Error, Equatable, Sendable, CustomStringConvertible {
  case noFrames
  case notFound(path: String)
  case unreadable(path: String, reason: String)
  case sizeMismatch(path: String, expected: String, found: String)

  public var description: String {
    switch self {
    case .noFrames: "error: no frames to assemble"
    case .notFound(let path): "\(path): error: no such frame"
    case .unreadable(let path, let reason): "\(path): error: not a readable PNG frame: \(reason)"
    case .sizeMismatch(let path, let expected, let found):
      "\(path): error: the frame is \(found) pixels; the first frame is \(expected)"
    }
  }
}
